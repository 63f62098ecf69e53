// Front matter: YAML parsed with positions, validated by one zod schema that is also
// the source of the FrontMatter type. Every mistake in a key sitegen knows becomes a
// `frontmatter/invalid` diagnostic pointing at the key's line in the markdown file.
// Keys it does not know are kept as custom front matter for the theme, as Docusaurus
// does; in strict mode each one is also a warning.
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { createDiagnostic, type Diagnostic } from '../diagnostics.ts';

const docId = z.string().min(1);
const tocLevel = z.number().int().min(2).max(6);

const lastUpdate = z.strictObject({
  date: z
    .union([z.string(), z.date()])
    .refine((d) => !Number.isNaN(new Date(d).getTime()))
    .optional(),
  author: z.string().optional(),
});

export const frontMatterSchema = z.object({
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
  pagination_label: z.string().optional(),
  sidebar_class_name: z.string().optional(),
  custom_edit_url: z.string().nullable().optional(),
  last_update: lastUpdate.optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  image: z.string().optional(),
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
  pagination_label: 'a string',
  sidebar_class_name: 'a string',
  custom_edit_url: 'a URL or null',
  last_update: 'a mapping with a date (YYYY-MM-DD) and/or an author',
  draft: 'true or false',
  unlisted: 'true or false',
  image: 'a string',
};

export interface FrontMatterInput {
  /** The YAML text between the `---` fences. */
  yaml: string;
  /** Markdown file, for diagnostics. */
  file: string;
  /** 1-based line of the opening `---` in the file. */
  startLine: number;
  /** Warn about keys sitegen does not know. */
  strict?: boolean;
}

export interface FrontMatterResult {
  /** The valid keys; invalid ones are left out. */
  frontMatter: FrontMatter;
  /** Keys sitegen does not know, with their values, for the theme. */
  custom: Record<string, unknown>;
  diagnostics: Diagnostic[];
}

export function parseFrontMatter({ yaml, file, startLine, strict = false }: FrontMatterInput): FrontMatterResult {
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
    const reason = error.message
      .split('\n')[0]
      .replace(/ at line \d+, column \d+:?$/, '')
      .replace(/\.$/, '');
    return {
      frontMatter: {},
      custom: {},
      diagnostics: [invalid(`Front matter is not valid YAML: ${reason}.`, error.pos[0])],
    };
  }
  const data: unknown = doc.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data) || data === null) {
    return {
      frontMatter: {},
      custom: {},
      diagnostics: [invalid('Front matter must be a YAML mapping of keys to values.', doc.contents?.range?.[0])],
    };
  }

  const custom = Object.fromEntries(Object.entries(data).filter(([key]) => !Object.hasOwn(expected, key)));
  const diagnostics: Diagnostic[] = [];
  for (const key of Object.keys(custom)) {
    // A near miss of a known key is most likely a typo: worth a warning even when not strict.
    const suggestion = suggestKey(key);
    if (!strict && !suggestion) continue;
    diagnostics.push(
      createDiagnostic(
        'warning',
        'frontmatter/unknown-key',
        `Unknown front matter key "${key}"; it is passed to the theme as custom front matter.`,
        {
          location: at(keyOffset(doc, key)),
          ...(suggestion ? { hint: suggestion } : {}),
        },
      ),
    );
  }
  const parsed = frontMatterSchema.safeParse(data);
  if (parsed.success) return { frontMatter: parsed.data, custom, diagnostics };

  const badKeys = new Set<string>();
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]);
    if (badKeys.has(key)) continue;
    badKeys.add(key);
    const value = (data as Record<string, unknown>)[key];
    diagnostics.push(
      invalid(
        `Front matter key "${key}" must be ${expected[key as Key]}, got ${describeValue(value)}.`,
        keyOffset(doc, key),
      ),
    );
  }
  diagnostics.sort((a, b) => (a.location?.line ?? 0) - (b.location?.line ?? 0));
  const rest = Object.fromEntries(Object.entries(data).filter(([key]) => !badKeys.has(key)));
  const retry = frontMatterSchema.safeParse(rest);
  return { frontMatter: retry.success ? retry.data : {}, custom, diagnostics };
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
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** A hint naming the closest known key, when one is close enough. */
function suggestKey(key: string): string | undefined {
  const known = Object.keys(expected);
  const scored = known.map((k) => [k, editDistance(key.toLowerCase(), k)] as const).sort((a, b) => a[1] - b[1]);
  const [best, distance] = scored[0];
  return distance <= Math.max(2, Math.floor(best.length / 4)) ? `did you mean "${best}"?` : undefined;
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
