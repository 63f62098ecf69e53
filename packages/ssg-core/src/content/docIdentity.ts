import { parse as parseYaml } from 'yaml';

/** Where a doc lives: its id and route, from its path and the `id`/`slug` front matter. */
export interface DocIdentity {
  id: string;
  /** Route path, e.g. `/docs/tutorials/basic-types` or `/docs/tutorials/`. */
  path: string;
}

/**
 * Reads only `id`, `slug` and `draft` from the front matter, tolerating anything else:
 * the full validation happens when the doc is rendered and reports errors there.
 */
export function readIdentityFields(source: string): { id?: string; slug?: string; draft?: boolean } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return {};
  try {
    const data = parseYaml(match[1]!) as Record<string, unknown> | null;
    return {
      id: typeof data?.id === 'string' ? data.id : undefined,
      slug: typeof data?.slug === 'string' ? data.slug : undefined,
      ...(data?.draft === true ? { draft: true } : {}),
    };
  } catch {
    return {};
  }
}

/**
 * `tutorials/basic-types.md` -> id `tutorials/basic-types`, route `/docs/tutorials/basic-types`;
 * a trailing `index` means the folder (`tutorials/index` -> `/docs/tutorials/`).
 */
export function resolveDocIdentity(options: {
  relativePath: string;
  docsPath: string;
  frontMatter: { id?: string; slug?: string };
}): DocIdentity {
  const withoutExt = options.relativePath.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  const dir = withoutExt.includes('/') ? withoutExt.slice(0, withoutExt.lastIndexOf('/')) : '';
  const base = options.frontMatter.id ?? withoutExt.slice(dir ? dir.length + 1 : 0);
  const id = dir ? `${dir}/${base}` : base;
  let routeTail: string;
  const slug = options.frontMatter.slug;
  if (slug !== undefined) {
    routeTail = slug.startsWith('/') ? slug.slice(1) : dir ? `${dir}/${slug}` : slug;
  } else {
    routeTail = id === 'index' ? '' : id.endsWith('/index') ? id.slice(0, -'index'.length) : id;
  }
  return { id, path: `${options.docsPath}/${routeTail}`.replace(/\/{2,}/g, '/') };
}
