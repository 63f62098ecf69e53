import type { ClientBundle } from '../bundle/bundleClient.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics.ts';
import type { SiteContent } from './createContentLoader.ts';
import type { ThemeRenderer } from './loadThemeRenderer.ts';

/** Prerenders some routes (`404` for the not-found page); a route whose theme code throws becomes a diagnostic. */
export function prerenderRoutes(options: { content: SiteContent; renderer: ThemeRenderer; bundle: ClientBundle; routes: string[] }): {
  html: Map<string, string>;
  failed: string[];
  diagnostics: Diagnostic[];
} {
  const { content, renderer, bundle } = options;
  const html = new Map<string, string>();
  const failed: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const sidebarOf = new Map(content.routes.routes.map((r) => [r.path, r.sidebar]));
  for (const route of options.routes) {
    const page = route === '404' ? content.notFound : content.pages.get(route)!;
    const sidebarName = sidebarOf.get(route);
    const target = { path: route, page, sidebar: sidebarName ? content.sidebars.get(sidebarName) : undefined };
    try {
      const assets = { entry: bundle.entry, css: bundle.css, preload: bundle.preloadFor(route), favicon: content.config.favicon };
      html.set(route, renderer.renderPage({ site: content.site, target, assets }));
    } catch (error) {
      if (!(error instanceof renderer.PrerenderError)) throw error;
      failed.push(route);
      const file = content.docByPath.get(route)?.file;
      diagnostics.push(
        createDiagnostic('error', 'prerender/throws', error.message, {
          route,
          ...(file ? { location: { file } } : {}),
          hint: 'the page keeps its previous version until this is fixed',
        }),
      );
    }
  }
  return { html, failed, diagnostics };
}
