// An `.mdx` file's MDX nodes (remark-mdx) -> what the rest of the pipeline renders. Imports of
// known modules name the components; JSX elements become them, with literal props only:
//   Docusaurus Tabs/TabItem, Nextra Tabs/Tabs.Tab -> the `::::tabs` / `:::tab` directives
//   Admonition                                   -> the `:::type[title]` directive
//   CodeBlock                                    -> a fenced code block (highlighted like one)
//   Card                                         -> a link (resolved and checked like one)
//   Callout, Steps, Cards, FileTree, the site's  -> `mdxComponent` nodes, rendered by the theme
//   <details>, <div>, … (lowercase)              -> those HTML elements, sanitized like raw HTML
// Anything else (an unknown element or import, an export, a `{…}` that is not a literal or a
// comment) is the author's mistake, reported at its line and column.
import type { Program } from 'estree';
import type { Code, Link, Parent, Root, RootContent } from 'mdast';
import type { Node, Position } from 'unist';
import type { FileTreeItem } from '@sitegen/theme/content/FileTree.tsx';
import type { CalloutType } from '@sitegen/theme/content/Callout.tsx';
import type { MdxComponentNode } from './componentProps.ts';
import { evaluateLiteralProgram, NOT_LITERAL, type LiteralValue } from './evaluateLiteral.ts';
import { report, type MarkdownContext } from './markdownContext.ts';
import { knownModules, resolveImport, type ImportedComponent } from './mdxModules.ts';
import { admonitionTypes } from './preprocessAdmonitionTitles.ts';
import { sanitizeSchema } from './sanitizeSchema.ts';

interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value?: string | null | { type: 'mdxJsxAttributeValueExpression'; value: string; data?: { estree?: Program } };
  position?: Position;
}

interface JsxElement extends Parent {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: (JsxAttribute | { type: 'mdxJsxExpressionAttribute'; value: string; position?: Position })[];
}

interface EsmOrExpression extends Node {
  type: 'mdxjsEsm' | 'mdxFlowExpression' | 'mdxTextExpression';
  value: string;
  data?: { estree?: Program };
}

type Props = Record<string, LiteralValue>;

interface State {
  context: MarkdownContext;
  /** Local name -> what its import brought in. */
  imports: Map<string, ImportedComponent>;
}

/** HTML elements a lowercase JSX element may be: those raw HTML may be too. */
const htmlTags = new Set((sanitizeSchema.tagNames ?? []).filter((tag) => /^[a-z]/.test(tag)));

const TEXT_HINT = 'sitegen evaluates no JavaScript in content: write the text itself, or a {/* comment */}.';
const PROP_HINT = 'a prop may be a string, a number, a boolean, or an array or object of those.';

export function remarkMdxComponents(context: MarkdownContext) {
  return (tree: Root) => {
    const state: State = { context, imports: takeImports(tree, context) };
    tree.children = transformChildren(tree, state) as Root['children'];
  };
}

/** Removes the import and export lines, and returns what the imports name. */
function takeImports(tree: Root, context: MarkdownContext): Map<string, ImportedComponent> {
  const imports = new Map<string, ImportedComponent>();
  const hint = `sitegen understands imports of ${knownModules(context.siteComponents)}.`;
  for (const node of tree.children as Node[]) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node as EsmOrExpression).data?.estree?.body ?? []) {
      const at = { position: statement.loc ? toPosition(node, statement.loc) : node.position } as Node;
      if (statement.type !== 'ImportDeclaration') {
        report(context, {
          code: 'mdx/export',
          message: `An MDX export is not supported: "${firstLine(context.source, statement)}".`,
          node: at,
          hint: 'sitegen runs no code from the content: write the value into the page, or into site.config.ts.',
        });
        continue;
      }
      const specifier = String(statement.source.value);
      for (const specifier_ of statement.specifiers) {
        const imported =
          specifier_.type === 'ImportDefaultSpecifier'
            ? 'default'
            : specifier_.type === 'ImportSpecifier'
              ? specifier_.imported.type === 'Identifier'
                ? specifier_.imported.name
                : String(specifier_.imported.value)
              : undefined;
        const component =
          imported === undefined
            ? undefined
            : resolveImport({ specifier, imported, file: context.file, siteComponents: context.siteComponents });
        if (component) imports.set(specifier_.local.name, component);
        else
          report(context, {
            code: 'mdx/import',
            message: `Import of ${imported === 'default' ? 'the default export' : imported ? `"${imported}"` : '"*"'} from "${specifier}" is not supported.`,
            node: at,
            hint,
          });
      }
      if (statement.specifiers.length === 0)
        report(context, { code: 'mdx/import', message: `Import of "${specifier}" is not supported.`, node: at, hint });
    }
  }
  tree.children = tree.children.filter((node) => (node as Node).type !== 'mdxjsEsm');
  return imports;
}

function transformChildren(parent: Parent, state: State): RootContent[] {
  return parent.children.flatMap((child): RootContent[] => {
    const node = child as Node;
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      if (!isComment(node as EsmOrExpression))
        report(state.context, {
          code: 'mdx/expression',
          message: `The expression "{${(node as EsmOrExpression).value.trim()}}" is not supported in MDX content.`,
          node,
          hint: TEXT_HINT,
        });
      return [];
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
      return transformElement(node as JsxElement, state);
    if (node.type === 'paragraph' && holdsOnlyBlocks(child as Parent, state))
      return (child as Parent).children.flatMap((inner) => {
        const element = inner as unknown as JsxElement;
        if (element.type !== 'mdxJsxTextElement')
          return transformChildren({ type: 'root', children: [inner] } as Parent, state);
        return transformElement(asFlow(element, state), state);
      });
    if ('children' in child) (child as Parent).children = transformChildren(child as Parent, state);
    return [child];
  });
}

function transformElement(element: JsxElement, state: State): RootContent[] {
  const { name } = element;
  if (name === null) return transformChildren(element, state);
  if (/^[a-z]/.test(name) && !name.includes('.')) return [htmlElement(element, name, state)];
  const component = resolveComponent(name, state);
  if (!component) {
    reportUnknown(element, state);
    return transformChildren(element, state);
  }
  const key = `${component.source}:${component.name}`;
  const render = builtins[key];
  if (render) return render(element, state);
  const container = containers[key];
  if (container) {
    report(state.context, {
      code: 'mdx/children',
      message: `<${element.name}> belongs inside <${container}>.`,
      node: element,
    });
    return transformChildren(element, state);
  }
  if (component.source === 'site')
    return [componentNode(component.name, readProps(element, state), transformChildren(element, state), element)];
  reportUnknown(element, state);
  return transformChildren(element, state);
}

/** HTML elements that cannot sit in a paragraph (a summary must be its details' own child). */
const blockHtml = new Set([
  'div',
  'details',
  'summary',
  'section',
  'figure',
  'blockquote',
  'dl',
  'table',
  'ul',
  'ol',
  'pre',
  'hr',
]);

/**
 * A component written on one line (`<Callout>Careful</Callout>`) is inline JSX in a paragraph,
 * which would put a block (the callout's box) inside a `<p>`, where no browser keeps it. A
 * paragraph of nothing but such elements is read as those blocks.
 */
function holdsOnlyBlocks(paragraph: Parent, state: State): boolean {
  let blocks = 0;
  for (const child of paragraph.children as Node[]) {
    if (child.type === 'text' && !(child as unknown as { value: string }).value.trim()) continue;
    if (child.type === 'mdxTextExpression' && isComment(child as EsmOrExpression)) continue;
    if (child.type !== 'mdxJsxTextElement') return false;
    const name = (child as JsxElement).name ?? '';
    const component = /^[a-z]/.test(name) ? undefined : resolveComponent(name, state);
    if (blockHtml.has(name) || (component && component.source !== 'site')) blocks++;
  }
  return blocks > 0;
}

/** A one-line component as a block: its inline content becomes its paragraph (HTML elements keep theirs as written). */
function asFlow(element: JsxElement, state: State): JsxElement {
  const name = element.name ?? '';
  const container = /^[a-z]/.test(name) || !resolveComponent(name, state);
  const children =
    container || element.children.length === 0
      ? element.children
      : [{ type: 'paragraph', children: element.children, position: element.position } as RootContent];
  return { ...element, type: 'mdxJsxFlowElement', children };
}

/** `Tabs.Tab` -> nextra's Tabs.Tab when `Tabs` was imported from nextra/components. */
function resolveComponent(name: string, state: State): ImportedComponent | undefined {
  const [local = '', ...members] = name.split('.');
  const imported = state.imports.get(local);
  return imported && { ...imported, name: [imported.name, ...members].join('.') };
}

function reportUnknown(element: JsxElement, state: State): void {
  const imported = [...state.imports.keys()];
  report(state.context, {
    code: 'mdx/unknown-component',
    message: `No component is registered for <${element.name}>.`,
    node: element,
    hint: `import it from ${knownModules(state.context.siteComponents)}${imported.length ? `; this file imports ${imported.join(', ')}` : ''}. Lowercase elements are HTML (${['details', 'summary', 'div', 'span'].join(', ')}, …).`,
  });
}

/** Each component a dialect provides: its allowed props and what it becomes. */
const builtins: Record<string, (element: JsxElement, state: State) => RootContent[]> = {
  'docusaurus:Tabs': (element, state) => {
    const props = readProps(element, state, { groupId: 'string', values: 'array', defaultValue: 'string' });
    const values = props.values as { label?: LiteralValue; value?: LiteralValue }[] | undefined;
    const items = childElements(element, state, ['docusaurus:TabItem']).map((item) => {
      const tab = readProps(item, state, { value: 'string', label: 'string', default: 'boolean' });
      const value = (tab.value as string | undefined) ?? '';
      if (!value)
        report(state.context, { code: 'mdx/prop', message: `<${item.name}> needs a value prop.`, node: item });
      return { item, tab, value };
    });
    // As Docusaurus reads them: `values`, when given, are the tabs (their labels over the items'),
    // and an item none of them names is never shown.
    const tabValues = values
      ? values.map((entry) => ({ value: String(entry?.value ?? ''), label: entry?.label }))
      : items.map(({ value, tab }) => ({ value, label: tab.label }));
    const duplicates = tabValues.filter((tab, i) => tabValues.findIndex((other) => other.value === tab.value) !== i);
    if (duplicates.length)
      report(state.context, {
        code: 'mdx/prop',
        message: `<${element.name}> has the value "${duplicates[0]!.value}" twice: every value needs to be unique (Docusaurus stops there too).`,
        node: element,
      });
    const { defaultValue } = props;
    if (defaultValue !== undefined && !tabValues.some((tab) => tab.value === defaultValue))
      report(state.context, {
        code: 'mdx/prop',
        message: `<${element.name}> has the defaultValue "${defaultValue}", which no tab has (Docusaurus stops there too).`,
        node: element,
        hint: `its values are ${tabValues.map((tab) => tab.value).join(', ')}.`,
      });
    const tabs = items.flatMap(({ item, tab, value }) => {
      const named = tabValues.find((entry) => entry.value === value);
      if (!named) {
        report(state.context, {
          severity: 'warning',
          code: 'mdx/tab',
          message: `<${item.name} value="${value}"> is none of the values of its <${element.name}>: Docusaurus never shows it, nor does sitegen.`,
          node: item,
        });
        return [];
      }
      const label = typeof named.label === 'string' ? named.label : value;
      const isDefault = defaultValue !== undefined ? defaultValue === value : tab.default === true;
      return [
        directive('tab', { label, value, ...(isDefault ? { default: '' } : {}) }, transformChildren(item, state), item),
      ];
    });
    return [directive('tabs', props.groupId ? { groupId: props.groupId as string } : {}, tabs, element)];
  },
  'docusaurus:Admonition': (element, state) => {
    const props = readProps(element, state, { type: 'string', title: 'string' });
    const type = (props.type as string | undefined) ?? '';
    if (!(admonitionTypes as readonly string[]).includes(type)) {
      report(state.context, {
        code: 'mdx/prop',
        message: `<${element.name}> needs a type prop, one of ${admonitionTypes.join(', ')}${type ? `; "${type}" is none of them` : ''}.`,
        node: element,
      });
      return transformChildren(element, state);
    }
    const title = props.title as string | undefined;
    const label = title
      ? [
          {
            type: 'paragraph',
            data: { directiveLabel: true },
            children: [{ type: 'text', value: title }],
          } as RootContent,
        ]
      : [];
    return [directive(type, {}, [...label, ...transformChildren(element, state)], element)];
  },
  'docusaurus:CodeBlock': (element, state) => {
    const props = readProps(element, state, {
      language: 'string',
      title: 'string',
      showLineNumbers: 'boolean',
      metastring: 'string',
    });
    const meta = [
      props.metastring as string | undefined,
      props.title !== undefined ? `title=${JSON.stringify(props.title)}` : undefined,
      props.showLineNumbers === true ? 'showLineNumbers' : undefined,
    ].filter(Boolean);
    const code: Code = {
      type: 'code',
      lang: (props.language as string | undefined) ?? null,
      meta: meta.length ? meta.join(' ') : null,
      value: codeOf(element, state),
      position: element.position,
    };
    return [code];
  },
  'nextra:Tabs': (element, state) => {
    const props = readProps(element, state, { items: 'array', defaultIndex: 'number' });
    const items = (props.items ?? []) as LiteralValue[];
    const panels = childElements(element, state, ['nextra:Tabs.Tab', 'nextra:Tab']);
    // Nextra makes a tab of each item and shows the panels in order: a panel past the last item has no tab.
    for (const extra of panels.slice(items.length))
      report(state.context, {
        severity: 'warning',
        code: 'mdx/tab',
        message: `<${extra.name}> is panel ${panels.indexOf(extra) + 1} of a <${element.name}> with ${items.length} item${items.length === 1 ? '' : 's'}: it has no tab, and Nextra never shows it, nor does sitegen.`,
        node: extra,
        hint: 'add its label to `items`.',
      });
    const tabs = panels.slice(0, items.length).map((item, index) => {
      readProps(item, state, {});
      const label = typeof items[index] === 'string' ? (items[index] as string) : `Tab ${index + 1}`;
      const isDefault = index === (props.defaultIndex ?? 0);
      return directive(
        'tab',
        { label, value: label, ...(isDefault ? { default: '' } : {}) },
        transformChildren(item, state),
        item,
      );
    });
    return [directive('tabs', {}, tabs, element)];
  },
  'nextra:Callout': (element, state) => {
    const props = readProps(element, state, { type: 'string', emoji: 'string' });
    const type = (props.type as string | undefined) ?? 'default';
    if (!(calloutTypes as string[]).includes(type))
      report(state.context, {
        code: 'mdx/prop',
        message: `<${element.name}> type "${type}" is none of ${calloutTypes.join(', ')}.`,
        node: element,
      });
    return [componentNode('Callout', { ...props, type }, transformChildren(element, state), element)];
  },
  'nextra:Steps': (element, state) => [
    componentNode('Steps', readProps(element, state, {}), transformChildren(element, state), element),
  ],
  'nextra:Cards': (element, state) => {
    const props = readProps(element, state, {});
    const cards = childElements(element, state, ['nextra:Card', 'nextra:Cards.Card']).map((card) =>
      cardLink(card, state),
    );
    return [componentNode('Cards', props, cards, element)];
  },
  'nextra:Card': (element, state) => [cardLink(element, state)],
  'nextra:FileTree': (element, state) => {
    readProps(element, state, {});
    return [
      componentNode('FileTree', { items: fileTreeItems(element, state) as unknown as LiteralValue }, [], element),
    ];
  },
};

/** The components that only mean something inside another, and the one each belongs in. */
const containers: Record<string, string> = {
  'docusaurus:TabItem': 'Tabs',
  'nextra:Tabs.Tab': 'Tabs',
  'nextra:Tab': 'Tabs',
  'nextra:Cards.Card': 'Cards',
  'nextra:FileTree.Folder': 'FileTree',
  'nextra:FileTree.File': 'FileTree',
};

const calloutTypes: CalloutType[] = ['default', 'info', 'warning', 'error'];

/** A Card: a link to its href, showing its title (in a Cards grid). */
function cardLink(element: JsxElement, state: State): Link {
  const props = readProps(element, state, { title: 'string', href: 'string' });
  if (props.href === undefined || props.title === undefined)
    report(state.context, { code: 'mdx/prop', message: `<${element.name}> needs a title and an href.`, node: element });
  if (element.children.length)
    report(state.context, {
      code: 'mdx/children',
      message: `<${element.name}> shows its title; content inside it is not supported.`,
      node: element,
    });
  return {
    type: 'link',
    url: (props.href as string | undefined) ?? '',
    children: [{ type: 'text', value: (props.title as string | undefined) ?? '' }],
    position: element.position,
  };
}

function fileTreeItems(element: JsxElement, state: State): FileTreeItem[] {
  const kinds = ['nextra:FileTree.Folder', 'nextra:FileTree.File'];
  return childElements(element, state, kinds).map((child) => {
    const isFolder = resolveComponent(child.name ?? '', state)?.name === 'FileTree.Folder';
    const props = readProps(child, state, isFolder ? { name: 'string', defaultOpen: 'boolean' } : { name: 'string' });
    if (typeof props.name !== 'string')
      report(state.context, { code: 'mdx/prop', message: `<${child.name}> needs a name prop.`, node: child });
    const name = String(props.name ?? '');
    return isFolder ? { name, items: fileTreeItems(child, state), open: props.defaultOpen === true } : { name };
  });
}

type PropType = 'string' | 'number' | 'boolean' | 'array';

/**
 * The element's props as values. Each must be a literal; with `allowed`, each must also be one
 * of those, of its type. Mistakes are reported and the prop left out.
 */
function readProps(element: JsxElement, state: State, allowed?: Record<string, PropType>): Props {
  const props: Props = {};
  for (const attribute of element.attributes) {
    const at = (attribute.position ? attribute : element) as Node;
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      report(state.context, {
        code: 'mdx/expression',
        message: `The props "{${attribute.value.trim()}}" of <${element.name}> are not supported.`,
        node: at,
        hint: `write each prop out; ${PROP_HINT}`,
      });
      continue;
    }
    const { name, value: raw } = attribute;
    if (allowed && !Object.hasOwn(allowed, name)) {
      const known = Object.keys(allowed);
      report(state.context, {
        code: 'mdx/prop',
        message: `<${element.name}> has no prop "${name}".`,
        node: at,
        hint: known.length ? `its props are ${known.join(', ')}.` : 'it takes no props.',
      });
      continue;
    }
    const value =
      raw === null || raw === undefined
        ? true
        : typeof raw === 'string'
          ? raw
          : evaluateLiteralProgram(raw.data?.estree);
    if (value === NOT_LITERAL) {
      report(state.context, {
        code: 'mdx/expression',
        message: `Prop "${name}" of <${element.name}> is the expression "{${(raw as { value: string }).value.trim()}}", which sitegen does not evaluate.`,
        node: at,
        hint: PROP_HINT,
      });
      continue;
    }
    const type = allowed?.[name];
    if (type && (type === 'array' ? !Array.isArray(value) : typeof value !== type)) {
      report(state.context, {
        code: 'mdx/prop',
        message: `Prop "${name}" of <${element.name}> must be ${type === 'array' ? 'an array' : `a ${type}`}.`,
        node: at,
      });
      continue;
    }
    props[name] = value;
  }
  return props;
}

/**
 * The JSX elements inside a container (Tabs, Cards, FileTree), each one of `kinds`. Elements
 * written on one line sit in a paragraph: they are taken out of it. Anything else is reported.
 */
function childElements(element: JsxElement, state: State, kinds: string[]): JsxElement[] {
  const found: JsxElement[] = [];
  const names = kinds.map((kind) => kind.slice(kind.indexOf(':') + 1));
  const take = (node: Node) => {
    if (node.type === 'text' && !(node as unknown as { value: string }).value.trim()) return;
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && isComment(node as EsmOrExpression))
      return;
    if (node.type === 'paragraph') return (node as Parent).children.forEach(take);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const child = node as JsxElement;
      const component = child.name ? resolveComponent(child.name, state) : undefined;
      if (component && kinds.includes(`${component.source}:${component.name}`)) return void found.push(child);
    }
    report(state.context, {
      code: 'mdx/children',
      message: `<${element.name}> may only hold ${names.map((n) => `<${n}>`).join(' or ')} elements; found ${describe(node)}.`,
      node,
    });
  };
  element.children.forEach(take);
  return found;
}

function describe(node: Node): string {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') return `<${(node as JsxElement).name}>`;
  return node.type === 'text' ? `the text "${(node as unknown as { value: string }).value.trim()}"` : `a ${node.type}`;
}

/** A CodeBlock's code: a string literal child (`{`…`}`), else its text as written. */
function codeOf(element: JsxElement, state: State): string {
  const children =
    element.children.length === 1 && element.children[0]!.type === 'paragraph'
      ? (element.children[0] as Parent).children
      : element.children;
  if (children.length === 1 && /^mdx(?:Flow|Text)Expression$/.test(children[0]!.type)) {
    const expression = children[0] as unknown as EsmOrExpression;
    const value = evaluateLiteralProgram(expression.data?.estree);
    if (typeof value === 'string') return value.replace(/^\r?\n/, '').trimEnd();
    report(state.context, {
      code: 'mdx/expression',
      message: `The code of <${element.name}> is the expression "{${expression.value.trim()}}", which sitegen does not evaluate.`,
      node: expression,
      hint: 'write the code as a template literal ({`…`}) or as text.',
    });
    return '';
  }
  // The text's own positions: a one-line CodeBlock's paragraph (asFlow) spans its tags too.
  const first = children[0]?.position?.start.offset;
  const last = children.at(-1)?.position?.end.offset;
  if (first === undefined || last === undefined) return '';
  // From the start of the code's first line, so that its indentation counts like the others'.
  const { source } = state.context;
  const lineStart = source.lastIndexOf('\n', first - 1) + 1;
  return dedent(source.slice(/^[ \t]*$/.test(source.slice(lineStart, first)) ? lineStart : first, last));
}

function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)![0].length);
  const indent = Math.min(...indents, Number.POSITIVE_INFINITY);
  return lines
    .map((line) => (Number.isFinite(indent) ? line.slice(indent) : line))
    .join('\n')
    .trimEnd();
}

/** A lowercase element: that HTML element, its props as attributes (sanitized later, as raw HTML is). */
function htmlElement(element: JsxElement, name: string, state: State): RootContent {
  if (!htmlTags.has(name))
    report(state.context, {
      code: 'mdx/unknown-component',
      message: `<${name}> is not an HTML element sitegen keeps in content.`,
      node: element,
      hint: `the HTML elements are ${[...htmlTags].join(', ')}.`,
    });
  const props = readProps(element, state);
  const properties = Object.fromEntries(
    Object.entries(props).filter(([, value]) => typeof value !== 'object' || value === null),
  );
  return {
    type: 'mdxHtml',
    children: transformChildren(element, state),
    position: element.position,
    data: { hName: name, hProperties: properties },
  } as unknown as RootContent;
}

/** A `:::name{attributes}` directive, as remarkDirectives and the twin read them. */
function directive(name: string, attributes: Record<string, string>, children: RootContent[], at: Node): RootContent {
  return { type: 'containerDirective', name, attributes, children, position: at.position } as unknown as RootContent;
}

/** A theme or site component: its props wait in the context, named by their index, until the tree is built. */
function componentNode(name: string, props: Props, children: RootContent[], at: Node): RootContent {
  const node: MdxComponentNode = { type: 'mdxComponent', name, props, children, position: at.position };
  return node as unknown as RootContent;
}

function isComment(node: EsmOrExpression): boolean {
  return node.data?.estree?.body.length === 0;
}

function firstLine(source: string, statement: { range?: [number, number] }): string {
  const text = statement.range ? source.slice(statement.range[0], statement.range[1]) : '';
  const line = text.split('\n')[0]!;
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
}

function toPosition(
  fallback: Node,
  loc: { start: { line: number; column: number }; end: { line: number; column: number } },
): Position | undefined {
  // acorn's columns count from 0, unist's from 1.
  return loc.start.line
    ? {
        start: { line: loc.start.line, column: loc.start.column + 1 },
        end: { line: loc.end.line, column: loc.end.column + 1 },
      }
    : fallback.position;
}
