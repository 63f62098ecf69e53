import { expect, test } from 'vitest';
import type { ApiCoverage } from '../../typedoc/ApiModel.ts';
import { formatApiCoverage } from './formatApiCoverage.ts';

const coverage = (items: number, aliases: number, variables: number): ApiCoverage => ({
  items,
  withSummary: items,
  withExample: 0,
  deprecated: [],
  undocumented: [],
  typeAliases: { total: aliases, withSummary: aliases, undocumented: [] },
  variables: { total: variables, withSummary: 0, undocumented: [] },
});

test('a count of one takes the singular, any other the plural', () => {
  expect(formatApiCoverage(coverage(1, 1, 1))).toBe(
    '1 item: 1 with a summary (100%), 0 with an example (0%), 0 deprecated, 0 without a doc comment; ' +
      '1 of 1 type alias and 0 of 1 variable with a summary.',
  );
  expect(formatApiCoverage(coverage(2, 0, 3))).toBe(
    '2 items: 2 with a summary (100%), 0 with an example (0%), 0 deprecated, 0 without a doc comment; ' +
      '0 of 0 type aliases and 0 of 3 variables with a summary.',
  );
});
