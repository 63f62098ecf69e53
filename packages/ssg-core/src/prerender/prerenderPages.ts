// Every page to its HTML document. Bodies (what React renders) are remembered by the page's
// data, its sidebar and the site data, under the code that renders them (theme, runtime,
// React): an edit re-renders only the pages whose data or sidebar changed. The document
// around each body (assets, app data URL) is put together again every time.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { PageData, SidebarItem, SiteData } from '@sitegen/runtime/types.ts';
import { routeOutputFile } from '@sitegen/runtime/routePath.ts';
import { defineMemo } from '../cache/memo.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics.ts';
import type { PageForLinkCheck } from '../links/checkLinks.ts';
import type { DocumentAssets } from './renderDocument.ts';
import { renderDocument } from './renderDocument.ts';

/** What renders a body: renderPage.tsx as imported, or (dev, after a theme edit) a fresh copy of it. */
export type BodyRenderer = Pick<typeof import('./renderPage.tsx'), 'renderBody' | 'PrerenderError'>;

const RENDERER = path.join(import.meta.dirname, 'renderPage.tsx');
const bodyMemo = defineMemo<string>('pages', RENDERER);

export interface PageTarget {
  /** The route; `404` for the not-found page. */
  path: string;
  page: PageData;
  sidebarName?: string;
  /** The markdown file and its links' positions, for the link check's messages. */
  file?: string;
  sourceLinks?: PageForLinkCheck['sourceLinks'];
}

export interface PrerenderResult {
  /** HTML documents by output file. */
  files: Map<string, string>;
  forLinks: PageForLinkCheck[];
  /** Pages whose theme code threw. */
  diagnostics: Diagnostic[];
  /** Each route's body (`404` included): what React rendered, without the document around it. */
  bodies: Map<string, string>;
  /** How many bodies React rendered (the others were remembered). */
  rendered: number;
}

export async function prerenderPages(options: {
  site: SiteData;
  targets: PageTarget[];
  sidebars: Map<string, SidebarItem[]>;
  assetsFor: (route: string) => DocumentAssets;
  /** Default: renderPage.tsx, loaded on the first body not remembered. */
  renderer?: BodyRenderer;
}): Promise<PrerenderResult> {
  const { site } = options;
  const result: PrerenderResult = { files: new Map(), forLinks: [], diagnostics: [], bodies: new Map(), rendered: 0 };
  let renderer = options.renderer;
  // Hashed once rather than within every page's key (the API sidebar alone is ~50 KB of JSON).
  const hash = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64');
  const siteHash = hash(site);
  const sidebarHashes = new Map([...options.sidebars].map(([name, items]) => [name, hash(items)]));
  for (const target of options.targets) {
    const sidebar = target.sidebarName ? options.sidebars.get(target.sidebarName) : undefined;
    const key = bodyMemo.key(siteHash, target.path, JSON.stringify(target.page), (target.sidebarName && sidebarHashes.get(target.sidebarName)) ?? '');
    let body = bodyMemo.get(key);
    if (body === undefined) {
      renderer ??= await import('./renderPage.tsx');
      try {
        body = renderer.renderBody({ site, target: { path: target.path, page: target.page, sidebar } });
      } catch (error) {
        if (!(error instanceof renderer.PrerenderError)) throw error;
        result.diagnostics.push(createDiagnostic('error', 'prerender/throws', error.message, { route: error.route, location: target.file ? { file: target.file } : undefined }));
        continue;
      }
      bodyMemo.set(key, body);
      result.rendered++;
    }
    result.bodies.set(target.path, body);
    const html = renderDocument({ site, route: target.path, head: target.page.head, body, assets: options.assetsFor(target.path) });
    result.files.set(target.path === '404' ? '404.html' : routeOutputFile(target.path), html);
    result.forLinks.push({ route: target.path, html, file: target.file, sourceLinks: target.sourceLinks });
  }
  return result;
}
