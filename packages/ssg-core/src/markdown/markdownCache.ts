// Whole renderMarkdown results, remembered across builds with the questions each render asked
// its link and image resolvers: the API doc comments (over a thousand) and the docs.
import { readFileSync } from 'node:fs';
import { createDiskMemo, hashSources, listSourceFiles, packageVersions } from '../cache/createDiskMemo.ts';
import type { MarkdownResult, ResolverCall } from './renderMarkdown.ts';

/** The markdown pipeline's code and packages: what renders markdown, and so what its results depend on. */
export function pipelineVersion(): string {
  const packages = packageVersions(import.meta.dirname, ['unified', 'remark-parse', 'remark-gfm', 'remark-directive', 'remark-frontmatter', 'remark-rehype', 'shiki']);
  return `${hashSources(listSourceFiles([import.meta.dirname]), (f) => readFileSync(f, 'utf8'))}-${hashSources([packages], (text) => text)}`;
}

// Any change to the pipeline makes earlier results stale.
export const markdownCache = createDiskMemo<{ result: MarkdownResult; calls: ResolverCall[] }>('markdown', pipelineVersion);
