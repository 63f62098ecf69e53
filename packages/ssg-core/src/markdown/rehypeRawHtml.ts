// Raw HTML written in markdown: parsed by rehype-raw (parse5, as a browser would), then
// checked against the sanitize schema so the author hears, with file:line, about each tag,
// event handler or URL that rehype-sanitize (run after this step) removes.
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
    if (hasRaw(tree)) {
      setComponentsAside(tree);
      parsed = parseRaw(tree, file);
      bringComponentsBack(parsed);
      namedAnchorsToIds(parsed);
      resolveRawUrls(parsed, context);
    }
    // API doc comments hold no raw HTML (it became text) and are not the reader's to fix.
    if (!context.untrusted) reportUnsafe(parsed, context, allowedTags);
    return parsed;
  };
}

/**
 * `<a name="x">`, the old way to mark a place to link to (READMEs still use it), becomes
 * `<a id="x">`: what HTML now names it, which the link checker and the schema know.
 */
function namedAnchorsToIds(parent: Parent): void {
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    const element = child as Element;
    const { name, id } = element.properties;
    if (element.tagName === 'a' && typeof name === 'string' && name !== '' && id === undefined) {
      element.properties.id = name;
      delete element.properties.name;
    }
    namedAnchorsToIds(element);
  }
}

/** <a href="./page.md"> and <img src="./logo.png"> written as HTML resolve as markdown's links and images do. */
function resolveRawUrls(parent: Parent, context: MarkdownContext): void {
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    const element = child as Element;
    const { href, src } = element.properties;
    const raw = writtenTagName(element, context)?.toLowerCase() === element.tagName;
    if (raw && element.tagName === 'a' && typeof href === 'string')
      element.properties.href = resolveLinkUrl(href, element, context);
    else if (raw && element.tagName === 'img' && typeof src === 'string')
      element.properties.src = resolveImageUrl(src, element, context);
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
function reportUnsafe(parent: Root | Element, context: MarkdownContext, allowedTags: Set<string>): void {
  for (const child of parent.children as (RootContent | ElementContent)[]) {
    if (child.type !== 'element') continue;
    if (!allowedTags.has(child.tagName)) {
      reportTag(child, context);
      if (strippedTags.includes(child.tagName)) continue;
    } else {
      reportProperties(child, context);
    }
    reportUnsafe(child, context, allowedTags);
  }
}

function reportTag(node: Element, context: MarkdownContext): void {
  const written = writtenTagName(node, context) ?? node.tagName;
  if (strippedTags.includes(node.tagName) && !isClosed(node, context)) {
    // The HTML parser put what follows the tag inside it, the rest of its block or of the page,
    // which goes with it: never quietly (`#<Object>` in a sentence opens an <object>).
    report(context, {
      code: 'html/unclosed',
      message: `Raw HTML <${written}> is never closed: what follows it would be removed with it.`,
      node,
      hint: `close it with </${written}>, or write it as code (\`<${written}>\`) or as text (\\<${written}>).`,
    });
  } else if (strippedTags.includes(node.tagName)) {
    report(context, {
      severity: 'warning',
      code: 'html/unsafe',
      message: `Raw HTML tag <${written}> is not allowed; it was removed.`,
      node,
    });
  } else if (/^[A-Z]/.test(written)) {
    report(context, {
      severity: 'warning',
      code: 'mdx/jsx',
      message: `JSX element <${written}> is not supported in .md files; it was removed and its content kept.`,
      node,
      hint: jsxHints[written] ?? 'sitegen renders markdown and plain HTML only, not MDX components.',
    });
  } else {
    report(context, {
      severity: 'warning',
      code: 'html/unknown-tag',
      message: `Raw HTML tag <${node.tagName}> is not allowed; it was removed and its content kept.`,
      node,
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
  for (const [name, value] of Object.entries(node.properties)) {
    if (kept && !/^on/i.test(name) && !urlProperties.has(name) && !kept.has(name)) {
      report(context, {
        severity: 'warning',
        code: 'html/attribute',
        message: `Attribute "${attributeName(name)}" on <${node.tagName}> is not kept; it was removed.`,
        node,
        hint: 'content takes its look from the theme: class and style attributes are removed with the rest.',
      });
    } else if (/^on/i.test(name)) {
      report(context, {
        severity: 'warning',
        code: 'html/unsafe',
        message: `Event handler attribute "${name.toLowerCase()}" on <${node.tagName}> is not allowed; it was removed.`,
        node,
      });
    } else if (urlProperties.has(name) && typeof value === 'string' && !isSafeUrl(value)) {
      report(context, {
        severity: 'warning',
        code: 'html/unsafe',
        message: `URL "${value.length > 40 ? `${value.slice(0, 37)}...` : value}" in <${node.tagName}> is not allowed; it was removed.`,
        node,
      });
    }
  }
}

/**
 * Whether the element's text in the source ends with its end tag. A void element (<link>, <meta>)
 * has no content to take. Without an end tag, the parser ended the element where its block or
 * the page ended.
 */
function isClosed(node: Element, context: MarkdownContext): boolean {
  if (voidTags.has(node.tagName)) return true;
  const end = node.position?.end.offset;
  if (end === undefined) return false;
  return new RegExp(`</${node.tagName}\\s*>$`, 'i').test(context.source.slice(Math.max(0, end - 100), end));
}

const voidTags = new Set(['base', 'embed', 'link', 'meta']);

/** The tag name as the author wrote it (parse5 lowercases it), read at the element's position. */
function writtenTagName(node: Element, context: MarkdownContext): string | undefined {
  const offset = node.position?.start.offset;
  if (offset === undefined) return undefined;
  return /^<([A-Za-z][\w.:-]*)/.exec(context.source.slice(offset, offset + 100))?.[1];
}
