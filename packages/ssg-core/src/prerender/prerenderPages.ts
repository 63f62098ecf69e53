// Every page to its HTML document. Bodies (what React renders) are remembered by the page's
// data, its sidebar and the site data, under the code that renders them (theme, runtime,
// React): an edit re-renders only the pages whose data or sidebar changed. The document
// around each body (assets, app data URL) is put together again every time. A remembered body
// comes back as UTF-8 bytes, a view of the memo's file, and its document is written in three
// parts (head, body, tail), neither decoded nor copied; the link check decodes it only when its
// links are not remembered too. (Read back as strings, the real site's 24 MB of bodies took a
// fifth of a warm build.)
import { siteUrl } from '@sitegen/runtime/siteUrl.ts';
import { createHash } from 'node:crypto';
import type { PageData, SidebarItem, SiteData } from '@sitegen/runtime/types.ts';
import type { TreeComponents } from '@sitegen/theme/content/renderTree.tsx';
import { routeOutputFile } from '@sitegen/runtime/routePath.ts';
import { markdownTwinFile, twinPageTypes } from '@sitegen/runtime/markdownTwin.ts';
import { defineMemo } from '../cache/memo.ts';
import { hashOf } from '../text/jsonOf.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics.ts';
import type { PageForLinkCheck } from '../links/checkLinks.ts';
import { renderDocumentAround, type DocumentAssets } from './renderDocument.ts';
import { contentText } from '../output/fileContent.ts';
import { firstLoadPageJson, firstLoadSidebarJson } from './buildFirstLoadPage.ts';

/** What renders a body: renderPage.tsx as imported, or (dev, after a theme edit) a fresh copy of it. */
export type BodyRenderer = Pick<typeof import('./renderPage.tsx'), 'renderBody' | 'PrerenderError'>;

// This module's code too: it decides what of the render is kept.
const bodyMemo = defineMemo<string | Uint8Array>(
  'pages',
  ['@sitegen/ssg-core/prerender/prerenderPages.ts', '@sitegen/ssg-core/prerender/renderPage.tsx'],
  { textAsBytes: true },
);

export interface PrerenderResult {
  /** HTML documents by output file: a new page's as text, a remembered one's as UTF-8 head, body and tail. */
  files: Map<string, string | readonly Uint8Array[]>;
  /**
   * A hash of what makes each document (its body's memo key, which hashes the renderer's code and
   * the page's inputs, and the document around it): writing the output need not hash its text.
   */
  knownHashes: Map<string, string>;
  forLinks: PageForLinkCheck[];
  /** Pages whose theme code threw. */
  diagnostics: Diagnostic[];
  /** How many bodies React rendered (the others were remembered). */
  rendered: number;
}

/** Every route's page, and the not-found page (route `404`, written as 404.html). */
export async function prerenderPages(options: {
  site: SiteData;
  pages: Map<string, { page: PageData; sidebar?: string }>;
  notFound: PageData;
  /** The markdown file of a route and its links' positions, for the messages of prerender and the link check. */
  docs: Map<string, { file: string; markdown: { links: PageForLinkCheck['sourceLinks'] } }>;
  sidebars: Map<string, SidebarItem[]>;
  assetsFor: (route: string) => DocumentAssets;
  /** Default: renderPage.tsx, loaded on the first body not remembered. */
  renderer?: BodyRenderer;
  /** The site's own MDX components: their code, loaded on the first body not remembered, and its hash. */
  siteComponents?: { hash: string; load(): Promise<TreeComponents> };
}): Promise<PrerenderResult> {
  const { site } = options;
  const result: PrerenderResult = {
    files: new Map(),
    knownHashes: new Map(),
    forLinks: [],
    diagnostics: [],
    rendered: 0,
  };
  let renderer = options.renderer;
  let components: TreeComponents | undefined;
  const siteHash = hashOf(site) + (options.siteComponents?.hash ?? '');
  const targets: [string, { page: PageData; sidebar?: string }][] = [
    ...options.pages,
    ['404', { page: options.notFound }],
  ];
  for (const [path, { page, sidebar: sidebarName }] of targets) {
    const doc = options.docs.get(path);
    const sidebar = sidebarName ? options.sidebars.get(sidebarName) : undefined;
    // Hashes, once per object (the API sidebar alone is ~50 KB of JSON, and dev's rebuilds get the same objects back).
    const key = bodyMemo.key(siteHash, path, hashOf(page), sidebar ? hashOf(sidebar) : '');
    let body = bodyMemo.get(key);
    const fresh = body === undefined;
    if (body === undefined) {
      renderer ??= await import('./renderPage.tsx');
      components ??= (await options.siteComponents?.load()) ?? {};
      try {
        body = renderer.renderBody({ site, target: { path, page, sidebar }, siteComponents: components });
      } catch (error) {
        if (!(error instanceof renderer.PrerenderError)) throw error;
        result.diagnostics.push(
          createDiagnostic('error', 'prerender/throws', error.message, {
            route: error.route,
            location: doc ? { file: doc.file } : undefined,
          }),
        );
        result.forLinks.push({ route: path, html: '', failed: true });
        continue;
      }
      result.rendered++;
    }
    const markdownTwin = twinPageTypes.has(page.type) ? siteUrl(site.baseUrl, markdownTwinFile(path)) : undefined;
    const pageDataJson = path === '404' ? undefined : firstLoadPageJson(page);
    // A first load whose page data is inline takes its sidebar from the HTML too; any other loads both chunks.
    const sidebarJson = pageDataJson && sidebar ? firstLoadSidebarJson(sidebar, path) : undefined;
    const [before, after] = renderDocumentAround({
      site,
      route: path,
      head: page.head,
      assets: options.assetsFor(path),
      markdownTwin,
      pageDataJson,
      sidebarJson,
    });
    const file = path === '404' ? '404.html' : routeOutputFile(path);
    if (typeof body === 'string') {
      const html = before + body + after;
      if (fresh) {
        // React appends a body piece by piece: V8 holds it as a rope of some 6,000 32-byte nodes,
        // and hashing or writing the document copies it whole. Read now, the document becomes one
        // string, and the body is kept as the part of it that it is: a new page is held once.
        html.charCodeAt(0);
        body = html.slice(before.length, before.length + body.length);
        bodyMemo.set(key, body);
      }
      result.files.set(file, html);
    } else {
      result.files.set(file, [Buffer.from(before), body, Buffer.from(after)]);
    }
    result.knownHashes.set(
      file,
      createHash('sha1').update(key).update('\u0000').update(before).update('\u0000').update(after).digest('base64'),
    );
    const content = body;
    result.forLinks.push({
      route: path,
      // A remembered body is decoded only if its links are not remembered too.
      get html() {
        return contentText(content);
      },
      key,
      file: doc?.file,
      sourceLinks: doc?.markdown.links,
    });
  }
  return result;
}
