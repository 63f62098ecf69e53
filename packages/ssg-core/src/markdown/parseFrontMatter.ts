// Front matter: YAML parsed with positions, validated by one zod schema that is also
// the source of the FrontMatter type. Every mistake becomes a `frontmatter/invalid`
// diagnostic pointing at the offending key's line in the markdown file.
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { createDiagnostic, type Diagnostic } from '../diagnostics.ts';

const docId = z.string().min(1);
const tocLevel = z.number().int().min(2).max(6);

export const frontMatterSchema = z.strictObject({
  id: docId.optional(),
  title: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  hide_title: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: tocLevel.optional(),
  toc_max_heading_level: tocLevel.optional(),
  pagination_prev: docId.nullable().optional(),
  pagination_next: docId.nullable().optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

type Key = keyof FrontMatter;

/** What each key accepts, in the words of the error message. */
const expected: Record<Key, string> = {
  id: 'a non-empty string',
  title: 'a string',
  sidebar_label: 'a string',
  sidebar_position: 'a number',
  slug: 'a string',
  description: 'a string',
  keywords: 'a list of strings',
  hide_title: 'true or false',
  hide_table_of_contents: 'true or false',
  toc_min_heading_level: 'an integer from 2 to 6',
  toc_max_heading_level: 'an integer from 2 to 6',
  pagination_prev: 'a doc id or null',
  pagination_next: 'a doc id or null',
};

export interface FrontMatterInput {
  /** The YAML text between the `---` fences. */
  yaml: string;
  /** Markdown file, for diagnostics. */
  file: string;
  /** 1-based line of the opening `---` in the file. */
  startLine: number;
}

export interface FrontMatterResult {
  /** The valid keys; invalid ones are left out. */
  frontMatter: FrontMatter;
  diagnostics: Diagnostic[];
}

export function parseFrontMatter({ yaml, file, startLine }: FrontMatterInput): FrontMatterResult {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number | undefined) => {
    const pos = lineCounter.linePos(offset ?? 0);
    return { file, line: startLine + pos.line, column: pos.col };
  };
  const invalid = (message: string, offset?: number, hint?: string) =>
    createDiagnostic('error', 'frontmatter/invalid', message, { location: at(offset), ...(hint ? { hint } : {}) });

  if (doc.errors.length > 0) {
    const error = doc.errors[0];
    const reason = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '').replace(/\.$/, '');
    return { frontMatter: {}, diagnostics: [invalid(`Front matter is not valid YAML: ${reason}.`, error.pos[0])] };
  }
  const data: unknown = doc.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data) || data === null) {
    return { frontMatter: {}, diagnostics: [invalid('Front matter must be a YAML mapping of keys to values.', doc.contents?.range?.[0])] };
  }

  const parsed = frontMatterSchema.safeParse(data);
  if (parsed.success) return { frontMatter: parsed.data, diagnostics: [] };

  const diagnostics: Diagnostic[] = [];
  const badKeys = new Set<string>();
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        badKeys.add(key);
        diagnostics.push(invalid(`Unknown front matter key "${key}".`, keyOffset(doc, key), suggestKey(key)));
      }
      continue;
    }
    const key = String(issue.path[0]);
    if (badKeys.has(key)) continue;
    badKeys.add(key);
    const value = (data as Record<string, unknown>)[key];
    diagnostics.push(
      invalid(`Front matter key "${key}" must be ${expected[key as Key]}, got ${describeValue(value)}.`, keyOffset(doc, key)),
    );
  }
  diagnostics.sort((a, b) => (a.location?.line ?? 0) - (b.location?.line ?? 0));
  const rest = Object.fromEntries(Object.entries(data).filter(([key]) => !badKeys.has(key)));
  const retry = frontMatterSchema.safeParse(rest);
  return { frontMatter: retry.success ? retry.data : {}, diagnostics };
}

function keyOffset(doc: Document, key: string): number | undefined {
  if (!isMap(doc.contents)) return undefined;
  for (const pair of doc.contents.items) {
    if (isScalar(pair.key) && String(pair.key.value) === key) return pair.key.range?.[0];
  }
  return undefined;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list (${truncate(JSON.stringify(value))})`;
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `the string ${truncate(JSON.stringify(value))}`;
  return `${typeof value} ${String(value)}`;
}

function truncate(text: string): string {
  return text.length > 40 ? text.slice(0, 37) + '...' : text;
}

/** A hint naming the closest known key, when one is close enough. */
function suggestKey(key: string): string {
  const known = Object.keys(expected);
  const scored = known.map((k) => [k, editDistance(key.toLowerCase(), k)] as const).sort((a, b) => a[1] - b[1]);
  const [best, distance] = scored[0];
  if (distance <= Math.max(2, Math.floor(best.length / 4))) return `did you mean "${best}"?`;
  return `known keys are ${known.join(', ')}.`;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
