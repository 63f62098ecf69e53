// Which API version a path belongs to, and where each version's menu entry goes from it:
// the same item in that version when it has it, else that version's root.
import type { ApiVersionData, ApiVersionsData } from '@sitegen/runtime/types.ts';

export interface VersionLink {
  name: string;
  label: string;
  href: string;
  current: boolean;
}

export interface ApiVersionLinks {
  pluginId: string;
  /** The version the path belongs to. */
  current: ApiVersionData;
  /** The latest version (the one a reader without a preference is sent to). */
  latest: ApiVersionData;
  links: VersionLink[];
}

const trimSlash = (path: string) => path.replace(/\/+$/, '');

/** The menu label of a version: the latest says its number beside its label (`Next (17.1.0)`). */
export function versionLabel(version: ApiVersionData, latest: boolean): string {
  return latest && version.label !== version.version ? `${version.label} (${version.version})` : version.label;
}

/** The index (in `data.versions`) of the API version a path belongs to; 0, the latest, outside the API. */
export function readingVersion(data: ApiVersionsData | undefined, path: string): number {
  const current = apiVersionLinks(data, path)?.current;
  return current ? data!.versions.indexOf(current) : 0;
}

/**
 * The version links of a page under an API root, or undefined elsewhere. `item` is set on a page
 * every version has under its root (a root, its types page, an item's page), with the links that
 * are not the same path under the other root (the build knows them: that version's root when it
 * lacks the item, the item under its other kind); other pages (the changes page) link roots.
 */
export function apiVersionLinks(
  data: ApiVersionsData | undefined,
  path: string,
  item?: { versionLinks: Record<string, string> },
): ApiVersionLinks | undefined {
  if (!data) return undefined;
  const within = (v: ApiVersionData) =>
    path === v.path || path === trimSlash(v.path) || path.startsWith(`${trimSlash(v.path)}/`);
  // The longest root that holds the path: `/api/my-lib/v1/...` is version 1's, though under the latest's root.
  const current = data.versions.filter(within).sort((a, b) => b.path.length - a.path.length)[0];
  if (!current) return undefined;
  const suffix = path.slice(trimSlash(current.path).length);
  const latest = data.versions[0]!;
  const links = data.versions.map((v) => ({
    name: v.name,
    label: versionLabel(v, v === latest),
    href: v === current ? path : !item ? v.path : (item.versionLinks[v.name] ?? trimSlash(v.path) + suffix),
    current: v === current,
  }));
  return { pluginId: data.pluginId, current, latest, links };
}
