// How a file of the output is served: its type, how long it may be cached, its security headers.
// `sitegen serve` and `sitegen dev` send these; `_headers` (buildHeadersFile.ts) tells hosts the same.
import { buildLiveWorkerCsp, LIVE_ASSETS_DIR } from './buildCsp.ts';

/** A year, never revalidated: for files named by their content's hash, which never change. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** The Content-Type of a file, by its extension. */
export function contentTypeOf(file: string): string {
  const dot = file.lastIndexOf('.');
  return TYPES[dot >= 0 ? file.slice(dot).toLowerCase() : ''] ?? 'application/octet-stream';
}

/**
 * Whether a file of the output (a path inside it, with `/`) is named by its content's hash, as
 * the bundle's files and copied images are (`assets/p/basic-types-3F2A9C1B.js`,
 * `assets/img/logo-1a2b3c4d.svg`): such a file never changes, so it may be cached forever.
 */
export function isHashedAsset(file: string): boolean {
  return /^assets\/(?:[^/]+\/)*[^/]+-[A-Za-z0-9]{8}\.[a-z0-9]+$/.test(file);
}

/**
 * The headers a file of the output (a path inside it, with `/`) is served with. Files not named
 * by their hash are revalidated; `dev` sends them `no-store`, as they change with each save. The
 * live worker runs under its own policy (the pages carry theirs in a meta tag).
 */
export function responseHeaders(file: string, options: { dev?: boolean } = {}): Record<string, string> {
  return {
    'content-type': contentTypeOf(file),
    'cache-control': isHashedAsset(file) ? IMMUTABLE_CACHE : options.dev ? 'no-store' : 'no-cache',
    'x-content-type-options': 'nosniff',
    ...(file.startsWith(LIVE_ASSETS_DIR) && { 'content-security-policy': buildLiveWorkerCsp() }),
  };
}
