// Whole renderMarkdown results, remembered across builds with the questions each render asked
// its link and image resolvers: the API doc comments (over a thousand) and the docs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createDiskMemo, hashSources, packageVersions } from '../cache/createDiskMemo.ts';
import type { MarkdownResult, ResolverCall } from './renderMarkdown.ts';

const pipelineDir = import.meta.dirname;

export const markdownCache = createDiskMemo<{ result: MarkdownResult; calls: ResolverCall[] }>('markdown', () => {
  // Any change to the pipeline's code makes earlier results stale.
  const files = readdirSync(pipelineDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
  const packages = packageVersions(pipelineDir, ['unified', 'remark-parse', 'remark-gfm', 'remark-directive', 'remark-frontmatter', 'remark-rehype', 'shiki']);
  return `${hashSources(files, (f) => readFileSync(path.join(pipelineDir, f), 'utf8'))}-${hashSources([packages], (text) => text)}`;
});
