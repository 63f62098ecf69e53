import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Test files share each worker's modules (vitest's `isolate: false`): importing TypeDoc, shiki,
// the markdown pipeline and playwright again for every file was a large part of a run. A file
// that changes what the next file would find in a shared module has modules of its own, in a
// project of its own: it mocks or spies on a module, stubs a global, resets the modules, fakes the
// clock, changes the working folder, or defines memos or opens a memo store itself (memo.ts keeps
// both in module state). A build opens its site's store too: `closeMemoStoreAfterEachFile` forgets
// it when each file of the shared projects ends.

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const SHARED_STATE =
  /\bvi\s*\.\s*(?:mock|doMock|spyOn|replaceProperty|stubGlobal|stubEnv|resetModules|useFakeTimers|setSystemTime)\s*\(|\b(?:defineMemo|openMemoStore|process\.chdir)\s*\(/;

/** The test files (relative to the repository, `/`-separated) that change shared modules' state for their own run, found by what they call. */
export const isolatedFiles: string[] = ['packages', 'tests'].flatMap((dir) =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
    .filter((file) => SHARED_STATE.test(readFileSync(path.join(ROOT, file), 'utf8'))),
);

/** The setup file each test file of a shared project runs: it closes the memo store its builds opened. */
export const closeMemoStoreAfterEachFile = 'tests/setup/closeMemoStore.ts';
