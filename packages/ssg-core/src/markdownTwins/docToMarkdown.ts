// A doc's markdown file -> its twin: the file as the HTML's pipeline parsed it (renderPipeline.ts hands over a copy of its tree), then
// what only sitegen understands resolved into plain markdown: front matter becomes the title and
// description, admonitions blockquotes, tabs their labelled contents one after the other, links
// the URLs the HTML links to (absolute), code blocks keep their language and title only (an
// output block's caption, such as "Output (formatted)", as its title).
import type { SiteLocation } from '@sitegen/runtime/siteUrl.ts';
import type { BlockContent, Code, Image, Link, Paragraph, Parent, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';
import type { MarkdownContext } from '../markdown/markdownContext.ts';
import { parseCodeMeta } from '../markdown/parseCodeMeta.ts';
import { parseMarkdown } from '../markdown/parseMarkdown.ts';
import { admonitionTypes, preprocessAdmonitionTitles } from '../markdown/preprocessAdmonitionTitles.ts';
import { remarkMdxEsm } from '../markdown/remarkMdxEsm.ts';
import { admonitionLabel } from './admonitionLabel.ts';
import { componentsToMarkdown } from './componentsToMarkdown.ts';
import { formatMarkdown, type FormattedMarkdown } from './formatMarkdown.ts';
import { titleMeta } from './treeToMdast.ts';

export interface DocTwinInput {
  source: string;
  file: string;
  title: string;
  description?: string;
  /** Absolute URL of the page. */
  pageUrl: string;
  /** Where the site is served: links to its routes become its absolute URLs. */
  site: SiteLocation;
  /** The site's trailingSlash: links to its paths take their routes' form. */
  trailingSlash: boolean | undefined;
  /** The body's links and images as the HTML renders them (markdown links resolved to routes, images to their files), by source position. */
  links: { url: string; line: number; column: number }[];
}

interface DirectiveNode extends Parent {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
}

/** `parsed`: the page's own parse of the same text (renderPipeline.ts passes a copy); parsed here when absent. */
export function docToMarkdown(input: DocTwinInput, parsed?: Root): FormattedMarkdown {
  const source = preprocessAdmonitionTitles(input.source);
  const tree = parsed ?? parseMarkdown(source);
  // The rendered page's own steps decide what is not content: front matter, the leading h1, MDX imports.
  if (tree.children[0]?.type === 'yaml') tree.children.shift();
  const first = tree.children[0];
  if (first?.type === 'heading' && first.depth === 1) tree.children.shift();
  remarkMdxEsm({ file: input.file, source, diagnostics: [] } as unknown as MarkdownContext)(tree);

  componentsToMarkdown(tree);
  resolveDirectives(tree, source);
  const rendered = new Map(input.links.map((l) => [`${l.line}:${l.column}`, l.url]));
  const definitions = new Map<string, string>();
  visit(tree, 'definition', (node) => void definitions.set(node.identifier, node.url));
  visit(tree, (node, index, parent) => {
    if (node.type === 'link' || node.type === 'image') {
      // An image links to the file the page shows (its copy under assets/, or the static folder's).
      node.url = renderedUrl(node, rendered) ?? node.url;
    } else if ((node.type === 'linkReference' || node.type === 'imageReference') && parent && index !== undefined) {
      const url = renderedUrl(node, rendered) ?? definitions.get(node.identifier);
      if (url === undefined) return;
      const { position } = node;
      parent.children[index] =
        node.type === 'linkReference'
          ? ({ type: 'link', url, children: node.children, position } as Link)
          : ({ type: 'image', url, alt: node.alt, position } as Image);
    } else if (node.type === 'code') {
      const code = node as Code;
      const meta = parseCodeMeta(code.meta);
      code.meta = titleMeta(meta.title, meta.output);
    }
  });
  // Every reference now holds its URL.
  tree.children = tree.children.filter((node: RootContent) => node.type !== 'definition');

  const head: RootContent[] = [{ type: 'heading', depth: 1, children: [{ type: 'text', value: input.title }] }];
  if (input.description) head.push({ type: 'paragraph', children: [{ type: 'text', value: input.description }] });
  tree.children.unshift(...head);
  // Each link keeps its line and column in the file, where a problem with it is reported.
  return formatMarkdown(tree, { ...input, positions: true });
}

function renderedUrl(node: Node, rendered: Map<string, string>): string | undefined {
  const start = node.position?.start;
  return start && rendered.get(`${start.line}:${start.column}`);
}

/** Admonitions and tabs to plain markdown; any other directive back to its source text, as the HTML shows it. */
function resolveDirectives(parent: Parent, source: string): void {
  let tabNumber = 0;
  parent.children = parent.children.flatMap((child): RootContent[] => {
    if ('children' in child) resolveDirectives(child as Parent, source);
    if (child.type !== 'containerDirective' && child.type !== 'leafDirective' && child.type !== 'textDirective')
      return [child];
    const node = child as unknown as DirectiveNode;
    if (node.type === 'containerDirective') {
      if ((admonitionTypes as readonly string[]).includes(node.name)) return [toBlockquote(node)];
      if (node.name === 'tabs') return node.children as RootContent[];
      // A tab's label opens its content, as the tab's button does on the page.
      if (node.name === 'tab')
        return [
          strongParagraph(node.attributes?.label ?? node.attributes?.value ?? `Tab ${++tabNumber}`),
          ...(node.children as RootContent[]),
        ];
    }
    const text = source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
    return node.type === 'textDirective'
      ? [{ type: 'text', value: text }]
      : [{ type: 'paragraph', children: [{ type: 'text', value: text }] }];
  }) as Parent['children'];
}

function toBlockquote(node: DirectiveNode): RootContent {
  const [first, ...rest] = node.children;
  const title =
    first?.data && (first.data as { directiveLabel?: boolean }).directiveLabel ? toString(first).trim() : undefined;
  const body = (title !== undefined ? rest : node.children) as BlockContent[];
  return { type: 'blockquote', children: [strongParagraph(admonitionLabel(node.name, title || undefined)), ...body] };
}

function strongParagraph(label: string): Paragraph {
  return { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label }] }] };
}
