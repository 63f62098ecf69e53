import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@sitegen/runtime/router.tsx';
import { App } from '@sitegen/theme/App.tsx';
import { loadPageParts } from '@sitegen/theme/pages/loadPageParts.ts';
import { laterParts } from '@sitegen/theme/laterParts.ts';
import { setSiteComponents } from '@sitegen/theme/content/contentComponents.ts';
import type { TreeComponents } from '@sitegen/theme/content/renderTree.tsx';
import { AppFrame } from '@sitegen/runtime/AppFrame.tsx';
import { serverRuntime } from '@sitegen/runtime/RuntimeContext.ts';
import type { PageData, SidebarItem, SiteData } from '@sitegen/runtime/types.ts';

// Every page renders from its data here: the code the browser loads on first use is loaded at once.
await Promise.all([loadPageParts(), laterParts.load()]);

export interface PageToRender {
  /** The route; `404` for the not-found page. */
  path: string;
  page: PageData;
  sidebar?: SidebarItem[];
}

let lastSiteComponents: TreeComponents | undefined;

/** What React renders of a page: the inside of renderDocumentAround's `<div id="__sitegen">`. Throws with the route named when the theme throws. */
export function renderBody({
  site,
  target,
  siteComponents = {},
}: {
  site: SiteData;
  target: PageToRender;
  /** The site's own MDX components (docs.components), by name. */
  siteComponents?: TreeComponents;
}): string {
  if (siteComponents !== lastSiteComponents) setSiteComponents((lastSiteComponents = siteComponents));
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
