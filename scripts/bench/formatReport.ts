import type { BenchResults } from './BenchResults.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ms = (n: number) => `${Math.round(n)} ms`;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  return [line(header), '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|', ...rows.map(line)].join('\n');
}

/** The whole report as markdown tables, for the terminal and for notes. */
export function formatReport(r: BenchResults): string {
  const out: string[] = [`# sitegen bench (${r.machine})`, ''];
  if (r.builds.length) {
    const stages = [...new Set(r.builds.flatMap((b) => Object.keys(b.stages)))];
    out.push(
      table(
        ['build', 'wall', 'peak RSS', 'pages', ...stages],
        r.builds.map((b) => [b.name, s(b.wallMs), `${Math.round(b.treePeakMb)} MB`, String(b.pages), ...stages.map((st) => (b.stages[st] === undefined ? '-' : ms(b.stages[st]!)))]),
      ),
      '',
    );
  }
  if (r.output) out.push(`Output: ${r.output.htmlPages} HTML pages, ${r.output.files} files, ${(r.output.bytes / 1024 / 1024).toFixed(1)} MB`, '');
  if (r.weights.length) {
    out.push(
      table(
        ['page', 'HTML raw/gzip', 'CSS raw/gzip', 'first-load JS raw/gzip (files)'],
        r.weights.map((w) => [w.path, `${kb(w.html.raw)} / ${kb(w.html.gzip)}`, `${kb(w.css.raw)} / ${kb(w.css.gzip)}`, `${kb(w.firstLoadJs.raw)} / ${kb(w.firstLoadJs.gzip)} (${w.firstLoadJs.files})`]),
      ),
      '',
    );
  }
  for (const b of r.browser) {
    out.push(
      `Chromium, ${b.profile === 'fast' ? 'no throttling' : '4x CPU slowdown + slow 4G'} (median of 3 cold loads); client-side navigation click to rendered: ${ms(b.clickToRenderedMs)}`,
      table(['page', 'DOMContentLoaded', 'load', 'LCP'], b.pages.map((p) => [p.path, ms(p.domContentLoadedMs), ms(p.loadMs), ms(p.lcpMs)])),
      '',
    );
  }
  if (r.growth.length) {
    out.push('Growth with content (warm TypeDoc cache):', table(['pages', 'wall', 'per page', 'peak RSS'], r.growth.map((g) => [String(g.pages), s(g.wallMs), `${(g.wallMs / g.pages).toFixed(2)} ms`, `${Math.round(g.treePeakMb)} MB`])), '');
  }
  for (const [name, value] of Object.entries(r.extra)) out.push(`${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return out.join('\n');
}
