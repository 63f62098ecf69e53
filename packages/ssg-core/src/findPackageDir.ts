import { existsSync } from 'node:fs';
import path from 'node:path';

/** Node's lookup: `node_modules/<name>` in the directory or any parent. */
export function findPackageDir(from: string, name: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}
