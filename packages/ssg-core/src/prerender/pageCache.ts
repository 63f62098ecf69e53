// Prerendered HTML, remembered across builds: a page whose data, sidebar and assets did not
// change, rendered by the same theme, runtime and document code, is the same document.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createDiskMemo, hashSources, listSourceFiles, packageVersions } from '../cache/createDiskMemo.ts';

const require = createRequire(import.meta.url);
const packageSources = (name: string) => path.join(path.dirname(require.resolve(`${name}/package.json`)), 'src');

export const pageCache = createDiskMemo<string>('pages', () => {
  const renderers = listSourceFiles([packageSources('@sitegen/theme'), packageSources('@sitegen/runtime'), import.meta.dirname]);
  const packages = packageVersions(import.meta.dirname, ['react', 'react-dom', 'react-router-dom']);
  return `${hashSources(renderers, (f) => readFileSync(f, 'utf8'))}-${hashSources([packages], (text) => text)}`;
});
