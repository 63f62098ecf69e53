import { expect, test } from 'vitest';

test('on a site that names no live modules, a run says so and starts no worker', async () => {
  // Such a site's app data names no live assets; no Worker exists in Node either.
  const { runInWorker } = await import('./runInWorker.ts');
  expect(await runInWorker({ kind: 'js', code: "console.log('hi');" }, undefined)).toEqual({
    output: '',
    error: 'This site has no live samples: site.config.ts names no `live` modules.',
  });
});
