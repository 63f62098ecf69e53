import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { transform } from 'esbuild';
import { withEsbuild } from '../withEsbuild.ts';
import { listen, outsideBaseUrl, resolveFile, type RunningServer } from '../server/serve.ts';
import { routeOfUrl } from '@sitegen/runtime/siteUrl.ts';
import { isHashedAsset, responseHeaders } from '../hosting/responseHeaders.ts';
import { siteFileCandidates } from '../server/resolveRequest.ts';
import { contentText, wholeContent, type FileContent } from '../output/fileContent.ts';
import type { DevSite } from './createDevSite.ts';
import type { DevMessage } from './client/devClient.ts';

export const EVENTS_PATH = '/__sitegen/events';
export const CLIENT_PATH = '/__sitegen/dev-client.js';
/** The dev client's tag in a page of a site served under `baseUrl`: the client takes it off the paths it reads. */
export function clientTag(baseUrl: string): string {
  return `<script src="${CLIENT_PATH}" data-base-url="${baseUrl.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}" defer></script>`;
}

export interface DevServer extends RunningServer {
  /** Sends a message to every open page, and remembers it for pages that connect later. */
  broadcast(message: DevMessage): void;
}

/**
 * Serves the dev site from memory (static files from disk), with the dev client script
 * injected into every page and a server-sent events channel to tell pages what changed.
 * Requests wait for the first build instead of failing, and for the HTML of a rebuild that told the pages.
 */
export async function createDevServer(options: {
  site: DevSite;
  ready: Promise<unknown>;
  port: number;
  host: string;
}): Promise<DevServer> {
  const clientFile = createRequire(import.meta.url).resolve('@sitegen/ssg-core/dev/client/devClient.ts');
  const clientSource = await readFile(clientFile, 'utf8');
  const client = (await withEsbuild(() => transform(clientSource, { loader: 'ts', format: 'esm', target: 'es2022' })))
    .code;
  const clients = new Set<ServerResponse>();
  let last: DevMessage = { changed: [], problems: [], errors: 0 };
  const send = (res: ServerResponse, message: DevMessage) => res.write(`data: ${JSON.stringify(message)}\n\n`);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const urlPath = (req.url ?? '/').split('?')[0]!;
    if (urlPath === EVENTS_PATH) {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      // A short retry: a page whose server restarted reconnects (and reloads) quickly.
      res.write('retry: 300\n\n');
      send(res, { ...last, changed: [] });
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (urlPath === CLIENT_PATH) {
      res.writeHead(200, responseHeaders(CLIENT_PATH.slice(1), { dev: true })).end(client);
      return;
    }
    await options.ready;
    // The site is served under its base URL, as its host will serve it; dev's own paths above stay at the root.
    const baseUrl = options.site.baseUrl();
    const routePath = routeOfUrl(baseUrl, urlPath);
    if (routePath === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(outsideBaseUrl(baseUrl));
      return;
    }
    // A page told of a rebuild fetches its new chunks at once; anything else (a page's HTML) waits for the rebuild.
    if (!isHashedAsset(routePath.slice(1))) await options.site.settled();
    const found = await findFile(options.site, routePath);
    const status = found ? 200 : 404;
    const { file, body } = found ?? { file: '404.html', body: options.site.file('404.html') ?? 'Not found' };
    const isHtml = file.endsWith('.html');
    const payload = isHtml ? contentText(body).replace('</head>', `${clientTag(baseUrl)}</head>`) : wholeContent(body);
    res.writeHead(status, responseHeaders(file, { dev: true }));
    res.end(req.method === 'HEAD' ? undefined : payload);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
      console.error(error);
    });
  });
  const running = await listen(server, options.port, options.host);
  return {
    ...running,
    broadcast(message) {
      last = message;
      for (const res of clients) send(res, message);
    },
    async close() {
      for (const res of clients) res.end();
      clients.clear();
      await running.close();
    },
  };
}

/**
 * A path of the site, by its file's path inside the output: from memory (`/a` is `a.html`, `/a/` is
 * `a/index.html`, as `sitegen serve` finds them), else a static file from disk.
 */
async function findFile(site: DevSite, urlPath: string): Promise<{ file: string; body: FileContent } | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath).replace(/^\/+/, '');
  } catch {
    return undefined;
  }
  const candidates = siteFileCandidates(`/${decoded}`).map((file) => file.slice(1));
  for (const file of candidates) {
    const body = site.file(file);
    if (body !== undefined) return { file, body };
  }
  const staticDir = site.staticDir();
  const onDisk = staticDir ? await resolveFile(staticDir, urlPath).catch(() => undefined) : undefined;
  if (!onDisk) return undefined;
  return { file: path.relative(staticDir!, onDisk).split(path.sep).join('/'), body: await readFile(onDisk) };
}
