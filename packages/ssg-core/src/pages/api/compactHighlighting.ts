// Shiki writes both themes' colours on every token (`style="--shiki-light:#D73A49;--shiki-dark:#F97583"`,
// 50 bytes). The API pages have hundreds of tokens per page, in a handful of colour pairs:
// known pairs become a short class whose variables api.css sets; any other pair stays inline.
import type { TreeNode } from '@sitegen/runtime/types.ts';

/** Colour pair (light, dark) -> class; api.css holds the same list. */
export const tokenClasses: Record<string, string> = {
  '#D73A49;#F97583': 'sk1',
  '#032F62;#9ECBFF': 'sk2',
  '#6F42C1;#B392F0': 'sk3',
  '#005CC5;#79B8FF': 'sk4',
  '#6A737D;#6A737D': 'sk5',
  '#E36209;#FFAB70': 'sk6',
  '#24292E;#E1E4E8': 'sk7',
};

const stylePattern = /<span style="--shiki-light:(#[0-9A-Fa-f]{6});--shiki-dark:(#[0-9A-Fa-f]{6})">/g;

export function compactCodeHtml(html: string): string {
  return html.replace(stylePattern, (span, light: string, dark: string) => {
    const name = tokenClasses[`${light.toUpperCase()};${dark.toUpperCase()}`];
    return name ? `<span class="${name}">` : span;
  });
}

/** The same tree with every CodeBlock's highlighted HTML compacted. */
export function compactHighlighting(nodes: TreeNode[]): TreeNode[] {
  return nodes.map((node) => {
    if (typeof node === 'string') return node;
    const [tag, props, ...children] = node;
    const html = props?.html;
    if (tag === 'CodeBlock' && typeof html === 'string')
      return [tag, { ...props, html: compactCodeHtml(html) }, ...children];
    return [tag, props, ...compactHighlighting(children)];
  });
}
