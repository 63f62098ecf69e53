// esbuild's messages as diagnostics: the theme's code for dev's renderer, the theme's and the
// site's style sheets for the app's one sheet.
import path from 'node:path';
import { createDiagnostic, type Diagnostic, type Severity } from '../diagnostics.ts';

export interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number } | null;
}

/** A failed esbuild run's errors; anything else thrown, as one message. */
export function esbuildErrors(error: unknown): EsbuildMessage[] {
  const errors = (error as { errors?: EsbuildMessage[] }).errors;
  return errors?.length ? errors : [{ text: String(error) }];
}

/**
 * Each message at its file:line:col, the file relative to `rootDir` (the site's root; the
 * current folder by default). `describe` gives its code and sentence, knowing its file (absolute).
 * `workingDir`: the bundle's `absWorkingDir`, which esbuild names its files relative to (the
 * current folder by default).
 */
export function esbuildDiagnostics(
  messages: readonly EsbuildMessage[],
  options: {
    severity: Severity;
    rootDir?: string;
    workingDir?: string;
    describe: (text: string, file: string | undefined) => { code: string; message: string };
  },
): Diagnostic[] {
  const cwd = options.workingDir ?? process.cwd();
  const rootDir = options.rootDir ?? process.cwd();
  return messages.map(({ text, location }) => {
    const file = location ? path.resolve(cwd, location.file) : undefined;
    const { code, message } = options.describe(text, file);
    return createDiagnostic(options.severity, code, message, {
      ...(location && file
        ? { location: { file: path.relative(rootDir, file), line: location.line, column: location.column + 1 } }
        : {}),
    });
  });
}
