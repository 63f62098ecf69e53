// Browser code, injected into every page by `sitegen dev` only. It listens to the dev server's
// events: shows the rebuilt data of its route in place (or reloads, keeping the scroll position) and shows
// the build's problems in an overlay until a rebuild has none. No imports: served as one file.

/**
 * What the dev server sends during each rebuild (and once on connect): once its pages are made, the
 * changed routes with the problems shown so far; once its checks end, its problems, no route changed.
 */
export interface DevMessage {
  /** Routes whose page changed; `all` when every page may have. */
  changed: string[] | 'all';
  /** The URLs of each changed route's page and sidebar chunks: a changed page refreshes its data from them. */
  chunks?: Record<string, string[]>;
  /** Formatted problems, each `severity[code] file:line:col` then its message. */
  problems: string[];
  errors: number;
}

const SCROLL_KEY = 'sitegen.dev.scroll';
const OVERLAY_ID = '__sitegen-dev-overlay';

/** The path the site is served under, from the script's tag (createDevServer.ts). */
const BASE_URL = (document.currentScript as HTMLScriptElement | null)?.dataset.baseUrl ?? '/';

/**
 * `/a/index.html` and `/a.html` are the routes `/a/` and `/a`, as for the static host; the base URL
 * is taken off first (siteUrl.ts's routeOfUrl, which this file, served alone, cannot import).
 */
function currentRoute(): string {
  const path = location.pathname;
  const p = path.startsWith(BASE_URL) ? path.slice(BASE_URL.length - 1) : path;
  if (p.endsWith('/index.html')) return p.slice(0, -'index.html'.length);
  return p.endsWith('.html') ? p.slice(0, -'.html'.length) : p;
}

function reloadKeepingScroll(): void {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, x: scrollX, y: scrollY }));
  } catch {
    // Without session storage the page reloads at the top: acceptable in dev.
  }
  location.reload();
}

/** The runtime re-imports the page's data and renders it where the reader is; a reload if it cannot. */
function refreshInPlace(chunks: string[] | undefined): Promise<void> {
  const refresh = (window as unknown as { __sitegenRefresh?: (chunks: string[]) => Promise<void> }).__sitegenRefresh;
  return refresh && chunks?.length ? refresh(chunks) : Promise.reject(new Error('The page has not started yet.'));
}

function restoreScroll(): void {
  let saved: { path: string; x: number; y: number } | undefined;
  try {
    saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') ?? undefined;
    sessionStorage.removeItem(SCROLL_KEY);
  } catch {
    return;
  }
  if (!saved || saved.path !== location.pathname) return;
  const { x, y } = saved;
  scrollTo(x, y);
  // Hydration and late styles can move things: once more when everything loaded.
  addEventListener('load', () => scrollTo(x, y), { once: true });
}

function showProblems(message: DevMessage): void {
  document.getElementById(OVERLAY_ID)?.remove();
  if (message.problems.length === 0) return;
  const failed = message.errors > 0;
  const overlay = document.createElement('div');
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('role', failed ? 'alertdialog' : 'status');
  overlay.setAttribute('aria-labelledby', `${OVERLAY_ID}-title`);
  overlay.style.cssText = [
    'position:fixed;z-index:2147483647;left:0;right:0;bottom:0;overflow:auto;box-sizing:border-box',
    'padding:1.5rem 2rem;background:#1b1b1d;color:#f5f6f7;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace',
    failed ? 'top:0;border-top:6px solid #e13238' : 'max-height:40vh;border-top:6px solid #e6a700',
  ].join(';');
  const title = document.createElement('h2');
  title.id = `${OVERLAY_ID}-title`;
  title.style.cssText = 'margin:0 0 1rem;font:600 20px/1.3 system-ui,sans-serif;color:inherit';
  title.textContent = failed ? 'Build failed' : 'Build warnings';
  const list = document.createElement('pre');
  list.style.cssText = 'margin:0;white-space:pre-wrap;color:inherit;background:none';
  list.textContent = message.problems.join('\n\n');
  const note = document.createElement('p');
  note.style.cssText = 'margin:1rem 0 0;font:14px/1.5 system-ui,sans-serif;opacity:.8';
  note.textContent = 'Fix the file and save: this updates by itself.';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.style.cssText = 'position:absolute;top:1rem;right:1rem;font:inherit;cursor:pointer';
  close.addEventListener('click', () => overlay.remove());
  overlay.append(title, list, note, close);
  document.body.append(overlay);
}

function connect(): void {
  let connectedBefore = false;
  // The problems to show are the last message's: a refresh that ends after a later message must not bring back older ones.
  let latest: DevMessage | undefined;
  const events = new EventSource('/__sitegen/events');
  events.addEventListener('open', () => {
    // The server restarted while this page was open: its pages may all be new.
    if (connectedBefore) reloadKeepingScroll();
    connectedBefore = true;
  });
  events.addEventListener('message', (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as DevMessage;
    latest = message;
    const route = currentRoute();
    // The reloaded page gets the problems again on connect, so the overlay survives the reload.
    if (message.changed === 'all') reloadKeepingScroll();
    else if (message.changed.includes(route))
      refreshInPlace(message.chunks?.[route]).then(() => showProblems(latest!), reloadKeepingScroll);
    else showProblems(message);
  });
}

restoreScroll();
if (document.readyState === 'loading') addEventListener('DOMContentLoaded', connect, { once: true });
else connect();
