import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from './contentTypes.ts';
import { isHashedAsset } from './isHashedAsset.ts';

export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Serves a built site as a static host does: `/a/b` finds `a/b/index.html`; unknown paths get `404.html` with status 404. */
export async function serve(options: { dir: string; port: number; host?: string }): Promise<RunningServer> {
  const root = await realpath(path.resolve(options.dir));
  const handler = createStaticHandler(root);
  const server = createServer((req, res) => {
    handler(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
      console.error(error);
    });
  });
  return listen(server, options.port, options.host ?? '127.0.0.1');
}

export function listen(server: Server, port: number, host: string): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
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

/** Resolves a URL path to a file inside root, never outside it (no `..`, no symlink out). */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const candidates = decoded.endsWith('/') ? [`${decoded}index.html`] : [decoded, `${decoded}/index.html`];
  for (const candidate of candidates) {
    const full = path.join(root, path.normalize(candidate));
    if (!isInside(root, full)) return undefined;
    try {
      const real = await realpath(full);
      if (!isInside(root, real)) return undefined;
      if ((await stat(real)).isFile()) return real;
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

function isInside(root: string, file: string): boolean {
  return file === root || file.startsWith(root + path.sep);
}

export function createStaticHandler(root: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = (req.url ?? '/').split('?')[0]!;
    const file = await resolveFile(root, urlPath);
    const status = file ? 200 : 404;
    const served = file ?? (await resolveFile(root, '/404.html'));
    if (!served) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const info = await stat(served);
    const immutable = isHashedAsset(served);
    res.writeHead(status, {
      'content-type': contentTypeOf(served),
      'content-length': info.size,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(served);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  };
}
