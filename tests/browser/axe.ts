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

/**
 * Which of axe's rules run: all of its default set, or (`'color'`) only those of the default set
 * that axe tags `cat.color`, the rules whose result depends on the colors of the page
 * (`color-contrast`, `link-in-text-block`). Taken from axe's own rule list, so a color rule a
 * new axe adds is run too.
 */
export type AxeRules = 'all' | 'color';

/** axe-core's violations on the page as it stands. */
export async function runAxe(page: Page, rules: AxeRules = 'all'): Promise<Violation[]> {
  // Evaluated by the test driver: the site's CSP rightly refuses an injected <script>. Once per
  // document: a second run on the same page (the other color mode) reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (which) => {
    type Result = { id: string; impact: string; nodes: { target: string[]; failureSummary?: string }[] };
    const axe = (
      window as unknown as {
        axe: {
          run(context: Document, options: object): Promise<{ violations: Result[] }>;
          getRules(): { ruleId: string; tags: string[] }[];
        };
      }
    ).axe;
    // The default set with every rule not about color turned off: a color rule axe leaves off by
    // default (the AAA contrast) stays off, as in a run of all rules.
    const off = axe
      .getRules()
      .filter((rule) => which === 'color' && !rule.tags.includes('cat.color'))
      .map((rule) => [rule.ruleId, { enabled: false }]);
    // Only violations: collecting every passing node as well doubles the time on the big pages.
    const result = await axe.run(document, { resultTypes: ['violations'], rules: Object.fromEntries(off) });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.length,
      first: `${v.nodes[0]?.target.join(' ')}: ${v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ')}`,
    }));
  }, rules);
}

/** axe's serious and critical violations; the minor and moderate ones are printed for the record, with `label`. */
export async function seriousViolations(page: Page, label: string, rules: AxeRules = 'all'): Promise<Violation[]> {
  const violations = await runAxe(page, rules);
  if (violations.length)
    console.log(`axe ${label}: ${violations.map((v) => `${v.impact} ${v.id} (${v.nodes})`).join(', ')}`);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
