// Prerendered page bodies, remembered across builds: a page whose data and sidebar did not
// change, rendered by the same theme, runtime and prerender code, is the same body. The document
// around it (assets, search index URL) is put together again by every build.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createDiskMemo, hashSources, listSourceFiles, packageVersions } from '../cache/createDiskMemo.ts';

const require = createRequire(import.meta.url);
const packageSources = (name: string) => path.join(path.dirname(require.resolve(`${name}/package.json`)), 'src');

/** The code that turns page data into HTML (theme, runtime, prerender, React): what the pages depend on besides their data. */
export function rendererVersion(): string {
  const renderers = listSourceFiles([packageSources('@sitegen/theme'), packageSources('@sitegen/runtime'), import.meta.dirname]);
  const packages = packageVersions(import.meta.dirname, ['react', 'react-dom', 'react-router-dom']);
  return `${hashSources(renderers, (f) => readFileSync(f, 'utf8'))}-${hashSources([packages], (text) => text)}`;
}

export const pageCache = createDiskMemo<string>('pages', rendererVersion);
