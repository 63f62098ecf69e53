import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { lineOfConfigKey } from '../config/formatConfigIssues.ts';
import { CONFIG_FILE } from '../config/schema.ts';
import { createDiagnostic, type Diagnostic, UsageError } from '../diagnostics.ts';
import { readIdentityFields, resolveDocIdentity } from './docIdentity.ts';

/** A markdown (`.md`) or MDX (`.mdx`) file read from disk, before rendering. */
export interface DocSource {
  id: string;
  /** Route path. */
  path: string;
  /** Path relative to the site root, for messages and edit links. */
  file: string;
  /** Path relative to the docs folder, e.g. `tutorials/basic-types.md`. */
  relativePath: string;
  source: string;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads every `**\/*.md` and `**\/*.mdx` under the docs folder; unreadable files become diagnostics.
 * Drafts (`draft: true`) are left out unless `includeDrafts` (dev) asks for them: their ids are
 * listed so that a sidebar may still name them.
 */
export function loadDocs(options: {
  rootDir: string;
  contentDir: string;
  docsPath: string;
  includeDrafts?: boolean;
  /** The config's text, to point at its `contentDir` line when the folder is not there. */
  configSource?: string;
}): {
  docs: DocSource[];
  draftIds: Set<string>;
  diagnostics: Diagnostic[];
} {
  const dir = path.join(options.rootDir, options.contentDir);
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new UsageError([
      createDiagnostic('error', 'config/content-dir', `The docs folder "${options.contentDir}" does not exist.`, {
        location: {
          file: CONFIG_FILE,
          line: options.configSource ? lineOfConfigKey(options.configSource, ['docs', 'contentDir']) : undefined,
        },
        hint: `docs.contentDir is relative to the site's root (${options.rootDir}).`,
      }),
    ]);
  const diagnostics: Diagnostic[] = [];
  const docs: DocSource[] = [];
  const draftIds = new Set<string>();
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.replace(/\\/g, '/'))
    .filter((f) => /\.mdx?$/.test(f))
    .sort();
  for (const relativePath of files) {
    const file = `${options.contentDir}/${relativePath}`;
    const bytes = readFileSync(path.join(dir, relativePath));
    let source: string;
    try {
      source = utf8.decode(bytes);
    } catch {
      diagnostics.push(
        createDiagnostic('error', 'content/encoding', 'File is not valid UTF-8.', { location: { file } }),
      );
      continue;
    }
    if (source.trim() === '') {
      diagnostics.push(createDiagnostic('error', 'content/empty', 'File is empty.', { location: { file } }));
      continue;
    }
    const fields = readIdentityFields(source);
    const identity = resolveDocIdentity({ relativePath, docsPath: options.docsPath, frontMatter: fields });
    if (fields.draft && !options.includeDrafts) {
      draftIds.add(identity.id);
      continue;
    }
    docs.push({ ...identity, file, relativePath, source });
  }
  return { docs, draftIds, diagnostics };
}
