// Markdown text -> mdast, with the one parser configuration of the pages and their markdown twins
// (a doc's twin is made from a copy of its page's parse: see renderPipeline.ts).
import type { Root, RootContent } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Node, Point } from 'unist';
import { visit } from 'unist-util-visit';
import { splitAtHeadings } from './splitAtHeadings.ts';

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective).freeze();
/** An `.mdx` file: the same, read as MDX (JSX, `{expressions}`, import/export lines; no raw HTML). */
const mdxParser = parser().use(remarkMdx).freeze();

/** Whether a file is read as MDX: by its extension, as Docusaurus and Nextra read it. */
export function isMdxFile(file: string): boolean {
  return file.endsWith('.mdx');
}

/**
 * micromark keeps every event of a parse until its end, some 500 bytes of memory per byte of
 * text: a longer text is parsed a piece of about this length at a time (see splitAtHeadings).
 */
const PIECE_LENGTH = 128 * 1024;

/**
 * The tree of `source`, the caller's own to change; read as MDX with `mdx` (parsed whole: a JSX
 * element may span headings). `pieceLength`: for tests.
 */
export function parseMarkdown(source: string, options: { mdx?: boolean; pieceLength?: number } = {}): Root {
  if (options.mdx) return mdxParser.parse(source);
  const starts = splitAtHeadings(source, options.pieceLength ?? PIECE_LENGTH);
  if (starts.length === 1) return parser.parse(source);
  const children: RootContent[] = [];
  let line = 1;
  let textEnd: Point = { line: 1, column: 1, offset: 0 };
  for (let i = 0; i < starts.length; i++) {
    const [start, end] = [starts[i]!, starts[i + 1] ?? source.length];
    const piece = source.slice(start, end);
    const tree = parser.parse(piece);
    // A reference may use a definition of another piece: only the whole text resolves it.
    if (tree.children.some(isDefinition)) return parser.parse(source);
    if (start > 0) shiftPositions(tree, start, line - 1);
    children.push(...tree.children);
    textEnd = tree.position!.end;
    for (let at = piece.indexOf('\n'); at !== -1; at = piece.indexOf('\n', at + 1)) line++;
  }
  return { type: 'root', children, position: { start: { line: 1, column: 1, offset: 0 }, end: textEnd } };
}

function isDefinition(node: RootContent): boolean {
  if (node.type === 'definition' || node.type === 'footnoteDefinition') return true;
  let found = false;
  visit(node, ['definition', 'footnoteDefinition'], () => void (found = true));
  return found;
}

/** The positions of a piece's nodes in the whole text. */
function shiftPositions(tree: Root, offset: number, lines: number): void {
  const shift = (point: Point): Point => ({
    line: point.line + lines,
    column: point.column,
    offset: (point.offset ?? 0) + offset,
  });
  visit(tree, (node: Node) => {
    if (node.position) node.position = { start: shift(node.position.start), end: shift(node.position.end) };
  });
}
