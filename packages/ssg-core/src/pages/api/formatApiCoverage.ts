import type { ApiCoverage } from '../../typedoc/ApiModel.ts';

const percent = (n: number, of: number) => `${of ? Math.round((n / of) * 100) : 0}%`;
const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

/** The doc coverage line the build prints and the API root shows. */
export function formatApiCoverage(c: ApiCoverage): string {
  return (
    `${items(c.items)}: ${c.withSummary} with a summary (${percent(c.withSummary, c.items)}), ` +
    `${c.withExample} with an example (${percent(c.withExample, c.items)}), ${c.deprecated.length} deprecated, ` +
    `${c.undocumented.length} without a doc comment; ` +
    `${c.typeAliases.withSummary} of ${c.typeAliases.total} type aliases and ${c.variables.withSummary} of ${c.variables.total} variables with a summary.`
  );
}
