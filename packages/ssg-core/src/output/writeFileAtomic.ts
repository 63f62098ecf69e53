import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * The one way sitegen writes a file it may read again (the build cache, the output manifest):
 * into a temporary file beside it, renamed over it, so that a reader sees the old file or the
 * whole new one. `content` may be a function that writes the text a chunk at a time (a large
 * memo would otherwise be one string of hundreds of megabytes, for a moment).
 */
export function writeFileAtomic(
  file: string,
  content: string | Uint8Array | ((write: (chunk: string | Uint8Array) => void) => void),
): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    if (typeof content === 'function')
      content((chunk) => (typeof chunk === 'string' ? writeSync(fd, chunk) : writeSync(fd, chunk)));
    else if (typeof content === 'string') writeSync(fd, content);
    else writeSync(fd, content);
  } catch (error) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(temp, file);
}
