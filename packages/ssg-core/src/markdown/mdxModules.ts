// Which MDX imports sitegen understands, and what each imported name is: Docusaurus's theme
// components, Nextra's `nextra/components`, and the site's own components folder
// (`docs.components` in site.config.ts). The imported local names become those components.
import path from 'node:path';

/** A component an import may bring in: a built-in one of a dialect, or one of the site's own. */
export interface ImportedComponent {
  source: 'docusaurus' | 'nextra' | 'site';
  /** `Tabs`, `Callout`, …; for the site, the component's file name. */
  name: string;
}

/** The site's own MDX components: a folder of the site, each file one component named after it. */
export interface SiteComponents {
  /** The folder, relative to the site root, e.g. `src/components`. */
  dir: string;
  /** The components' names (their files' names without extension). */
  names: string[];
}

/** `@theme/X` modules and the component each one's default export is. */
export const docusaurusModules: Record<string, string> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
};

/** Named exports of `nextra/components` sitegen provides. */
export const nextraComponents = ['Tabs', 'Tab', 'Callout', 'Steps', 'Cards', 'Card', 'FileTree'];

export const NEXTRA_MODULE = 'nextra/components';

/**
 * What `import … from specifier` brings in, by imported name (`default` for a default import),
 * or undefined when sitegen does not know the module. `file` is the doc's path from the site root.
 */
export function resolveImport(options: {
  specifier: string;
  imported: string;
  file: string;
  siteComponents: SiteComponents | undefined;
}): ImportedComponent | undefined {
  const { specifier, imported, file, siteComponents } = options;
  const docusaurus = docusaurusModules[specifier];
  if (docusaurus) return imported === 'default' ? { source: 'docusaurus', name: docusaurus } : undefined;
  if (specifier === NEXTRA_MODULE)
    return nextraComponents.includes(imported) ? { source: 'nextra', name: imported } : undefined;
  if (!siteComponents) return undefined;
  // `@site/` is Docusaurus's name for the site root; any other specifier is relative to the doc.
  const target = specifier.startsWith('@site/')
    ? specifier.slice('@site/'.length)
    : specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(file), specifier)
      : undefined;
  if (target === undefined) return undefined;
  const dir = path.posix.normalize(siteComponents.dir).replace(/\/$/, '');
  const normalized = path.posix.normalize(target).replace(/\.[jt]sx?$/, '');
  // `…/components/Name` (its default export) or `…/components` (a named export per file).
  const name =
    path.posix.dirname(normalized) === dir && imported === 'default'
      ? path.posix.basename(normalized)
      : normalized === dir && imported !== 'default'
        ? imported
        : undefined;
  return name !== undefined && siteComponents.names.includes(name) ? { source: 'site', name } : undefined;
}

/** The modules an import may name, for hints. */
export function knownModules(siteComponents: SiteComponents | undefined): string {
  const site = siteComponents
    ? `, and the site's components in ${siteComponents.dir} (${siteComponents.names.join(', ') || 'none yet'})`
    : '';
  return `${Object.keys(docusaurusModules).join(', ')}, ${NEXTRA_MODULE} (${nextraComponents.join(', ')})${site}`;
}
