import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@sitegen/runtime/router.tsx';
import { App } from '@sitegen/theme/App.tsx';
import { loadPageParts } from '@sitegen/theme/pages/loadPageParts.ts';
import { AppFrame } from '@sitegen/runtime/AppFrame.tsx';
import { serverRuntime } from '@sitegen/runtime/RuntimeContext.ts';
import type { PageData, SidebarItem, SiteData } from '@sitegen/runtime/types.ts';

// Every page renders from its data here: the code the browser loads on first use is loaded at once.
await loadPageParts();

export interface PageToRender {
  /** The route; `404` for the not-found page. */
  path: string;
  page: PageData;
  sidebar?: SidebarItem[];
}

/** What React renders of a page: the inside of renderDocumentAround's `<div id="__sitegen">`. Throws with the route named when the theme throws. */
export function renderBody({ site, target }: { site: SiteData; target: PageToRender }): string {
  try {
    return renderToString(
      <StaticRouter location={target.path === '404' ? '/404.html' : target.path}>
        <AppFrame
          App={App}
          runtime={serverRuntime}
          slow={false}
          site={site}
          path={target.path}
          page={target.page}
          sidebar={target.sidebar}
        />
      </StaticRouter>,
    );
  } catch (error) {
    throw new PrerenderError(target.path, error);
  }
}

export class PrerenderError extends Error {
  constructor(
    readonly route: string,
    override readonly cause: unknown,
  ) {
    super(`Rendering route "${route}" threw: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}
