/**
 * A one-page site that runs live jobs the way the docs' pages do: the real worker and the site's
 * live modules (bundleLiveAssets, from site.config.ts), the real page side (runInWorker.ts, exposed as `window.runLive`
 * with the names the app data would give it),
 * the pages' CSP in a meta tag, and `sitegen serve`, which gives assets/live/ the worker's policy.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { bundleLiveAssets } from '../../packages/ssg-core/src/bundle/bundleLiveAssets.ts';
import { loadConfig } from '../../packages/ssg-core/src/config/loadConfig.ts';
import { buildCspMeta } from '../../packages/ssg-core/src/hosting/buildCsp.ts';
import { serve } from '../../packages/ssg-core/src/server/serve.ts';

// esbuild is a dependency of ssg-core, not of the repository root.
const { build } = createRequire(new URL('../../packages/ssg-core/package.json', import.meta.url))(
  'esbuild',
) as typeof import('../../packages/ssg-core/node_modules/esbuild');
const runInWorker = fileURLToPath(new URL('../../packages/theme/src/live/runInWorker.ts', import.meta.url));

export async function serveLiveHarness(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  await mkdir(dir, { recursive: true });
  const rootDir = fileURLToPath(new URL('../..', import.meta.url));
  const { live: config } = await loadConfig(rootDir);
  if (!config) throw new Error('site.config.ts names no live modules.');
  const live = await bundleLiveAssets({
    minify: true,
    live: { rootDir, modules: config.modules, playgrounds: config.playgrounds },
  });
  const page = await build({
    stdin: {
      contents: [
        `import { runInWorker } from ${JSON.stringify(runInWorker)};`,
        `window.runLive = (job) => runInWorker(job, ${JSON.stringify(live.names)});`,
      ].join('\n'),
      resolveDir: dir,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  // runInWorker finds the live assets beside its own chunk's folder, as in the site (assets/c/).
  const files: [string, string][] = [
    ...live.files,
    ['assets/c/harness.js', page.outputFiles[0]!.text],
    [
      'index.html',
      `<!doctype html><html><head>${buildCspMeta([])}<script type="module" src="/assets/c/harness.js"></script></head><body></body></html>`,
    ],
  ];
  for (const [file, text] of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  const server = await serve({ dir, port: 0 });
  return { url: `${server.url}/`, close: () => server.close() };
}
