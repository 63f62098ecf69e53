// Container directives become theme components:
//   :::note / :::tip[Title] / ...         -> Admonition {type, title?}
//   ::::tabs{groupId="x"} :::tab{label value} -> Tabs {groupId?} > TabItem {label, value}
// Text and leaf directives (`:name`, `::name`) are not used by the docs, and prose
// like "foo:bar" parses as one, so every unknown directive goes back to its source text.
import type { Parent, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Node } from 'unist';
import { report, type MarkdownContext } from './markdownContext.ts';
import { admonitionTypes } from './preprocessAdmonitionTitles.ts';

interface DirectiveNode extends Parent {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  data?: Record<string, unknown>;
}

const directiveTypes = new Set(['containerDirective', 'leafDirective', 'textDirective']);

export function remarkDirectives(context: MarkdownContext) {
  return (tree: Root) => {
    transformChildren(tree, context);
  };
}

function transformChildren(parent: Parent, context: MarkdownContext): void {
  const children: RootContent[] = [];
  for (const child of parent.children) {
    if (directiveTypes.has(child.type)) {
      children.push(...transformDirective(child as unknown as DirectiveNode, context));
    } else {
      if ('children' in child) transformChildren(child, context);
      children.push(child);
    }
  }
  parent.children = children;
}

function transformDirective(node: DirectiveNode, context: MarkdownContext): RootContent[] {
  if (node.type === 'containerDirective') {
    if ((admonitionTypes as readonly string[]).includes(node.name)) return [toAdmonition(node, context)];
    if (node.name === 'tabs') return [toTabs(node, context)];
    if (node.name === 'tab') {
      report(context, { code: 'tabs/invalid', message: 'A ":::tab" must be inside a "::::tabs" block.', node });
      transformChildren(node, context);
      return node.children as RootContent[];
    }
    report(context, {
      severity: 'warning',
      code: 'directive/unknown',
      message: `Unknown block ":::${node.name}".`,
      node,
      hint: `known blocks are ${[...admonitionTypes, 'tabs'].map((n) => `:::${n}`).join(', ')}.`,
    });
  }
  return [restoreSource(node, context)];
}

function toAdmonition(node: DirectiveNode, context: MarkdownContext): RootContent {
  const [first, ...rest] = node.children;
  const hasLabel = Boolean(first && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel);
  const title = hasLabel ? toString(first).trim() : undefined;
  node.children = hasLabel ? rest : node.children;
  transformChildren(node, context);
  return asComponent(node, 'Admonition', { type: node.name, title: title || undefined });
}

function toTabs(node: DirectiveNode, context: MarkdownContext): RootContent {
  const items: RootContent[] = [];
  const values = new Set<string>();
  for (const child of node.children) {
    const tab = child as unknown as DirectiveNode;
    if (tab.type !== 'containerDirective' || tab.name !== 'tab') {
      report(context, {
        code: 'tabs/invalid',
        message: 'A "::::tabs" block may only contain ":::tab" blocks.',
        node: child,
      });
      continue;
    }
    const label = tab.attributes?.label ?? tab.attributes?.value ?? `Tab ${items.length + 1}`;
    const value = tab.attributes?.value ?? label;
    if (values.has(value)) {
      report(context, { code: 'tabs/invalid', message: `Two tabs have the value "${value}".`, node: tab });
    }
    values.add(value);
    transformChildren(tab, context);
    const isDefault = tab.attributes && 'default' in tab.attributes ? true : undefined;
    items.push(asComponent(tab, 'TabItem', { label, value, default: isDefault }));
  }
  node.children = items;
  return asComponent(node, 'Tabs', { groupId: node.attributes?.groupId || undefined });
}

/** remark-rehype turns a node with `data.hName` into that element; capitalised = component. */
function asComponent(node: DirectiveNode, name: string, props: Record<string, unknown>): RootContent {
  const properties = Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined));
  return {
    type: 'componentBlock',
    children: node.children,
    position: node.position,
    data: { hName: name, hProperties: properties },
  } as unknown as RootContent;
}

function restoreSource(node: Node, context: MarkdownContext): RootContent {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const text = start !== undefined && end !== undefined ? context.source.slice(start, end) : toString(node);
  if (node.type === 'textDirective') return { type: 'text', value: text, position: node.position };
  return { type: 'paragraph', children: [{ type: 'text', value: text }], position: node.position };
}
