import { gzipSync, constants } from 'node:zlib';
import type { PageData, SiteData } from '@sitegen/runtime/types.ts';
import { bundleClient } from '../../packages/ssg-core/src/bundle/bundleClient.ts';

export interface EntryComposition {
  /** Each file of the first load's code, with its gzip-9 size and its biggest inputs (bytes in the minified output). */
  files: { file: string; bytes: number; gzip: number; top: [input: string, bytes: number][] }[];
  /** Every input of the first load's code grouped by package (or `theme`, `runtime`), biggest first. */
  byPackage: [name: string, bytes: number][];
}

/** The packages/ part of a path, or the npm package an input comes from. */
function packageOf(input: string): string {
  const npm = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (npm) return npm[1]!;
  const own = /packages\/([^/]+)\/src\/([^/]+)/.exec(input);
  return own ? `${own[1]}/${own[2]!.replace(/\.tsx?$/, '')}` : input;
}

/** The app bundle as a build makes it (no site data needed: the entry holds code only), read from esbuild's metafile. */
export async function measureEntryComposition(): Promise<EntryComposition> {
  const notFound = { type: 'notFound', head: { title: '', canonical: '' } } as PageData;
  const bundle = await bundleClient({
    site: {} as SiteData,
    pages: new Map(),
    sidebars: new Map(),
    notFound,
    baseUrl: '/',
    minify: true,
  });
  const byPackage = new Map<string, number>();
  const files = bundle.composition.map(({ file, bytes, inputs }) => {
    for (const [input, size] of inputs) byPackage.set(packageOf(input), (byPackage.get(packageOf(input)) ?? 0) + size);
    const text = bundle.files.get(`assets/${file}`)!;
    return {
      file,
      bytes,
      gzip: gzipSync(text, { level: constants.Z_BEST_COMPRESSION }).length,
      top: inputs.slice(0, 12),
    };
  });
  return { files, byPackage: [...byPackage].sort((a, b) => b[1] - a[1]) };
}
