import { createRequire } from 'node:module';
import { build as esbuild } from 'esbuild';
import { UsageError } from '../diagnostics.ts';
import type { BodyRenderer } from '../prerender/prerenderPages.ts';
import { esbuildDiagnostics, esbuildErrors } from '../bundle/esbuildDiagnostics.ts';
import { withEsbuild } from '../withEsbuild.ts';

const entry = createRequire(import.meta.url).resolve('@sitegen/ssg-core/prerender/renderPage.tsx');

/**
 * The prerenderer from the theme code as it is now. Node caches ES modules for the life of the
 * process, so edited theme code cannot be imported again: the prerenderer and the theme are
 * bundled afresh by esbuild and imported from a data: URL (nothing written to disk), their own
 * copy of React included.
 */
export async function loadThemeRenderer(): Promise<BodyRenderer> {
  let code: string;
  try {
    const result = await withEsbuild(() =>
      esbuild({
        entryPoints: [entry],
        bundle: true,
        platform: 'node',
        format: 'esm',
        write: false,
        jsx: 'automatic',
        loader: { '.css': 'empty' },
        define: { 'process.env.NODE_ENV': '"production"' },
        // Bundled CommonJS (react-dom/server) requires Node's built-ins.
        banner: {
          js: `import { createRequire as __sgCreateRequire } from 'node:module'; const require = __sgCreateRequire(${JSON.stringify(entry)});`,
        },
        logLevel: 'silent',
      }),
    );
    code = result.outputFiles[0]!.text;
  } catch (error) {
    throw new UsageError(
      esbuildDiagnostics(esbuildErrors(error), {
        severity: 'error',
        describe: (text) => ({ code: 'theme/syntax', message: `The theme does not compile: ${text}.` }),
      }),
    );
  }
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as BodyRenderer;
}
