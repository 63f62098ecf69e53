import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { findPackageDir } from '../src/findPackageDir.ts';
import { renderParsed, renderPlainParagraph } from '../src/markdown/renderPipeline.ts';

// The shortcut for plain-text doc comments must give exactly what the pipeline gives, and must
// leave to the pipeline any text that could be more than one paragraph of text.

const input = (source: string) => ({ source, file: 'node_modules/graphql/index.d.ts', untrusted: true });

async function expectSameAsPipeline(source: string): Promise<boolean> {
  const shortcut = renderPlainParagraph(input(source));
  if (shortcut) expect(shortcut, JSON.stringify(source)).toEqual(await renderParsed(input(source)));
  return shortcut !== undefined;
}

test('every doc comment of the graphql package renders as the pipeline renders it', async () => {
  const packageDir = findPackageDir(path.resolve('packages/ssg-core'), 'graphql')!;
  const texts = new Set<string>();
  for (const file of readdirSync(packageDir, { recursive: true }) as string[]) {
    if (!file.endsWith('.d.ts')) continue;
    for (const [, body] of readFileSync(path.join(packageDir, file), 'utf8').matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
      // The comment's text, then each block tag's text, as TypeDoc hands them over.
      const text = body.replace(/^[ \t]*\* ?/gm, '').trim();
      for (const part of text.split(/^@\w+ ?/m)) texts.add(part.trim());
    }
  }
  let plain = 0;
  for (const text of texts) if (await expectSameAsPipeline(text)) plain++;
  // Most are plain sentences: the shortcut must actually be taken.
  expect(plain).toBeGreaterThan(texts.size / 3);
});

test('text that markdown could read as more than a paragraph is left to the pipeline', async () => {
  for (const source of [
    'Use `parse` first.',
    'A *very* important value.',
    'See [GraphQLSchema](api:GraphQLSchema).',
    'Goes to www.example.com now.',
    'Mail me at a@b.co',
    'Returns <T> or &amp;',
    '- a list item',
    '1. first',
    'Title\n===',
    'Title\n---',
    'a\n\nb',
    'hard  \nbreak',
    '    indented code',
    'x | y',
    'tab\there',
    'é',
    '# heading',
    ':::note',
    'a\\b',
    'CRLF\r\nline',
  ]) {
    expect(renderPlainParagraph(input(source)), source).toBeUndefined();
  }
});

test('any mix of plain characters, spaces and line breaks renders as the pipeline renders it', {
  timeout: 120_000,
}, async () => {
  const pieces = fc.constantFrom(
    'word',
    'Word',
    '42',
    ' ',
    '  ',
    '   ',
    '    ',
    '\n',
    '\n\n',
    '\n ',
    ' \n',
    '.',
    ',',
    ';',
    '?',
    '!',
    "'",
    '"',
    '(',
    ')',
    '/',
    '%',
    '$',
    '=',
    '+',
    '-',
    '1.',
    '2)',
    '===',
    '---',
    'www.',
    'WWW.',
  );
  await fc.assert(
    fc.asyncProperty(
      fc.array(pieces, { maxLength: 24 }).map((parts) => parts.join('')),
      async (source) => {
        await expectSameAsPipeline(source);
      },
    ),
    { numRuns: 500 },
  );
});
