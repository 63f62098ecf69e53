import { existsSync, readFileSync } from 'node:fs';
import type { PlaygroundFiles } from '../markdown/checkPlaygrounds.ts';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { isExternalUrl } from '@sitegen/runtime/routePath.ts';
import {
  adoptRender,
  rememberedRender,
  renderMarkdown,
  type MarkdownInput,
  type MarkdownResult,
} from '../markdown/renderMarkdown.ts';
import type { SiteComponents } from '../markdown/mdxModules.ts';
import type { CodeThemes } from '../markdown/highlightCode.ts';
import type { TocLevels } from '../markdown/buildToc.ts';
import type { DocSource } from './loadDocs.ts';
import { absoluteSiteUrl, siteUrl, type SiteLocation } from '@sitegen/runtime/siteUrl.ts';
import { renderInParallel } from './renderInParallel.ts';
import type { CompiledCli } from '../cache/codeEntries.mjs';

/** A doc after its markdown is rendered. */
export interface RenderedDoc extends DocSource {
  title: string;
  /** Label in sidebars: `sidebar_label`, else the title. */
  label: string;
  markdown: MarkdownResult;
}

/** Images referenced by markdown, copied to the output with hashed names. */
export type ImageFiles = Map<string, Uint8Array>;

/** What rendering a doc takes besides the doc: plain data, which a worker thread is given as it is. */
export interface DocSettings {
  rootDir: string;
  baseUrl: string;
  /** The static folder, relative to the root: an image path that starts with `/` is a file of it. */
  staticDir?: string;
  toc: TocLevels;
  codeThemes?: CodeThemes;
  /** The site can run samples (see MarkdownInput). */
  live?: boolean;
  /** The site's playground plugins (see MarkdownInput). */
  playgrounds?: PlaygroundFiles;
  /** Warn about every front matter key sitegen does not know. */
  strict?: boolean;
  /** The site's own MDX components, which an `.mdx` doc may use. */
  siteComponents?: SiteComponents;
  /** Make each doc's markdown twin too, for the site served there. */
  twins?: { site: SiteLocation; trailingSlash: boolean | undefined };
  /** The route of each doc by its path in the content folder: relative `.md` links resolve to them. */
  routes: Map<string, string>;
}

/** Renders every doc; relative `.md` links resolve against the docs' routes. */
export async function renderDocs(
  options: Omit<DocSettings, 'routes'> & {
    docs: DocSource[];
    images: ImageFiles;
    /** Formats the twins when `later` finishes them, if given (see MarkdownInput). */
    later?: (finish: () => void) => void;
    /** The compiled CLI, whose markdown worker renders a large site's docs (see renderInParallel). */
    cli?: CompiledCli;
  },
): Promise<RenderedDoc[]> {
  const { docs, images, later, cli, ...rest } = options;
  const settings: DocSettings = { ...rest, routes: new Map(docs.map((d) => [d.relativePath, d.path])) };
  const inputOf = (doc: DocSource): MarkdownInput => ({
    ...docInput(doc, settings, images),
    ...(later && { twinLater: later }),
  });
  const rendered = new Map<DocSource, MarkdownResult>();
  const unknown: DocSource[] = [];
  for (const doc of docs) {
    const remembered = rememberedRender(inputOf(doc));
    if (remembered) rendered.set(doc, remembered);
    else unknown.push(doc);
  }
  // The rest here, one at a time, or with worker threads beside this one when there are enough (renderInParallel).
  await renderInParallel({
    docs: unknown,
    settings,
    cli,
    renderHere: async (doc) => void rendered.set(doc, await renderMarkdown(inputOf(doc))),
    // A worker's render is taken as a remembered one would be: if this thread's resolvers answer it the same.
    adopt: async (doc, render) =>
      void rendered.set(doc, adoptRender(inputOf(doc), render) ?? (await renderMarkdown(inputOf(doc)))),
  });
  return docs.map((doc) => withTitle(doc, rendered.get(doc)!));
}

function withTitle(doc: DocSource, markdown: MarkdownResult): RenderedDoc {
  const fm = markdown.frontMatter;
  const title = fm.title ?? markdown.title ?? path.posix.basename(doc.id);
  return { ...doc, title, label: fm.sidebar_label ?? title, markdown };
}

/** A doc's markdown input: its links resolve to the docs' routes, its images are copied into `images`. */
export function docInput(doc: DocSource, settings: DocSettings, images: ImageFiles): MarkdownInput {
  const { twins } = settings;
  // `content/docs/` of `content/docs/a/b.md`, whose path in the docs folder is `a/b.md`.
  const docsFolder = doc.file.slice(0, doc.file.length - doc.relativePath.length);
  return {
    source: doc.source,
    file: doc.file,
    route: doc.path,
    toc: settings.toc,
    codeThemes: settings.codeThemes,
    live: settings.live,
    ...(settings.playgrounds && { playgrounds: settings.playgrounds }),
    strict: settings.strict,
    ...(settings.siteComponents && { siteComponents: settings.siteComponents }),
    ...(twins && {
      twin: {
        pageUrl: absoluteSiteUrl(twins.site, doc.path),
        site: twins.site,
        trailingSlash: twins.trailingSlash,
        fallbackTitle: path.posix.basename(doc.id),
      },
    }),
    resolveMarkdownLink(url) {
      const [target = '', hash] = url.split('#');
      // From the doc's file in the site root, so that a link out of the docs folder and back in
      // (`../docs/intro.md`) finds its doc as one inside it does.
      const fromRoot = path.posix.normalize(path.posix.join(path.posix.dirname(doc.file), decodeURI(target)));
      const route = fromRoot.startsWith(docsFolder) && settings.routes.get(fromRoot.slice(docsFolder.length));
      return route ? route + (hash ? `#${hash}` : '') : undefined;
    },
    resolveImage(url) {
      if (isExternalUrl(url)) return url;
      const relative = decodeURI(url.split(/[?#]/)[0]!);
      // `/img/a.png` is the static folder's file, copied to the output as it is (as Docusaurus reads it).
      if (relative.startsWith('/')) {
        const inStatic =
          settings.staticDir !== undefined && existsSync(path.join(settings.rootDir, settings.staticDir, relative));
        return inStatic ? siteUrl(settings.baseUrl, relative) : undefined;
      }
      const file = path.join(settings.rootDir, path.dirname(doc.file), relative);
      if (!existsSync(file)) return undefined;
      const bytes = readFileSync(file);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
      const ext = path.extname(file);
      const name = `assets/img/${path.basename(file, ext)}-${hash}${ext}`;
      images.set(name, bytes);
      return siteUrl(settings.baseUrl, name);
    },
  };
}
