// Whole renderMarkdown results, remembered across builds with the questions each render asked
// its link and image resolvers: the API doc comments (over a thousand) and the docs.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createDiskMemo, hashSources } from '../cache/createDiskMemo.ts';
import type { MarkdownResult, ResolverCall } from './renderMarkdown.ts';

const pipelineDir = import.meta.dirname;

export const markdownCache = createDiskMemo<{ result: MarkdownResult; calls: ResolverCall[] }>('markdown', () => {
  // Any change to the pipeline's code makes earlier results stale.
  const files = readdirSync(pipelineDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
  const shiki = (createRequire(import.meta.url)('shiki/package.json') as { version: string }).version;
  return `${hashSources(files, (f) => readFileSync(path.join(pipelineDir, f), 'utf8'))}-shiki${shiki}`;
});
