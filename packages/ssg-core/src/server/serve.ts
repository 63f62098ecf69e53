import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import send from 'send';
import { responseHeaders } from '../hosting/responseHeaders.ts';
import { formatListenError, ListenError } from './ListenError.ts';
import { resolveRequest, type HostRules } from './resolveRequest.ts';
import { routeOfUrl, siteUrl } from '@sitegen/runtime/siteUrl.ts';

export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a built site as a static host does: `/a/b` finds `a/b.html` or `a/b/index.html`;
 * unknown paths get `404.html` with status 404. `like` copies a real host's rules, redirects included.
 * `baseUrl` is where the folder is mounted (`/docs-site/`, as GitHub Pages serves a repository's site).
 */
export async function serve(options: {
  dir: string;
  port: number;
  host?: string;
  like?: HostRules;
  baseUrl?: string;
}): Promise<RunningServer> {
  const root = await realpath(path.resolve(options.dir));
  const handler = createStaticHandler(root, { rules: options.like, baseUrl: options.baseUrl });
  const compress = compression();
  const server = createServer((req, res) => {
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
      handler(req, res).catch((error) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal server error');
        console.error(error);
      });
    });
  });
  return listen(server, options.port, options.host ?? '127.0.0.1');
}

/** Starts listening; a port that is taken (or not allowed) rejects with a one-line ListenError. */
export function listen(server: Server, port: number, host: string): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const message = formatListenError(error, port, host);
      reject(message ? new ListenError(message) : error);
    });
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        server,
        url: `http://${shownHost}:${actualPort}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Resolves a URL path to a file inside root by sitegen's own rules, never outside it (no `..`, no symlink out). */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  const found = await resolveRequest(root, urlPath, 'sitegen');
  return found.type === 'file' ? found.file : undefined;
}

/** The answer to a path outside the base URL: nothing is mounted there. */
export function outsideBaseUrl(baseUrl: string): string {
  return `Not found: this server serves the site under ${baseUrl}\n`;
}

export function createStaticHandler(root: string, options: { rules?: HostRules; baseUrl?: string } = {}) {
  const { rules = 'sitegen', baseUrl = '/' } = options;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const [requested = '/', query] = (req.url ?? '/').split(/\?(.*)/s);
    const urlPath = routeOfUrl(baseUrl, requested);
    if (urlPath === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(outsideBaseUrl(baseUrl));
      return;
    }
    const found = await resolveRequest(root, urlPath, rules);
    if (found.type === 'redirect') {
      const location = siteUrl(baseUrl, found.location) + (query ? `?${query}` : '');
      res
        .writeHead(found.status, { location, 'content-type': 'text/plain; charset=utf-8' })
        .end(`Redirecting to ${location}\n`);
      return;
    }
    const notFound = found.type === 'not-found' ? await resolveRequest(root, '/404.html', 'sitegen') : undefined;
    const file = found.type === 'file' ? found.file : notFound?.type === 'file' ? notFound.file : undefined;
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    // send answers ETag / If-None-Match (304), Range and HEAD; a 404 status set here keeps the
    // not-found page out of its conditional answers.
    res.statusCode = found.type === 'file' ? 200 : 404;
    const headers = responseHeaders(path.relative(root, file).split(path.sep).join('/'));
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // send takes a URL path: each segment is encoded so that a `%` in a file name stays a `%`.
    send(req, file.split(path.sep).map(encodeURIComponent).join('/'), {
      dotfiles: 'allow',
      index: false,
      cacheControl: false,
      lastModified: true,
      etag: true,
    })
      .on('error', (error: { status?: number }) => {
        if (res.headersSent) res.destroy();
        else
          res
            .writeHead(error.status ?? 500, { 'content-type': 'text/plain; charset=utf-8' })
            .end('Could not read the file');
      })
      .pipe(res);
  };
}
