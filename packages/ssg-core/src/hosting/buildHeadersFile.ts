import { buildCsp, buildLiveWorkerCsp, LIVE_ASSETS_DIR } from './buildCsp.ts';
import { siteUrl } from '@sitegen/runtime/siteUrl.ts';
import { contentTypeOf, IMMUTABLE_CACHE, isHashedAsset } from './responseHeaders.ts';

/**
 * `_headers`, read by Netlify and Cloudflare Pages: every response gets the pages' CSP as a
 * real header (where `frame-ancestors` works too), and everything under `assets/`, all named
 * by its content's hash, is cached for a year without revalidation; the markdown twins (`*.md`)
 * are sent as text/markdown. The live worker's folder (when the site has one) gets the worker's own policy: Netlify
 * sends the most specific rule's value of a header, Cloudflare Pages joins them all, so there
 * the `! Content-Security-Policy` line detaches the pages' policy first (see the README's "Live
 * examples"). `files` are the paths of the output; a file under `assets/` without a hash in its
 * name is a bug of sitegen. `inlineScripts` are the pages' (inlineScriptsOf): the policy allows them by hash.
 */
export function buildHeadersFile(options: {
  baseUrl: string;
  files: Iterable<string>;
  inlineScripts: string[];
}): string {
  const { baseUrl } = options;
  const files = [...options.files];
  const unhashed = files.filter((file) => file.startsWith('assets/') && !isHashedAsset(file));
  if (unhashed.length)
    throw new Error(
      `Files under assets/ must be named by their content's hash, or _headers would mark them immutable: ${unhashed.join(', ')}`,
    );
  const csp = buildCsp(options.inlineScripts, 'header');
  const live = files.some((file) => file.startsWith(LIVE_ASSETS_DIR));
  return [
    siteUrl(baseUrl, '*'),
    `  Content-Security-Policy: ${csp}`,
    '  X-Content-Type-Options: nosniff',
    siteUrl(baseUrl, 'assets/*'),
    `  Cache-Control: ${IMMUTABLE_CACHE}`,
    ...(live
      ? [
          siteUrl(baseUrl, `${LIVE_ASSETS_DIR}*`),
          '  ! Content-Security-Policy',
          `  Content-Security-Policy: ${buildLiveWorkerCsp()}`,
        ]
      : []),
    // The pages' markdown twins: hosts guess a type from the extension, and not all know `.md`.
    siteUrl(baseUrl, '*.md'),
    `  Content-Type: ${contentTypeOf('twin.md')}`,
    '',
  ].join('\n');
}
