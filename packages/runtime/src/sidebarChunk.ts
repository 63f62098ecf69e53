import type { SidebarItem } from './types.ts';

/**
 * A sidebar as its chunk holds it. A category whose links mostly end in their own label (the API
 * sidebar: `/api/my-lib/class/Parser` labelled `Parser`) names that common
 * prefix once, as `linkPrefix`, and writes each such link as its label alone. The API sidebar's
 * chunk is a quarter of its plain JSON size once compressed, and it is part of every API page's first load.
 */
export type PackedSidebarItem =
  | string
  | Exclude<SidebarItem, { type: 'category' }>
  | (Omit<Extract<SidebarItem, { type: 'category' }>, 'items'> & { items: PackedSidebarItem[]; linkPrefix?: string });

/** The most common prefix left when the label is cut from the end of a link's href, if at least two links share it. */
function commonLinkPrefix(items: SidebarItem[]): string | undefined {
  const counts = new Map<string, number>();
  for (const item of items) {
    if (item.type !== 'link' || item.docId || item.className || !item.href.endsWith(item.label)) continue;
    const prefix = item.href.slice(0, item.href.length - item.label.length);
    counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  const [prefix, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  return prefix !== undefined && count! >= 2 ? prefix : undefined;
}

/** The build's side: a sidebar packed for its chunk. */
export function packSidebar(items: SidebarItem[], linkPrefix?: string): PackedSidebarItem[] {
  return items.map((item): PackedSidebarItem => {
    if (item.type === 'category') {
      const prefix = commonLinkPrefix(item.items);
      return {
        ...item,
        items: packSidebar(item.items, prefix),
        ...(prefix === undefined ? {} : { linkPrefix: prefix }),
      };
    }
    const plain = linkPrefix !== undefined && !item.docId && !item.className;
    return plain && item.href === linkPrefix + item.label ? item.label : item;
  });
}

/** The browser's side: the sidebar a packed chunk stands for. */
export function unpackSidebar(items: PackedSidebarItem[], linkPrefix = ''): SidebarItem[] {
  return items.map((item): SidebarItem => {
    if (typeof item === 'string') return { type: 'link', label: item, href: linkPrefix + item };
    if (item.type !== 'category') return item;
    const { linkPrefix: prefix, items: children, ...category } = item;
    return { ...category, items: unpackSidebar(children, prefix) };
  });
}
