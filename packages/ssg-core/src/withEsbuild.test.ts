import { build, transform } from 'esbuild';
import { expect, test } from 'vitest';
import { withEsbuild } from './withEsbuild.ts';

test('a use that ends while another is bundling leaves esbuild running for it', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let loading!: () => void;
  const started = new Promise<void>((resolve) => (loading = resolve));
  // A bundle whose only module loads when the test says so: it is in flight meanwhile.
  const slow = withEsbuild(() =>
    build({
      stdin: { contents: 'import { answer } from "held"; console.log(answer);', resolveDir: '/' },
      bundle: true,
      write: false,
      logLevel: 'silent',
      plugins: [
        {
          name: 'held',
          setup(b) {
            b.onResolve({ filter: /^held$/ }, () => ({ path: 'held', namespace: 'held' }));
            b.onLoad({ filter: /.*/, namespace: 'held' }, async () => {
              loading();
              await held;
              return { contents: 'export const answer = 42;' };
            });
          },
        },
      ],
    }),
  );
  await started;
  await expect(withEsbuild(() => transform('let a: number = 1', { loader: 'ts' }))).resolves.toMatchObject({
    code: 'let a = 1;\n',
  });
  release();
  const result = await slow;
  expect(result.outputFiles[0]!.text).toContain('42');
});

test('esbuild works again after a use stopped it', async () => {
  await withEsbuild(() => transform('1', {}));
  await expect(withEsbuild(() => transform('let b: string = ""', { loader: 'ts' }))).resolves.toMatchObject({
    code: 'let b = "";\n',
  });
});
