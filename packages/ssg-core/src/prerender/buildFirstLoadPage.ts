import type { PageData, SidebarItem, TreeNode } from '@sitegen/runtime/types.ts';
import { packSidebar } from '@sitegen/runtime/sidebarChunk.ts';
import type { ApiRootView } from '@sitegen/theme/api/apiView.ts';
import { opensOnArrival } from '@sitegen/theme/layout/opensOnArrival.ts';
import { THEME_COMPONENT_NAMES } from '@sitegen/theme/content/themeComponentNames.ts';

/**
 * The components a static part may hold: Admonition, ScrollArea and MDX's Callout, Steps, Cards
 * and FileTree (its folders are `<details>`) do nothing in the browser
 * (watchScrollAreas, started by the layout, keeps scroll areas' tab stops from the DOM), and
 * activateCodeBlocks brings Tabs, CodeBlock (live samples included) and Playground back to life.
 * A tree with any other is rendered by React on a first load too, from its page data chunk.
 */
const FROM_HTML_COMPONENTS = new Set<string>(THEME_COMPONENT_NAMES);

function onlyFromHtmlComponents(nodes: TreeNode[]): boolean {
  return nodes.every((node) => {
    if (typeof node === 'string') return true;
    const [tag, , ...children] = node;
    return (!/^[A-Z]/.test(tag) || FROM_HTML_COMPONENTS.has(tag)) && onlyFromHtmlComponents(children);
  });
}

/**
 * What a page's HTML carries for its first load, inlined as JSON: the page's data without its
 * static parts (markdown bodies, API signatures and docs, the API root's listing, the home page),
 * which the browser keeps from the prerendered DOM (StaticPart). Undefined when the page needs its
 * data chunk.
 */
export function buildFirstLoadPage(page: PageData): PageData | undefined {
  switch (page.type) {
    case 'doc':
      return onlyFromHtmlComponents(page.tree) ? { ...page, tree: [], fromHtml: true } : undefined;
    case 'home': {
      // The whole page is a static part: its logo and cards are in the HTML too.
      const { logoSvg: _, explore: __, ...rest } = page;
      return onlyFromHtmlComponents(page.tree) ? { ...rest, tree: [], fromHtml: true } : undefined;
    }
    case 'api':
      // API docs are markdown trees inside the item's view: any component but these keeps the chunk.
      return onlyFromHtmlComponents(treesOf(page.item)) ? { ...page, item: null, fromHtml: true } : undefined;
    case 'apiRoot': {
      const root = page.root as ApiRootView;
      // The root's kind filter is rendered by React: its buttons' counts stay; the types page keeps nothing.
      return onlyFromHtmlComponents(treesOf(root))
        ? { ...page, root: root.part === 'index' ? { kinds: root.kinds } : {}, fromHtml: true }
        : undefined;
    }
    case 'apiChanges':
      // Entries, links and headings only.
      return { ...page, changes: null, fromHtml: true };
    case 'search':
    case 'notFound':
      return page;
  }
}

/** Every element node with a capitalised tag anywhere in a view (the view's trees, found by shape). */
function treesOf(value: unknown): TreeNode[] {
  const found: TreeNode[] = [];
  const visit = (v: unknown) => {
    if (!v || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      // A component's tag is a name and its props an object: a signature's code (`["f(context: ", [name, href], ...]`) is not one.
      const props = v[1] as unknown;
      if (
        typeof v[0] === 'string' &&
        /^[A-Z]\w*$/.test(v[0]) &&
        (props === null || (typeof props === 'object' && !Array.isArray(props)))
      )
        found.push(v as TreeNode);
      v.forEach(visit);
      return;
    }
    Object.values(v).forEach(visit);
  };
  visit(value);
  return found;
}

const firstLoadJson = new WeakMap<PageData, string | null>();

/**
 * buildFirstLoadPage's result as the HTML inlines it (JSON with `<` escaped, so that it cannot end
 * the script element), made once per page object: page data is never changed once built, and in
 * `sitegen dev` most pages' data come back from the memo as the same objects on every rebuild.
 */
export function firstLoadPageJson(page: PageData): string | undefined {
  let json = firstLoadJson.get(page);
  if (json === undefined) {
    const data = buildFirstLoadPage(page);
    firstLoadJson.set(page, (json = data ? JSON.stringify(data).replace(/</g, '\\u003c') : null));
  }
  return json ?? undefined;
}

/**
 * A first load's sidebar: what it shows on `path`. A closed category's items are not in the page
 * (Collapsible renders them on first open): they are cut, and come with the sidebar's chunk when
 * the reader opens one (RuntimeApi.completeSidebar). The API sidebar's chunk is 2.4 KB gzip.
 */
export function buildFirstLoadSidebar(items: SidebarItem[], path: string): SidebarItem[] {
  return items.map((item) => {
    if (item.type !== 'category' || item.items.length === 0) return item;
    return opensOnArrival(item, path)
      ? { ...item, items: buildFirstLoadSidebar(item.items, path) }
      : { ...item, items: [], cut: true };
  });
}

const sidebarJsons = new WeakMap<SidebarItem[], Map<string, string>>();

/**
 * buildFirstLoadSidebar's result, packed as the sidebar's chunk is, as the HTML inlines it. It
 * depends on which categories open on the path alone: made once per sidebar and set of them (the
 * API's hundreds of pages share a handful), not once per page.
 */
export function firstLoadSidebarJson(items: SidebarItem[], path: string): string {
  const open = openCategories(items, path).join(' ');
  let byOpen = sidebarJsons.get(items);
  if (!byOpen) sidebarJsons.set(items, (byOpen = new Map()));
  let json = byOpen.get(open);
  if (json === undefined)
    byOpen.set(open, (json = JSON.stringify(packSidebar(buildFirstLoadSidebar(items, path))).replace(/</g, '\\u003c')));
  return json;
}

/** The categories buildFirstLoadSidebar keeps open on `path`, by their positions (`3`, `3.1`). */
function openCategories(items: SidebarItem[], path: string): string[] {
  // opensOnArrival's test, with "holds the page" looked up instead of searched for on each page.
  const holding = categoriesHolding(items).get(path);
  const open = (list: SidebarItem[], prefix: string): string[] =>
    list.flatMap((item, i) =>
      item.type === 'category' &&
      item.items.length > 0 &&
      (item.href === path || item.collapsed === false || holding?.has(item))
        ? [`${prefix}${i}`, ...open(item.items, `${prefix}${i}.`)]
        : [],
    );
  return open(items, '');
}

const holdingBySidebar = new WeakMap<SidebarItem[], Map<string, Set<SidebarItem>>>();

/** For each path the sidebar links, the categories that hold it at any depth. */
function categoriesHolding(items: SidebarItem[]): Map<string, Set<SidebarItem>> {
  let index = holdingBySidebar.get(items);
  if (index) return index;
  index = new Map();
  const walk = (list: SidebarItem[], chain: SidebarItem[]) => {
    for (const item of list) {
      if (item.href) index!.set(item.href, new Set([...(index!.get(item.href) ?? []), ...chain]));
      if (item.type === 'category') walk(item.items, [...chain, item]);
    }
  };
  walk(items, []);
  holdingBySidebar.set(items, index);
  return index;
}
