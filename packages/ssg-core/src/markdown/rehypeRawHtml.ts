// Raw HTML written in markdown: parsed by rehype-raw (parse5, as a browser would), then
// checked against the sanitize schema so the author hears, with file:line, about each tag,
// event handler or URL that rehype-sanitize (run after this step) removes, and about a tag it
// removes with its content that is never closed (an error: it would take the rest of the page).
// Its <a href> and <img src> resolve as markdown's links and images do; `<a name>` becomes an id.
// The theme components the pipeline made (CodeBlock, Admonition, ...) are set aside while
// parse5 runs: it would turn their props into strings.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import rehypeRaw from 'rehype-raw';
import { find, html } from 'property-information';
import type { Node, Parent } from 'unist';
import { report, type MarkdownContext } from './markdownContext.ts';
import { isSafeUrl } from './rehypeLinks.ts';
import { resolveImageUrl, resolveLinkUrl } from './remarkLinks.ts';
import { sanitizeSchema, sanitizeSchemaFor, strippedTags } from './sanitizeSchema.ts';

const COMPONENT = 'sitegenComponent';
const parseRaw = rehypeRaw({ passThrough: [COMPONENT] });
type VFile = Parameters<typeof parseRaw>[1];
const urlProperties = new Set(['href', 'src', 'action', 'formAction', 'poster', 'cite', 'background', 'xLinkHref']);

/** Hints for the MDX components Docusaurus content uses most. */
const jsxHints: Record<string, string> = {
  Tabs: 'write tabs as ::::tabs{groupId="..."} with :::tab{label="..."} blocks inside.',
  TabItem: 'write tabs as ::::tabs{groupId="..."} with :::tab{label="..."} blocks inside.',
  Admonition: 'write an admonition as :::note[Title] ... :::',
  CodeBlock: 'write a fenced code block (```js title="file.js").',
};

export function rehypeRawHtml(context: MarkdownContext) {
  // The site's own components are kept as the theme's are.
  const allowedTags = new Set(sanitizeSchemaFor(context.siteComponents?.names).tagNames);
  return (tree: Root, file: VFile): Root => {
    let parsed = tree;
    let unclosed = new Set<string>();
    if (hasRaw(tree)) {
      rawHtmlOf.set(context, collectRaw(tree));
      unclosed = reportUnclosed(context);
      setComponentsAside(tree);
      parsed = parseRaw(tree, file);
      bringComponentsBack(parsed);
      namedAnchorsToIds(parsed, idsOf(parsed));
      resolveRawUrls(parsed, context);
    }
    // API doc comments hold no raw HTML (it became text) and are not the reader's to fix.
    if (!context.untrusted) reportUnsafe(parsed, context, allowedTags, unclosed);
    return parsed;
  };
}

/**
 * `<a name="x">`, the old way to mark a place to link to (READMEs still use it), becomes
 * `<a id="x">`: what HTML now names it, which the link checker and the schema know. Not when
 * the page has that id already (`<a name="install">` above `## Install`): a link finds it there.
 */
function namedAnchorsToIds(parent: Parent, ids: Set<string>): void {
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    const element = child as Element;
    const { name, id } = element.properties;
    if (element.tagName === 'a' && typeof name === 'string' && name !== '' && id === undefined) {
      if (!ids.has(name)) element.properties.id = name;
      delete element.properties.name;
      ids.add(name);
    }
    namedAnchorsToIds(element, ids);
  }
}

function idsOf(parent: Parent, ids = new Set<string>()): Set<string> {
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    const { id } = (child as Element).properties;
    if (typeof id === 'string') ids.add(id);
    idsOf(child as Element, ids);
  }
  return ids;
}

/** <a href="./page.md"> and <img src="./logo.png"> written as HTML resolve as markdown's links and images do. */
function resolveRawUrls(parent: Parent, context: MarkdownContext): void {
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    const element = child as Element;
    const { href, src } = element.properties;
    // What the schema removes with its content is not resolved: it is not on the page.
    if (strippedTags.includes(element.tagName)) continue;
    const raw = writtenTagName(element, context)?.toLowerCase() === element.tagName;
    if (raw && element.tagName === 'a' && typeof href === 'string')
      element.properties.href = resolveLinkUrl(href, atSource(element, context), context);
    else if (raw && element.tagName === 'img' && typeof src === 'string')
      element.properties.src = resolveImageUrl(src, atSource(element, context), context);
    resolveRawUrls(element, context);
  }
}

function hasRaw(node: Node): boolean {
  if (node.type === 'raw') return true;
  return 'children' in node && (node as Parent).children.some(hasRaw);
}

function isComponent(node: Node): node is Element {
  return node.type === 'element' && /^[A-Z]/.test((node as Element).tagName);
}

function setComponentsAside(parent: Parent): void {
  for (const child of parent.children) {
    if (isComponent(child)) child.type = COMPONENT as 'element';
    if ('children' in child) setComponentsAside(child as Parent);
  }
}

function bringComponentsBack(parent: Parent): void {
  for (const child of parent.children) {
    if (child.type === COMPONENT) child.type = 'element';
    if ('children' in child) bringComponentsBack(child as Parent);
  }
}

/** Warns about what the schema will remove, at its place in the markdown file. */
function reportUnsafe(
  parent: Root | Element,
  context: MarkdownContext,
  allowedTags: Set<string>,
  unclosed: Set<string>,
): void {
  for (const child of parent.children as (RootContent | ElementContent)[]) {
    if (child.type !== 'element') continue;
    if (!allowedTags.has(child.tagName)) {
      // An unclosed tag is reported as such, at the line that opened it (reportUnclosed).
      const start = child.position?.start;
      if (!unclosed.has(`${child.tagName}@${start?.line}:${start?.column}`)) reportTag(child, context);
      if (strippedTags.includes(child.tagName)) continue;
    } else {
      reportProperties(child, context);
    }
    reportUnsafe(child, context, allowedTags, unclosed);
  }
}

function reportTag(node: Element, context: MarkdownContext): void {
  const written = writtenTagName(node, context) ?? node.tagName;
  const at = atSource(node, context);
  // <Link> is JSX, however HTML reads it (a <link>, which has no content); <SCRIPT> and <Object> are HTML's.
  const removedWhole = strippedTags.includes(node.tagName) && !voidTags.has(node.tagName);
  if (/^[A-Z]/.test(written) && !removedWhole) {
    report(context, {
      severity: 'warning',
      code: 'mdx/jsx',
      message: `JSX element <${written}> is not supported in .md files; it was removed and its content kept.`,
      node: at,
      hint: jsxHints[written] ?? 'sitegen renders markdown and plain HTML only, not MDX components.',
    });
  } else if (strippedTags.includes(node.tagName)) {
    report(context, {
      severity: 'warning',
      code: 'html/unsafe',
      message: `Raw HTML tag <${written}> is not allowed; it was removed.`,
      node: at,
    });
  } else {
    report(context, {
      severity: 'warning',
      code: 'html/unknown-tag',
      message: `Raw HTML tag <${node.tagName}> is not allowed; it was removed and its content kept.`,
      node: at,
    });
  }
}

/** The attributes the schema keeps on each tag (a name, or a name with the values it may have). */
const keptAttributes = (tag: string): Set<string> =>
  new Set(
    [...(sanitizeSchema.attributes?.['*'] ?? []), ...(sanitizeSchema.attributes?.[tag] ?? [])].map((entry) =>
      typeof entry === 'string' ? entry : entry[0],
    ),
  );

/** `className` -> `class`, `rowSpan` -> `rowspan`, `dataFootnoteRef` -> `data-footnote-ref`: the attribute as written. */
const attributeName = (property: string): string => find(html, property).attribute;

function reportProperties(node: Element, context: MarkdownContext): void {
  // Only what the author wrote as HTML: the pipeline's own elements carry the classes it gave them.
  const written = writtenTagName(node, context)?.toLowerCase() === node.tagName;
  const kept = written ? keptAttributes(node.tagName) : undefined;
  const at = atSource(node, context);
  for (const [name, value] of Object.entries(node.properties)) {
    if (kept && !/^on/i.test(name) && !urlProperties.has(name) && !kept.has(name)) {
      report(context, {
        severity: 'warning',
        code: 'html/attribute',
        message: `Attribute "${attributeName(name)}" on <${node.tagName}> is not kept; it was removed.`,
        node: at,
        hint: 'content takes its look from the theme: class and style attributes are removed with the rest.',
      });
    } else if (/^on/i.test(name)) {
      report(context, {
        severity: 'warning',
        code: 'html/unsafe',
        message: `Event handler attribute "${name.toLowerCase()}" on <${node.tagName}> is not allowed; it was removed.`,
        node: at,
      });
    } else if (urlProperties.has(name) && typeof value === 'string' && !isSafeUrl(value)) {
      report(context, {
        severity: 'warning',
        code: 'html/unsafe',
        message: `URL "${value.length > 40 ? `${value.slice(0, 37)}...` : value}" in <${node.tagName}> is not allowed; it was removed.`,
        node: at,
      });
    }
  }
}

/** Tags the schema removes with their content that have none: nothing follows them into it. */
const voidTags = new Set(['base', 'embed', 'frame', 'link', 'meta']);

/**
 * Elements whose content the HTML parser reads as text up to their end tag: no tag inside them
 * counts. (Not <noscript>: the parser reads raw HTML as a browser without scripts does, and there
 * it holds tags.)
 */
const rawTextTags = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
]);

/**
 * Reports each tag the schema removes with its content that the raw HTML opens and never closes:
 * the HTML parser puts what follows it inside it (the rest of its block, or of the page), which
 * would go with it, never quietly (`#<Object>` in a changelog's sentence opens an <object>). Read
 * from the raw HTML as written, in order, as the parser reads it: an end tag closes the latest
 * open tag of its name, `<svg/>` and `<math/>` close themselves, and text elements (<script>,
 * <textarea>) hold no tags. Returns `tag@line:column` of each, where the parser places it, which
 * reportUnsafe leaves to this report.
 */
function reportUnclosed(context: MarkdownContext): Set<string> {
  const open: { tag: string; written: string; raw: RawHtml; offset: number }[] = [];
  let inText: string | undefined;
  for (const raw of rawHtmlOf.get(context) ?? []) {
    const text = raw.value.replace(/<!--[\s\S]*?(?:-->|$)/g, (comment) => comment.replace(/[^\n]/g, ' '));
    for (const match of text.matchAll(/<(\/?)([A-Za-z][\w:-]*)(?:\s(?:"[^"]*"|'[^']*'|[^'">])*?)?(\/?)>/g)) {
      const [, end, written = '', selfClosing] = match;
      const tag = written.toLowerCase();
      if (inText) {
        if (!end || tag !== inText) continue;
        inText = undefined;
      }
      if (end) {
        const at = open.findLastIndex((entry) => entry.tag === tag);
        if (at !== -1) open.splice(at, 1);
        continue;
      }
      if (rawTextTags.has(tag)) inText = tag;
      if (!strippedTags.includes(tag) || voidTags.has(tag) || (selfClosing && (tag === 'svg' || tag === 'math')))
        continue;
      open.push({ tag, written, raw, offset: match.index });
    }
  }
  const keys = new Set<string>();
  for (const { tag, written, raw, offset } of open) {
    const point = parserPoint(raw, offset);
    keys.add(`${tag}@${point.line}:${point.column}`);
    report(context, {
      code: 'html/unclosed',
      message: `Raw HTML <${written}> is never closed: what follows it would be removed with it.`,
      node: {
        type: 'raw',
        position: { start: sourcePoint(point, raw, context), end: sourcePoint(point, raw, context) },
      },
      hint: `close it with </${written}>, or write it as code (\`<${written}>\`) or as text (\\<${written}>).`,
    });
  }
  return keys;
}

/**
 * A raw HTML node as the HTML parser reads it: its text, where it starts in the file, and its
 * lines. (Inside a blockquote or a list item, an HTML block's text has the `> ` or indent of each
 * line after its first taken off, and the parser's columns there count from that text.)
 */
interface RawHtml {
  value: string;
  lines: string[];
  line: number;
  column: number;
}

const rawHtmlOf = new WeakMap<MarkdownContext, RawHtml[]>();

function collectRaw(tree: Root): RawHtml[] {
  const found: RawHtml[] = [];
  const visit = (node: Node) => {
    if (node.type === 'raw') {
      const { value, position } = node as Node & { value: string };
      const start = position?.start ?? { line: 1, column: 1 };
      found.push({ value, lines: value.split('\n'), line: start.line, column: start.column });
    } else if ('children' in node) for (const child of (node as Parent).children) visit(child);
  };
  visit(tree);
  return found;
}

/** Where the parser places what starts at `offset` of a raw node's text. */
function parserPoint(raw: RawHtml, offset: number): { line: number; column: number } {
  const before = raw.value.slice(0, offset).split('\n');
  const line = raw.line + before.length - 1;
  return { line, column: before.length === 1 ? raw.column + offset : before.at(-1)!.length + 1 };
}

/** A point of a raw node's text in the file: its later lines' columns count the prefix the parser left out. */
function sourcePoint(point: { line: number; column: number }, raw: RawHtml, context: MarkdownContext) {
  if (point.line === raw.line) return point;
  const inText = raw.lines[point.line - raw.line] ?? '';
  const inFile = sourceLine(context, point.line);
  return { line: point.line, column: point.column + Math.max(0, inFile.length - inText.length) };
}

/** The element's text in its raw node, from its start, as the parser saw it; undefined for an element markdown made. */
function rawTextAt(node: Element, context: MarkdownContext): { raw: RawHtml; text: string } | undefined {
  const start = node.position?.start;
  if (!start) return undefined;
  for (const raw of rawHtmlOf.get(context) ?? []) {
    const index = start.line - raw.line;
    if (index < 0 || index >= raw.lines.length) continue;
    const column = index === 0 ? start.column - raw.column : start.column - 1;
    const line = raw.lines[index]!;
    if (column >= 0 && column < line.length && line[column] === '<') return { raw, text: line.slice(column) };
  }
  return undefined;
}

/** The tag name as the author wrote it (parse5 lowercases it), for an element of raw HTML. */
function writtenTagName(node: Element, context: MarkdownContext): string | undefined {
  return /^<([A-Za-z][\w.:-]*)/.exec(rawTextAt(node, context)?.text ?? '')?.[1];
}

/** The element, placed where its tag is in the file (for a report). */
function atSource(node: Element, context: MarkdownContext): Node {
  const found = rawTextAt(node, context);
  const start = node.position?.start;
  if (!found || !start) return node;
  const point = sourcePoint(start, found.raw, context);
  return { type: node.type, position: { start: point, end: point } };
}

const lineStarts = new WeakMap<MarkdownContext, number[]>();

function sourceLine(context: MarkdownContext, line: number): string {
  let starts = lineStarts.get(context);
  if (!starts) {
    starts = [0];
    for (let i = context.source.indexOf('\n'); i !== -1; i = context.source.indexOf('\n', i + 1)) starts.push(i + 1);
    lineStarts.set(context, starts);
  }
  const from = starts[line - 1];
  if (from === undefined) return '';
  const to = starts[line];
  return context.source.slice(from, to === undefined ? undefined : to - 1);
}
