import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The code that turns sources into page data: editing it must invalidate what dev cached.
const PRODUCERS = ['content', 'markdown', 'pages'].map((dir) => fileURLToPath(new URL(`../${dir}/`, import.meta.url)));

function hashProducers(): string {
  const hash = createHash('sha256');
  for (const dir of PRODUCERS) {
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
      hash.update(`\0${name}\0`).update(readFileSync(path.join(dir, name)));
    }
  }
  return hash.digest('hex');
}

/**
 * Page data that is slow to make (rendered markdown, API pages) kept on disk between runs of
 * `sitegen dev`, keyed by everything it is made from, including the code that makes it.
 * A cache is an optimisation: any read or write failure is a miss.
 */
export function createDiskCache(dir: string) {
  const code = hashProducers();
  // One file per entry name, overwritten: edits do not pile up files.
  const fileOf = (name: string) => path.join(dir, `${name.replace(/[^A-Za-z0-9_-]/g, '_')}.json`);
  const keyOf = (inputs: unknown) => createHash('sha256').update(code).update(JSON.stringify(inputs)).digest('hex');
  return {
    read<T>(name: string, inputs: unknown): T | undefined {
      try {
        const entry = JSON.parse(readFileSync(fileOf(name), 'utf8')) as { key: string; value: T };
        return entry.key === keyOf(inputs) ? entry.value : undefined;
      } catch {
        return undefined;
      }
    },
    write(name: string, inputs: unknown, value: unknown): void {
      const file = fileOf(name);
      try {
        mkdirSync(dir, { recursive: true });
        // Written beside, then renamed: a reader never sees half a file; dev removes its own leftovers.
        writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify({ key: keyOf(inputs), value }));
        renameSync(`${file}.${process.pid}.tmp`, file);
      } catch {
        // read-only or full disk: stay uncached
      }
    },
  };
}
