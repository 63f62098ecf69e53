import { expect, test } from 'vitest';

test('on a site that names no live modules, a run says so and starts no worker', async () => {
  // What bundleClient defines for such a site (liveAssetDefines(undefined)); no Worker exists in Node either.
  Object.assign(globalThis, { SITEGEN_LIVE_JSON: 'null' });
  const { runInWorker } = await import('./runInWorker.ts');
  expect(await runInWorker({ kind: 'js', code: "console.log('hi');" })).toEqual({
    output: '',
    error: 'This site has no live samples: site.config.ts names no `live` modules.',
  });
});
