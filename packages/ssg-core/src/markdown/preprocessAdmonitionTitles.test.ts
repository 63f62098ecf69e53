import { expect, test } from 'vitest';
import { preprocessAdmonitionTitles } from './preprocessAdmonitionTitles.ts';

test('Docusaurus titles become directive labels, outside code fences only', () => {
  const source = [
    ':::tip My [great] title',
    'x',
    ':::',
    '',
    '```md',
    ':::note Inside code',
    '```',
    '',
    '::::info Four colons',
    ':::',
    ':::note[Already]',
    ':::danger',
  ].join('\n');
  expect(preprocessAdmonitionTitles(source).split('\n')).toEqual([
    ':::tip[My \\[great\\] title]',
    'x',
    ':::',
    '',
    '```md',
    ':::note Inside code',
    '```',
    '',
    '::::info[Four colons]',
    ':::',
    ':::note[Already]',
    ':::danger',
  ]);
});
