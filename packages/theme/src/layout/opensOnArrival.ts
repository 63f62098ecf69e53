// Which sidebar categories a page shows open: the sidebar's state on arrival, and what a first
// load's HTML carries of the sidebar (buildFirstLoadSidebar). No React here: the build imports it.
import type { SidebarItem } from '@sitegen/runtime/types.ts';

export type Category = Extract<SidebarItem, { type: 'category' }>;

/** True when the category holds the current page, at any depth. */
export function containsPath(items: SidebarItem[], path: string): boolean {
  return items.some((item) =>
    item.type === 'link' ? item.href === path : item.href === path || containsPath(item.items, path),
  );
}

/** Whether a category is open when a page shows: it holds the page, is the page, or starts open. */
export function opensOnArrival(item: Category, path: string): boolean {
  return item.href === path || item.collapsed === false || containsPath(item.items, path);
}
