import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { renderMarkdown, type MarkdownResult } from '../markdown/renderMarkdown.ts';
import type { CodeThemes } from '../markdown/highlightCode.ts';
import type { DocSource } from './loadDocs.ts';
import { pageUrlOf } from '../markdownTwins/buildMarkdownTwins.ts';

/** A doc after its markdown is rendered. */
export interface RenderedDoc extends DocSource {
  title: string;
  /** Label in sidebars: `sidebar_label`, else the title. */
  label: string;
  markdown: MarkdownResult;
}

/** Images referenced by markdown, copied to the output with hashed names. */
export type ImageFiles = Map<string, Uint8Array>;

/** Renders every doc; relative `.md` links resolve against the other docs' routes. */
export async function renderDocs(options: {
  rootDir: string;
  docs: DocSource[];
  baseUrl: string;
  toc: { minLevel: number; maxLevel: number };
  images: ImageFiles;
  codeThemes?: CodeThemes;
  /** Docs that relative `.md` links resolve against; default `docs` (dev re-renders one doc among all). */
  linkTargets?: DocSource[];
  /** Warn about every front matter key sitegen does not know. */
  strict?: boolean;
  /** Make each doc's markdown twin too, for a site at this absolute URL (`siteBaseUrl`); formatted when `later` finishes it, if given (see MarkdownInput). */
  twins?: { siteBaseUrl: string; trailingSlash: boolean | undefined; later?: (finish: () => void) => void };
}): Promise<RenderedDoc[]> {
  const { twins } = options;
  const byRelativePath = new Map((options.linkTargets ?? options.docs).map((d) => [d.relativePath, d]));
  const renderDoc = async (doc: DocSource): Promise<RenderedDoc> => {
    const dir = path.posix.dirname(doc.relativePath);
    const fallbackTitle = path.posix.basename(doc.id);
    const markdown = await renderMarkdown({
      source: doc.source,
      file: doc.file,
      toc: options.toc,
      codeThemes: options.codeThemes,
      strict: options.strict,
      ...(twins && { twin: { pageUrl: pageUrlOf(doc.path, twins.siteBaseUrl), trailingSlash: twins.trailingSlash, fallbackTitle }, twinLater: twins.later }),
      resolveMarkdownLink(url) {
        const [target = '', hash] = url.split('#');
        const relative = path.posix.normalize(path.posix.join(dir, decodeURI(target)));
        const linked = byRelativePath.get(relative);
        return linked ? linked.path + (hash ? `#${hash}` : '') : undefined;
      },
      resolveImage(url) {
        if (/^[a-z]+:|^\/\//i.test(url)) return url;
        const file = path.join(options.rootDir, path.dirname(doc.file), decodeURI(url.split(/[?#]/)[0]!));
        if (!existsSync(file)) return undefined;
        const bytes = readFileSync(file);
        const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
        const ext = path.extname(file);
        const name = `assets/img/${path.basename(file, ext)}-${hash}${ext}`;
        options.images.set(name, bytes);
        return options.baseUrl + name;
      },
    });
    const fm = markdown.frontMatter;
    const title = fm.title ?? markdown.title ?? fallbackTitle;
    return { ...doc, title, label: fm.sidebar_label ?? title, markdown };
  };
  // One doc at a time: a render waits (for shiki's import, say) after its parse, and all of them
  // at once would each be parsed before any were rendered, every doc's tree held in memory together.
  const rendered: RenderedDoc[] = [];
  for (const doc of options.docs) rendered.push(await renderDoc(doc));
  return rendered;
}
