import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of every page, as a meta tag. Scripts: only the site's own files
 * and the inline scripts given here, allowed by hash, so injected markup cannot run code.
 * Styles keep 'unsafe-inline' because React and the code highlighter emit style attributes,
 * which cannot run code. No frame-ancestors: browsers ignore it in a meta tag and log an error.
 */
export function buildCspMeta(inlineScripts: string[]): string {
  const hashes = inlineScripts.map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
}
