import { watch } from 'node:fs';
import path from 'node:path';
import { build } from '../build.ts';
import { formatDiagnostics, UsageError } from '../diagnostics.ts';
import { serve } from '../server/serve.ts';

/** First version: build, serve the output, rebuild on change. */
export async function dev(options: { rootDir: string; port: number; host: string; open: boolean }): Promise<void> {
  const rootDir = path.resolve(options.rootDir);
  const outDir = path.join(rootDir, 'node_modules', '.cache', 'sitegen', 'dev-output');
  const rebuild = async () => {
    try {
      const result = await build({ rootDir, outDir, minify: false, linkSeverity: 'warning' });
      if (result.diagnostics.length) console.warn(formatDiagnostics(result.diagnostics));
      console.log('Rebuilt.');
    } catch (error) {
      console.error(error instanceof UsageError ? formatDiagnostics(error.diagnostics) : error);
    }
  };
  await rebuild();
  const server = await serve({ dir: outDir, port: options.port, host: options.host });
  console.log(`sitegen dev at ${server.url}`);
  let timer: NodeJS.Timeout | undefined;
  for (const dir of ['content', 'site.config.ts']) {
    watch(path.join(rootDir, dir), { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(rebuild, 50);
    });
  }
}
