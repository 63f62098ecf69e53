// Doc-comment markdown through the tutorials' pipeline (untrusted: no raw HTML), with
// `api:` links resolved to pages and anchors first. Results are memoised: the same
// sentence ("The schema.") appears on many members.
import type { TreeNode } from '@sitegen/runtime/types.ts';
import { createDiagnostic, type Diagnostic } from '../../diagnostics.ts';
import { renderMarkdown } from '../../markdown/renderMarkdown.ts';
import type { CodeThemes } from '../../markdown/highlightCode.ts';
import type { ApiDoc, ApiExample } from '../../typedoc/ApiModel.ts';
import type { DocView } from '@sitegen/theme/api/apiView.ts';
import type { ApiLinker } from './createApiLinker.ts';
import { compactHighlighting } from './compactHighlighting.ts';

const apiLinkPattern = /(\]\(\s*|\]:\s*)<?api:([^)\s>]+)>?/g;

export interface ApiMarkdown {
  /** Markdown -> tree; `file` names the declaring file in diagnostics. */
  render(markdown: string | undefined, file: string): Promise<TreeNode[] | undefined>;
  /** A rendered doc comment, without its empty parts. */
  doc(doc: ApiDoc, file: string): Promise<DocView>;
  diagnostics: Diagnostic[];
}

export function createApiMarkdown(linker: ApiLinker, codeThemes?: CodeThemes): ApiMarkdown {
  const cache = new Map<string, Promise<TreeNode[]>>();
  const diagnostics: Diagnostic[] = [];

  const resolveLinks = (markdown: string, file: string) =>
    markdown.replace(apiLinkPattern, (_all, lead: string, target: string) => {
      const href = linker.docLinkHref(target);
      if (href) return `${lead}${href}`;
      diagnostics.push(
        createDiagnostic(
          'warning',
          'api/unknown-link',
          `The doc comment links to "api:${target}", which the API does not document.`,
          {
            location: { file },
          },
        ),
      );
      // The pipeline drops links with an unknown scheme and keeps their text.
      return `${lead}api:${target}`;
    });

  const render = (markdown: string | undefined, file: string): Promise<TreeNode[] | undefined> => {
    if (!markdown?.trim()) return Promise.resolve(undefined);
    let result = cache.get(markdown);
    if (!result) {
      result = renderMarkdown({ source: resolveLinks(markdown, file), file, untrusted: true, codeThemes }).then((r) => {
        diagnostics.push(...r.diagnostics);
        return compactHighlighting(r.tree);
      });
      cache.set(markdown, result);
    }
    return result;
  };

  const example = (ex: ApiExample, file: string) => render(`${ex.description}\n\n${fence(ex.code, ex.lang)}`, file);

  return {
    render,
    diagnostics,
    async doc(doc, file) {
      const view: DocView = {};
      if (doc.deprecated !== undefined) view.deprecated = (await render(doc.deprecated, file)) ?? [];
      const set = <K extends keyof DocView>(key: K, value: DocView[K] | undefined) => {
        if (value !== undefined && (!Array.isArray(value) || value.length > 0)) view[key] = value;
      };
      // Some internal declarations' comments hold only a modifier (`@internal`), which is no summary.
      set('summary', await render(/^\s*@\w+\s*$/.test(doc.summary) ? '' : doc.summary, file));
      set('remarks', await render(doc.remarks, file));
      set('returns', await render(doc.returns, file));
      set(
        'examples',
        (await Promise.all(doc.examples.map((ex) => example(ex, file)))).filter(
          (t): t is TreeNode[] => t !== undefined,
        ),
      );
      set('throws', await renderAll(doc.throws, file));
      set('see', await renderAll(doc.see, file));
      const tags = await Promise.all(
        doc.blockTags.map(async (t) => ({
          tag: t.tag.replace(/^@/, ''),
          content: (await render(t.content, file)) ?? [],
        })),
      );
      set('tags', tags);
      set(
        'modifiers',
        doc.modifiers.map((m) => m.replace(/^@/, '')),
      );
      return view;
    },
  };

  async function renderAll(list: string[], file: string): Promise<TreeNode[][]> {
    return (await Promise.all(list.map((m) => render(m, file)))).filter((t): t is TreeNode[] => t !== undefined);
  }
}

/** A fenced code block whose fence is longer than any backtick run in the code. */
export function fence(code: string, lang: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${lang}\n${code}\n${marks}`;
}
