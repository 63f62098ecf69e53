import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Whose rules a request path is answered by. `sitegen` is the lenient default: every form the
 * spec normalises (`/a`, `/a/`, `/a.html`, `/a/index.html`) finds the page, without a redirect.
 * The others copy what those hosts do with the same folder (measured in slorber's
 * trailing-slash-guide): redirects included, so that tests can see a link that costs a hop.
 */
export const HOSTS = ['sitegen', 'github-pages', 'netlify', 'cloudflare-pages'] as const;
export type HostRules = (typeof HOSTS)[number];

/** What a request path gets: a file (with its status), a redirect, or the not-found page. */
export type Resolution =
  | { type: 'file'; file: string; status: 200 }
  | { type: 'redirect'; status: 301 | 308; location: string }
  | { type: 'not-found' };

type Entry = 'file' | 'dir' | undefined;

/** Answers a URL path (still percent-encoded, without the query) under a host's rules. */
export async function resolveRequest(root: string, urlPath: string, rules: HostRules): Promise<Resolution> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { type: 'not-found' };
  }
  if (decoded.includes('\0') || !decoded.startsWith('/')) return { type: 'not-found' };
  const entries = new Map<string, Promise<{ entry: Entry; real?: string }>>();
  const look = (p: string) => {
    let found = entries.get(p);
    if (!found) entries.set(p, (found = lookUp(root, p)));
    return found;
  };
  const isFile = async (p: string) => (await look(p)).entry === 'file';
  const isDir = async (p: string) => (await look(p)).entry === 'dir';
  const serve = async (p: string): Promise<Resolution> => ({ type: 'file', file: (await look(p)).real!, status: 200 });
  const redirect = (status: 301 | 308, location: string): Resolution => ({ type: 'redirect', status, location });

  const slash = decoded.endsWith('/');
  const trimmed = decoded.replace(/\/+$/, '');
  const githubPages = async (): Promise<Resolution> => {
    if (slash) return (await isFile(`${decoded}index.html`)) ? serve(`${decoded}index.html`) : { type: 'not-found' };
    if (await isFile(decoded)) return serve(decoded);
    if (await isFile(`${decoded}.html`)) return serve(`${decoded}.html`);
    if (await isDir(decoded)) return redirect(301, `${urlPath}/`);
    return { type: 'not-found' };
  };
  switch (rules) {
    case 'sitegen': {
      for (const candidate of siteFileCandidates(decoded)) if (await isFile(candidate)) return serve(candidate);
      return { type: 'not-found' };
    }
    case 'github-pages':
      return githubPages();
    case 'netlify':
      // GitHub Pages' rules, but a slash after a page's name redirects to the page.
      if (slash && trimmed && (await isFile(`${trimmed}.html`))) return redirect(301, encodePath(trimmed));
      return githubPages();
    case 'cloudflare-pages': {
      // Cloudflare names every page by its clean URL and sends the other forms there.
      if (decoded.endsWith('/index.html') && (await isFile(decoded)))
        return redirect(308, encodePath(decoded.slice(0, -'index.html'.length)));
      if (decoded.endsWith('.html') && (await isFile(decoded)))
        return redirect(308, encodePath(decoded.slice(0, -'.html'.length)));
      if (slash && (await isFile(`${decoded}index.html`))) return serve(`${decoded}index.html`);
      if (slash && trimmed && (await isFile(`${trimmed}.html`))) return redirect(308, encodePath(trimmed));
      if (slash) return { type: 'not-found' };
      if (await isFile(`${decoded}.html`)) return serve(`${decoded}.html`);
      if (await isFile(decoded)) return serve(decoded);
      if (await isFile(`${decoded}/index.html`)) return redirect(308, `${urlPath}/`);
      return { type: 'not-found' };
    }
  }
}

/**
 * The files that may hold a decoded path by sitegen's own rules, most likely first: every form
 * the spec normalises (`/a`, `/a/`, `/a.html`, `/a/index.html`) finds the page written as
 * `a.html` or as `a/index.html`. Shared with `sitegen dev`, which serves from memory.
 */
export function siteFileCandidates(decoded: string): string[] {
  const trimmed = decoded.replace(/\/+$/, '');
  if (decoded.endsWith('/')) return [`${decoded}index.html`, ...(trimmed ? [`${trimmed}.html`] : [])];
  if (decoded.endsWith('/index.html')) return [decoded, `${decoded.slice(0, -'/index.html'.length)}.html`];
  if (decoded.endsWith('.html')) return [decoded, `${decoded.slice(0, -'.html'.length)}/index.html`];
  return [decoded, `${decoded}.html`, `${decoded}/index.html`];
}

/** A file or folder inside root, never outside it (no `..`, no symlink out). */
async function lookUp(root: string, urlPath: string): Promise<{ entry: Entry; real?: string }> {
  const full = path.join(root, path.normalize(urlPath));
  if (!isInside(root, full)) return { entry: undefined };
  try {
    const real = await realpath(full);
    if (!isInside(root, real)) return { entry: undefined };
    const info = await stat(real);
    return info.isFile() ? { entry: 'file', real } : info.isDirectory() ? { entry: 'dir', real } : { entry: undefined };
  } catch {
    return { entry: undefined };
  }
}

function isInside(root: string, file: string): boolean {
  return file === root || file.startsWith(root + path.sep);
}

const encodePath = (decoded: string) => decoded.split('/').map(encodeURIComponent).join('/');
