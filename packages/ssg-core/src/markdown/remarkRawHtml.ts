// Raw HTML in markdown is never passed through. Tags are tokenized and rebuilt:
//  - allowlisted harmless tags become elements, with only a few safe attributes;
//  - script-like tags are dropped together with their content;
//  - any other tag is shown as the text it was written as.
// Untrusted input (API doc comments) gets no HTML at all: every tag is text, which
// also keeps `Promise<ExecutionResult>` readable in prose.
import type { Parent, Root, RootContent } from 'mdast';
import { report, type MarkdownContext } from './markdownContext.ts';

const allowedTags = new Set([
  'abbr', 'b', 'br', 'cite', 'code', 'del', 'details', 'dfn', 'em', 'hr', 'i', 'ins', 'kbd',
  'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'summary', 'sup', 'u', 'var', 'wbr',
]);
const voidTags = new Set(['area', 'base', 'br', 'col', 'embed', 'frame', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Attributes that can carry no script or URL. */
const allowedAttributes: Record<string, 'string' | 'boolean'> = { title: 'string', open: 'boolean' };
/** Tags whose content is code or a document of its own: removed with their content. */
const droppedTags = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'template', 'noscript',
  'textarea', 'title', 'xmp', 'plaintext', 'noembed', 'svg', 'math', 'base', 'meta', 'link',
]);

type Token =
  | { kind: 'text'; value: string }
  | { kind: 'open'; name: string; attributes: Record<string, string | true>; selfClosing: boolean; source: string }
  | { kind: 'close'; name: string; source: string };

const tagPattern =
  /<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[\s\S]*?>|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function tokenizeHtml(html: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of html.matchAll(tagPattern)) {
    if (match.index > last) tokens.push({ kind: 'text', value: decodeEntities(html.slice(last, match.index)) });
    last = match.index + match[0].length;
    const [source, closeName, openName, attributeText, slash] = match;
    if (closeName) tokens.push({ kind: 'close', name: closeName.toLowerCase(), source });
    else if (openName) {
      const attributes: Record<string, string | true> = {};
      for (const a of (attributeText ?? '').matchAll(attributePattern)) {
        attributes[a[1].toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? true;
      }
      tokens.push({ kind: 'open', name: openName.toLowerCase(), attributes, selfClosing: slash === '/', source });
    }
    // Comments, doctypes and processing instructions are dropped.
  }
  if (last < html.length) tokens.push({ kind: 'text', value: decodeEntities(html.slice(last)) });
  return tokens;
}

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[name.toLowerCase()] ?? whole;
  });
}

export function remarkRawHtml(context: MarkdownContext) {
  return (tree: Root) => {
    rebuild(tree, context);
  };
}

interface Frame {
  name: string;
  children: RootContent[];
  properties: Record<string, string | boolean>;
}

function rebuild(parent: Parent, context: MarkdownContext): void {
  if (!parent.children.some((c) => c.type === 'html' || 'children' in c)) return;
  const root: Frame = { name: '#root', children: [], properties: {} };
  const stack: Frame[] = [root];
  let dropping: string | undefined;
  const top = () => stack[stack.length - 1];
  const closeTop = () => {
    const frame = stack.pop()!;
    top().children.push(element(frame));
  };

  for (const child of parent.children) {
    if (child.type !== 'html') {
      if (dropping) continue;
      if ('children' in child) rebuild(child, context);
      top().children.push(child);
      continue;
    }
    for (const token of tokenizeHtml(child.value)) {
      if (dropping) {
        if (token.kind === 'close' && token.name === dropping) dropping = undefined;
        continue;
      }
      if (token.kind === 'text') {
        if (token.value) top().children.push({ type: 'text', value: token.value });
      } else if (context.untrusted) {
        top().children.push({ type: 'text', value: token.source });
      } else if (droppedTags.has(token.name)) {
        report(context, { severity: 'warning', code: 'html/unsafe', message: `Raw HTML tag <${token.name}> is not allowed; it was removed.`, node: child });
        if (token.kind === 'open' && !token.selfClosing && !voidTags.has(token.name)) dropping = token.name;
      } else if (!allowedTags.has(token.name)) {
        top().children.push({ type: 'text', value: token.source });
      } else if (token.kind === 'open') {
        const frame: Frame = { name: token.name, children: [], properties: safeProperties(token.attributes) };
        if (token.selfClosing || voidTags.has(token.name)) top().children.push(element(frame));
        else stack.push(frame);
      } else if (stack.some((f) => f.name === token.name)) {
        while (top().name !== token.name) closeTop();
        closeTop();
      }
      // A stray closing tag is dropped.
    }
  }
  while (stack.length > 1) closeTop();
  parent.children = root.children;
}

function safeProperties(attributes: Record<string, string | true>): Record<string, string | boolean> {
  const properties: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const kind = allowedAttributes[name];
    if (kind === 'boolean') properties[name] = true;
    else if (kind === 'string' && typeof value === 'string') properties[name] = decodeEntities(value);
  }
  return properties;
}

function element(frame: Frame): RootContent {
  return {
    type: 'htmlElement',
    children: frame.children,
    data: { hName: frame.name, hProperties: frame.properties },
  } as unknown as RootContent;
}
