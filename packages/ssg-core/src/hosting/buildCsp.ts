import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of every page. Scripts: only the site's own files and the inline
 * scripts given here, allowed by hash, so injected markup cannot run code. Styles keep
 * 'unsafe-inline' because React and the code highlighter emit style attributes, which cannot
 * run code. `frame-ancestors` only works in a real header (browsers ignore it in a meta tag
 * and log an error), so only the header form carries it.
 */
export function buildCsp(inlineScripts: string[], form: 'meta' | 'header'): string {
  const hashes = inlineScripts.map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(form === 'header' ? ["frame-ancestors 'self'"] : []),
  ].join('; ');
}

/** The policy as the `<meta http-equiv>` tag every page carries (for hosts that send no headers). */
export function buildCspMeta(inlineScripts: string[]): string {
  return `<meta http-equiv="Content-Security-Policy" content="${buildCsp(inlineScripts, 'meta')}">`;
}

/** The folder of the live samples' worker and modules (bundleLiveAssets.ts bundles them). */
export const LIVE_ASSETS_DIR = 'assets/live/';

/**
 * The live worker's own policy, sent as a header with the files of assets/live/ (a worker's
 * policy is the one its script is served with, not the page's). A run imports the reader's
 * code as a module from a `blob:` URL, so `blob:` is the one source added; no 'unsafe-eval'
 * here or on the pages. Nothing else: no network (connect-src falls back to 'none'), no
 * other origin's scripts.
 */
export function buildLiveWorkerCsp(): string {
  return ["default-src 'none'", "script-src 'self' blob:"].join('; ');
}
