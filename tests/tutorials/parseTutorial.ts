/**
 * A deliberately small line-based reader for the tutorial pages. It knows just
 * enough markdown to find front matter, fenced code, headings, links and the
 * `::::tabs` containers; the real pipeline lives in packages/ssg-core.
 */

/** One fenced code block and the meta written after its language. */
export interface CodeBlock {
  /** The language word of the fence (`js`, `bash`, ...), lower-cased. */
  lang: string;
  /** `key="value"` pairs of the fence meta, e.g. `title`, `skip-test`. */
  attrs: Record<string, string>;
  /** Bare words of the fence meta, e.g. `output`, `server`. */
  flags: Set<string>;
  /** The fence meta as written, for parseCodeMeta (the build's own reading of it). */
  meta: string;
  /** The code between the fences. */
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** Index of the enclosing `::::tabs` container, if any. */
  tabGroup?: number;
  /** Index of the enclosing `:::tab` inside that container. */
  tab?: number;
}

export interface Heading {
  depth: number;
  text: string;
  slug: string;
  line: number;
}

export interface Link {
  url: string;
  line: number;
}

export interface ParsedTutorial {
  frontMatter: Record<string, string>;
  blocks: CodeBlock[];
  headings: Heading[];
  links: Link[];
}

const FENCE = /^(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/;
const DIRECTIVE = /^(:{3,})([\w-]*)/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const META_TOKEN = /([\w-]+)="([^"]*)"|\{[^}]*\}|(\S+)/g;

/** Splits a fence info string into attributes and flags; `{1,4-6}` is ignored. */
export function parseFenceMeta(meta: string): Pick<CodeBlock, 'attrs' | 'flags'> {
  const attrs: Record<string, string> = {};
  const flags = new Set<string>();
  for (const match of meta.matchAll(META_TOKEN)) {
    if (match[1] !== undefined) attrs[match[1]] = match[2] ?? '';
    else if (match[3] !== undefined) flags.add(match[3]);
  }
  return { attrs, flags };
}

/** GitHub-style heading id: lower case, punctuation dropped, spaces to dashes. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function headingText(raw: string): string {
  return raw
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, '$1');
}

function parseFrontMatter(lines: string[]): { data: Record<string, string>; end: number } {
  if (lines[0] !== '---') return { data: {}, end: 0 };
  const data: Record<string, string> = {};
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '---') return { data, end: i + 1 };
    const match = /^([\w-]+):\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2]!.trim();
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    data[match[1]!] = value;
  }
  throw new Error('front matter is not closed by "---"');
}

export function parseTutorial(markdown: string): ParsedTutorial {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const { data: frontMatter, end } = parseFrontMatter(lines);
  const blocks: CodeBlock[] = [];
  const headings: Heading[] = [];
  const links: Link[] = [];
  const slugCounts = new Map<string, number>();
  // Open containers, innermost last; each remembers its colon count.
  const containers: { colons: number; name: string }[] = [];
  let tabGroups = 0;
  let tabsInGroup = 0;

  for (let i = end; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1]!;
      const start = i;
      const body: string[] = [];
      for (i++; i < lines.length; i++) {
        const closing = lines[i]!.trim();
        if (closing.startsWith(marker[0]!.repeat(marker.length)) && /^[`~]+$/.test(closing)) break;
        body.push(lines[i]!);
      }
      if (i >= lines.length) throw new Error(`line ${start + 1}: code fence is never closed`);
      const inTabs = containers.some((c) => c.name === 'tabs');
      blocks.push({
        lang: fence[2]!.toLowerCase(),
        ...parseFenceMeta(fence[3]!),
        meta: fence[3]!,
        code: `${body.join('\n')}\n`,
        line: start + 1,
        ...(inTabs ? { tabGroup: tabGroups, tab: tabsInGroup } : {}),
      });
      continue;
    }
    const directive = DIRECTIVE.exec(line);
    if (directive) {
      const [, colons, name] = directive;
      if (name) {
        containers.push({ colons: colons!.length, name });
        if (name === 'tabs') {
          tabGroups++;
          tabsInGroup = 0;
        } else if (name === 'tab') tabsInGroup++;
      } else {
        const index = containers.findLastIndex((c) => c.colons === colons!.length);
        if (index >= 0) containers.splice(index);
      }
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const text = headingText(heading[2]!);
      const base = slugify(text);
      const seen = slugCounts.get(base) ?? 0;
      slugCounts.set(base, seen + 1);
      headings.push({
        depth: heading[1]!.length,
        text,
        slug: seen === 0 ? base : `${base}-${seen}`,
        line: i + 1,
      });
    }
    const withoutCode = line.replace(/`[^`]*`/g, '');
    for (const match of withoutCode.matchAll(LINK)) links.push({ url: match[1]!, line: i + 1 });
  }
  return { frontMatter, blocks, headings, links };
}
