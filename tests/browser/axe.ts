import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string;
  nodes: number;
  first: string;
}

/** axe-core's violations on the page as it stands. */
export async function runAxe(page: Page): Promise<Violation[]> {
  // Evaluated by the test driver: the site's CSP rightly refuses an injected <script>. Once per
  // document: a second run on the same page (the other color mode) reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Result = { id: string; impact: string; nodes: { target: string[]; failureSummary?: string }[] };
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Result[] }> } }
    ).axe;
    // Only violations: collecting every passing node as well doubles the time on the big pages.
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.length,
      first: `${v.nodes[0]?.target.join(' ')}: ${v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ')}`,
    }));
  });
}

/** axe's serious and critical violations; the minor and moderate ones are printed for the record, with `label`. */
export async function seriousViolations(page: Page, label: string): Promise<Violation[]> {
  const violations = await runAxe(page);
  if (violations.length)
    console.log(`axe ${label}: ${violations.map((v) => `${v.impact} ${v.id} (${v.nodes})`).join(', ')}`);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
