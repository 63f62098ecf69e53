import type { BenchResults } from './BenchResults.ts';
import { PAGE_LOADS } from './measureBrowser.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ms = (n: number) => `${Math.round(n)} ms`;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** The whole report as markdown tables, for the terminal and for notes. */
export function formatReport(r: BenchResults): string {
  const out: string[] = [`# sitegen bench (${r.machine})`, ''];
  if (r.builds.length) {
    const stages = [...new Set(r.builds.flatMap((b) => Object.keys(b.stages)))];
    out.push(
      table(
        ['build', 'wall', 'peak RSS', 'pages', ...stages],
        r.builds.map((b) => [
          b.name,
          s(b.wallMs),
          `${Math.round(b.treePeakMb)} MB`,
          String(b.pages),
          ...stages.map((st) => (b.stages[st] === undefined ? '-' : ms(b.stages[st]!))),
        ]),
      ),
      '',
    );
  }
  if (r.output)
    out.push(
      `Output: ${r.output.htmlPages} HTML pages, ${r.output.files} files, ${(r.output.bytes / 1024 / 1024).toFixed(1)} MB`,
      '',
    );
  if (r.weights.length) {
    out.push(
      'Sizes gzipped at level 9 unless marked raw; "page data on first load": the page data chunks a first load in Chromium fetched.',
      table(
        [
          'page',
          'HTML raw / gzip',
          'CSS gzip',
          'entry',
          'shared chunks',
          'app data',
          'page chunk',
          'sidebar chunk',
          'first-load JS (files)',
          'page data on first load',
        ],
        r.weights.map((w) => {
          const fetched = r.firstLoadData?.find(
            (f) => f.path === w.path || (w.path === '/404' && f.path === '/no/such/page'),
          );
          const p = w.parts;
          return [
            w.path,
            `${kb(w.html.raw)} / ${kb(w.html.gzip)}`,
            kb(w.css.gzip),
            kb(p.entry),
            kb(p.shared),
            kb(p.app),
            p.page ? kb(p.page) : '-',
            p.sidebar ? kb(p.sidebar) : '-',
            `${kb(w.firstLoadJs.gzip)} (${w.firstLoadJs.files})`,
            fetched ? (fetched.pageChunks.length ? fetched.pageChunks.join(' ') : 'none') : '?',
          ];
        }),
      ),
      '',
    );
  }
  if (r.composition) {
    out.push(
      'First-load code by package (minified bytes, esbuild metafile):',
      table(
        ['package', 'bytes'],
        r.composition.byPackage.slice(0, 15).map(([name, bytes]) => [name, kb(bytes)]),
      ),
      '',
    );
    for (const f of r.composition.files) {
      out.push(
        `${f.file}: ${kb(f.bytes)} raw, ${kb(f.gzip)} gzip; biggest inputs:`,
        table(
          ['input', 'bytes'],
          f.top.map(([input, bytes]) => [input.replace(/^.*node_modules\//, ''), kb(bytes)]),
        ),
        '',
      );
    }
  }
  for (const b of r.browser) {
    out.push(
      `Chromium, ${b.profile === 'fast' ? 'no throttling' : '4x CPU slowdown + slow 4G'} (median of ${PAGE_LOADS} cold loads); click to rendered, prefetched page: ${ms(b.clickToRenderedMs)}; sidebar click-through (GraphQLSchema -> graphql, median of 5): ${ms(b.sidebarClickMs)}`,
      table(
        ['page', 'DOMContentLoaded', 'load', 'LCP'],
        b.pages.map((p) => [p.path, ms(p.domContentLoadedMs), ms(p.loadMs), ms(p.lcpMs)]),
      ),
      '',
    );
  }
  if (r.growth.length) {
    out.push(
      'Growth with content (warm TypeDoc cache):',
      table(
        ['pages', 'wall', 'per page', 'peak RSS'],
        r.growth.map((g) => [
          String(g.pages),
          s(g.wallMs),
          `${(g.wallMs / g.pages).toFixed(2)} ms`,
          `${Math.round(g.treePeakMb)} MB`,
        ]),
      ),
      '',
    );
  }
  for (const [name, value] of Object.entries(r.extra))
    out.push(`${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return out.join('\n');
}
