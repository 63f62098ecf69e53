import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { routeOutputFile } from '@sitegen/runtime/routePath.ts';
import { constants, gzipSync } from 'node:zlib';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  path: string;
  html: Bytes;
  css: Bytes;
  /** The entry, its static imports (transitively) and the page's modulepreloads with theirs. */
  firstLoadJs: Bytes & { files: number };
  /** The first-load JS by part, gzipped: the entry, the shared chunks, the app data, the page's data chunk, its sidebar's chunk. */
  parts: Record<FirstLoadPart, number>;
}

export type FirstLoadPart = 'entry' | 'shared' | 'app' | 'page' | 'sidebar';

/** Which part of the first load a built asset URL is, by the folder and name bundleClient gives it. */
function partOf(url: string, entry: string): FirstLoadPart {
  if (url === entry) return 'entry';
  if (url.includes('/assets/p/')) return 'page';
  if (url.includes('/assets/s/')) return 'sidebar';
  if (url.includes('/assets/app-')) return 'app';
  return 'shared';
}

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;

/** What a first visit to `route` downloads, read from the built HTML as the browser would. */
export function measurePage(outDir: string, route: string): PageWeight {
  const htmlFile = path.join(outDir, routeOutputFile(route));
  const html = readFileSync(htmlFile);
  const text = html.toString('utf8');
  const attr = (re: RegExp) => [...text.matchAll(re)].map((m) => m[1]!);
  const css = attr(/<link rel="stylesheet" href="([^"]+)"/g);
  const scripts = [
    ...attr(/<script type="module" src="([^"]+)"/g),
    ...attr(/<link rel="modulepreload" href="([^"]+)"/g),
  ];
  const js = new Set<string>();
  const visit = (url: string) => {
    if (js.has(url)) return;
    js.add(url);
    for (const imported of staticImports(readAsset(outDir, url)))
      visit(new URL(imported, `http://site${url}`).pathname);
  };
  scripts.forEach(visit);
  const parts: Record<FirstLoadPart, number> = { entry: 0, shared: 0, app: 0, page: 0, sidebar: 0 };
  for (const url of js) parts[partOf(url, scripts[0]!)] += gzipSize(readAsset(outDir, url));
  const sum = (urls: Iterable<string>): Bytes => {
    let raw = 0;
    let gzip = 0;
    for (const url of urls) {
      const bytes = readAsset(outDir, url);
      raw += bytes.length;
      gzip += gzipSize(bytes);
    }
    return { raw, gzip };
  };
  return {
    path: route,
    html: { raw: html.length, gzip: gzipSize(html) },
    css: sum(css),
    firstLoadJs: { ...sum(js), files: js.size },
    parts,
  };
}

function readAsset(outDir: string, url: string): Buffer {
  return readFileSync(path.join(outDir, decodeURIComponent(new URL(url, 'http://site/').pathname)));
}

/** `import ... from "./x.js"`, `import "./x.js"`, `export ... from "./x.js"` (never `import("./x.js")`, which loads later). */
export function staticImports(code: Buffer): string[] {
  const text = code.toString('utf8');
  return [...text.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g)].map(
    (m) => m[1]!,
  );
}

/** Files and bytes of a whole output folder. */
export function measureOutput(outDir: string): { files: number; bytes: number; htmlPages: number } {
  let files = 0;
  let bytes = 0;
  let htmlPages = 0;
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
    if (entry.name.endsWith('.html')) htmlPages++;
  }
  return { files, bytes, htmlPages };
}
