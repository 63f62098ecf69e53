import type { ApiCoverage } from '../../typedoc/ApiModel.ts';

const percent = (n: number, of: number) => `${of ? Math.round((n / of) * 100) : 0}%`;
/** `n` and the noun, in the plural unless n is 1. */
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The doc coverage line the build prints and the API root shows. */
export function formatApiCoverage(c: ApiCoverage): string {
  return (
    `${count(c.items, 'item')}: ${c.withSummary} with a summary (${percent(c.withSummary, c.items)}), ` +
    `${c.withExample} with an example (${percent(c.withExample, c.items)}), ${c.deprecated.length} deprecated, ` +
    `${c.undocumented.length} without a doc comment; ` +
    `${c.typeAliases.withSummary} of ${count(c.typeAliases.total, 'type alias', 'type aliases')} and ` +
    `${c.variables.withSummary} of ${count(c.variables.total, 'variable')} with a summary.`
  );
}
