import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Test files share each worker's modules (vitest's `isolate: false`): importing TypeDoc, shiki,
// the markdown pipeline and playwright again for every file was a large part of a run. A file
// that changes what the next file would find in a shared module has modules of its own, in a
// project of its own: it mocks a module, stubs a global, resets the modules, fakes the clock, or
// defines memos or opens a memo store (memo.ts keeps both in module state).

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const SHARED_STATE =
  /\bvi\s*\.\s*(?:mock|doMock|stubGlobal|stubEnv|resetModules|useFakeTimers|setSystemTime)\s*\(|\b(?:defineMemo|openMemoStore)\s*\(/;

/** The test files (relative to the repository, `/`-separated) that change shared modules' state for their own run, found by what they call. */
export const isolatedFiles: string[] = ['packages', 'tests'].flatMap((dir) =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
    .filter((file) => SHARED_STATE.test(readFileSync(path.join(ROOT, file), 'utf8'))),
);
