// The `api` sidebar: Overview and the types page, then one category per kind. The long runs of look-alike
// names that the config names (`api.sidebarGroups`, e.g. a package's validation rules) get a
// sub-category each, first in their kind; the other functions are grouped by their `@category`.
import { apiItemPath, apiTypesPath } from '@sitegen/runtime/routePath.ts';
import type { SidebarItem } from '@sitegen/runtime/types.ts';
import type { ApiItem, ApiItemKind, ApiModel } from '../../typedoc/ApiModel.ts';

const kindTitles: [ApiItemKind, string][] = [
  ['class', 'Classes'],
  ['enum', 'Enumerations'],
  ['function', 'Functions'],
  ['interface', 'Interfaces'],
];

/** A sub-category of a kind: the items whose names end in `suffix`. */
export interface ApiSidebarGroup {
  kind: ApiItemKind;
  label: string;
  suffix: string;
}

export function buildApiSidebar(
  model: ApiModel,
  apiPath: string,
  sidebarGroups: ApiSidebarGroup[] = [],
): SidebarItem[] {
  const subgroups = sidebarGroups.map((g) => ({ ...g, test: (name: string) => name.endsWith(g.suffix) }));
  const link = (i: ApiItem): SidebarItem => ({ type: 'link', label: i.name, href: apiItemPath(apiPath, i) });
  return [
    { type: 'link', label: 'Overview', href: apiPath },
    { type: 'link', label: 'Types and constants', href: apiTypesPath(apiPath) },
    // A kind the package has no item of gets no category; a sub-category, only when something is in it;
    // the functions are grouped by `@category` only when some have one.
    ...kindTitles.flatMap(([kind, label]): SidebarItem[] => {
      const items = model.items.filter((i) => i.kind === kind);
      if (!items.length) return [];
      const groups = subgroups.filter((g) => g.kind === kind && items.some((i) => g.test(i.name)));
      const grouped = (i: ApiItem) => groups.some((g) => g.test(i.name));
      const rest = items.filter((i) => !grouped(i));
      const byCategory =
        kind === 'function' && rest.some((i) => i.category)
          ? [...new Set(rest.map((i) => i.category ?? 'Other'))].sort()
          : [];
      const category: SidebarItem = {
        type: 'category',
        label,
        items: [
          ...groups.map(
            (g): SidebarItem => ({
              type: 'category',
              label: g.label,
              items: items.filter((i) => g.test(i.name)).map(link),
            }),
          ),
          ...byCategory.map(
            (c): SidebarItem => ({
              type: 'category',
              label: c,
              items: rest.filter((i) => (i.category ?? 'Other') === c).map(link),
            }),
          ),
          ...(byCategory.length ? [] : rest.map(link)),
        ],
      };
      return [category];
    }),
  ];
}
