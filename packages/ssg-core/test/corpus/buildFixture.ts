import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from '../../src/build.ts';
import { formatDiagnostics, UsageError } from '../../src/diagnostics.ts';
import { prepareFixture, REPO_ROOT } from './prepareFixture.ts';

/** What building a corpus case gave: the printed diagnostics (temp paths replaced by `<root>`), or the pages on success. */
export interface FixtureOutcome {
  ok: boolean;
  report: string;
  pages: string[];
}

/** Builds a case in-process without writing; a UsageError becomes its printed report. */
export async function buildFixture(caseName: string, prepare?: (rootDir: string) => void): Promise<FixtureOutcome> {
  const fixture = prepareFixture(caseName);
  try {
    prepare?.(fixture.rootDir);
    const result = await build({ rootDir: fixture.rootDir, write: false });
    const pages = [...result.files.keys()].filter((f) => f.endsWith('.html')).sort();
    return { ok: true, report: formatDiagnostics(result.diagnostics), pages };
  } catch (error) {
    // Anything but a UsageError is a bug in sitegen: let the test fail with its stack.
    if (!(error instanceof UsageError)) throw error;
    return { ok: false, report: formatDiagnostics(error.diagnostics).replaceAll(fixture.rootDir, '<root>'), pages: [] };
  } finally {
    fixture.remove();
  }
}

const run = promisify(execFile);

/** Builds a case with the real CLI into `outDir`, as a user would. */
export async function buildFixtureWithCli(
  caseName: string,
  outDir: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const fixture = prepareFixture(caseName);
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(REPO_ROOT, 'bin/sitegen.mjs'), 'build', '--root', fixture.rootDir, '--out-dir', outDir],
      {
        cwd: REPO_ROOT,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: failed.code ?? -1,
      stdout: failed.stdout ?? '',
      stderr: (failed.stderr ?? '').replaceAll(fixture.rootDir, '<root>'),
    };
  } finally {
    fixture.remove();
  }
}
