// State shared by the remark/rehype steps of one renderMarkdown call: the inputs
// they need and the things they collect. Created fresh per call.
import type { Highlighter } from 'shiki';
import type { Node } from 'unist';
import { createDiagnostic, type Diagnostic, type Severity } from '../diagnostics.ts';
import type { CodeThemes } from './highlightCode.ts';
import type { CheckedPlayground } from './checkPlaygrounds.ts';
import type { SiteComponents } from './mdxModules.ts';

export interface MarkdownContext {
  file: string;
  /** The (preprocessed) source, to restore unknown directives as written. */
  source: string;
  untrusted: boolean;
  /** Absent when every code block of the file is in the highlight cache. */
  highlighter?: Highlighter;
  codeThemes: CodeThemes;
  /** The site can run samples: it names live modules. */
  live: boolean;
  /** The file's playground blocks, checked before the steps run (checkPlaygrounds.ts), by their code. */
  playgrounds: Map<string, CheckedPlayground>;
  /** The fences the site's playground plugins take, by their lowercase name. */
  playgroundFences: Set<string>;
  resolveMarkdownLink?: (url: string) => string | undefined;
  resolveImage?: (url: string) => string | undefined;
  /** The page's route, against which a relative link resolves. */
  route?: string;
  /** An `.mdx` file's imports may name these (the site's components folder). */
  siteComponents?: SiteComponents;
  /** The props of the MDX components of the tree, by index: they stay out of hast, whose properties are HTML's. */
  componentProps: Record<string, unknown>[];
  diagnostics: Diagnostic[];
  headings: { id: string; text: string; level: number }[];
  /** Every link's href and image's src as rendered, with its source position. */
  links: { url: string; line: number; column: number }[];
}

export function report(
  context: MarkdownContext,
  {
    severity = 'error',
    code,
    message,
    node,
    hint,
  }: { severity?: Severity; code: string; message: string; node?: Node; hint?: string },
): void {
  const start = node?.position?.start;
  context.diagnostics.push(
    createDiagnostic(severity, code, message, {
      location: { file: context.file, ...(start ? { line: start.line, column: start.column } : {}) },
      ...(hint ? { hint } : {}),
    }),
  );
}
