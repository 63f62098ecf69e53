// What a rendered markdown body may contain, as rehype-sanitize's schema: every element and
// property markdown (with GFM) produces, the theme components the pipeline makes, and the
// harmless tags an author may write as raw HTML. Nothing else survives: no event handler
// attribute, no style, no URL with a scheme other than http(s)/mailto/tel, and the elements
// listed in `strip` are removed together with their content.
import type { Options as Schema } from 'rehype-sanitize';
import { PROPS_INDEX_PROPERTY } from './componentProps.ts';

/** Tags of raw HTML removed with everything inside them: code, styles and documents of their own. */
export const strippedTags = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'textarea',
  'select',
  'title',
  'xmp',
  'plaintext',
  'noembed',
  'noframes',
  'svg',
  'math',
  'base',
  'meta',
  'link',
];

const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** Theme components the pipeline itself creates (raw HTML cannot: the HTML parser lowercases tag names). */
const components = {
  CodeBlock: ['html', 'code', 'lang', 'title', 'output', 'live', 'showLineNumbers'],
  Playground: ['playground', 'label', 'parts', 'title'],
  Admonition: ['type', 'title'],
  Tabs: ['groupId'],
  TabItem: ['label', 'value', 'default'],
  // MDX components: their props wait aside (componentProps.ts), named by this attribute.
  Callout: [PROPS_INDEX_PROPERTY],
  Steps: [PROPS_INDEX_PROPERTY],
  Cards: [PROPS_INDEX_PROPERTY],
  FileTree: [PROPS_INDEX_PROPERTY],
};

export const sanitizeSchema: Schema = {
  tagNames: [
    // markdown and GFM
    'p',
    ...headings,
    'a',
    'img',
    'ul',
    'ol',
    'li',
    'input',
    'blockquote',
    'pre',
    'code',
    'em',
    'strong',
    'del',
    'br',
    'hr',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'sup',
    'section',
    // harmless raw HTML
    'abbr',
    'b',
    'cite',
    'details',
    'summary',
    'dfn',
    'div',
    'dl',
    'dt',
    'dd',
    'figure',
    'figcaption',
    'i',
    'ins',
    'kbd',
    'mark',
    'q',
    's',
    'samp',
    'small',
    'span',
    'sub',
    'u',
    'var',
    'wbr',
    'caption',
    ...Object.keys(components),
  ],
  attributes: {
    '*': ['id', 'title', 'lang', 'dir', 'ariaLabel', 'ariaHidden', 'ariaDescribedBy'],
    a: [
      'href',
      ['target', '_blank'],
      ['rel', 'noopener', 'noreferrer'],
      'dataFootnoteRef',
      'dataFootnoteBackref',
      ['className', 'data-footnote-backref'],
    ],
    img: ['src', 'alt', 'width', 'height', ['loading', 'lazy']],
    ol: ['start'],
    ul: [['className', 'contains-task-list']],
    li: [['className', 'task-list-item']],
    input: [['type', 'checkbox'], 'checked', 'disabled'],
    // A cell may span rows and columns, and a header cell name what it heads, as in GitHub's READMEs.
    th: ['align', 'rowSpan', 'colSpan', 'scope', 'headers'],
    td: ['align', 'rowSpan', 'colSpan', 'headers'],
    details: ['open'],
    section: ['dataFootnotes', ['className', 'footnotes']],
    h2: [['className', 'sr-only']],
    ...components,
  },
  protocols: { href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] },
  // Heading ids are the page's anchors: kept as written, not prefixed.
  clobber: [],
  strip: strippedTags,
  allowComments: false,
  allowDoctypes: false,
};

const withSiteComponents = new Map<string, Schema>();

/** The schema, plus the site's own MDX components (see mdxModules.ts) when it has any. */
export function sanitizeSchemaFor(siteComponents: readonly string[] | undefined): Schema {
  if (!siteComponents?.length) return sanitizeSchema;
  const key = siteComponents.join('\n');
  let schema = withSiteComponents.get(key);
  if (!schema) {
    schema = {
      ...sanitizeSchema,
      tagNames: [...(sanitizeSchema.tagNames ?? []), ...siteComponents],
      attributes: {
        ...sanitizeSchema.attributes,
        ...Object.fromEntries(siteComponents.map((name) => [name, [PROPS_INDEX_PROPERTY]])),
      },
    };
    withSiteComponents.set(key, schema);
  }
  return schema;
}
