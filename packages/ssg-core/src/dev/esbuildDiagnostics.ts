import path from 'node:path';
import { createDiagnostic } from '../diagnostics.ts';

type EsbuildMessage = { text: string; location?: { file: string; line: number; column: number } | null };

/** esbuild's compile errors as diagnostics with file:line:col. */
export function esbuildDiagnostics(error: unknown) {
  const messages = (error as { errors?: EsbuildMessage[] }).errors ?? [{ text: String(error) }];
  const cwd = process.cwd();
  return messages.map((m) =>
    createDiagnostic('error', 'theme/syntax', `The theme does not compile: ${m.text}.`, {
      ...(m.location
        ? {
            location: {
              file: path.relative(cwd, path.resolve(cwd, m.location.file)),
              line: m.location.line,
              column: m.location.column + 1,
            },
          }
        : {}),
    }),
  );
}
