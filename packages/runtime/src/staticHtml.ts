// A page's static parts (markdown bodies, API signatures and docs, the API root's listing) are
// not rebuilt from data on a first load: React adopts the DOM they were prerendered into. Their
// HTML is read here before hydration, by the id each part carries in `data-static`.

const captured = new Map<string, string>();

/** Reads the inner HTML of every prerendered static part under `root`; call before hydrating it. */
export function captureStaticHtml(root: Element): void {
  for (const element of root.querySelectorAll('[data-static]'))
    captured.set(element.getAttribute('data-static')!, element.innerHTML);
}

/** The prerendered inner HTML of a static part, as the first load found it. */
export function staticHtmlOf(id: string): string | undefined {
  return captured.get(id);
}

/** The id of the JSON script holding a first load's page data (the page without its static parts). */
export const PAGE_DATA_ID = '__sitegen_page';

/** The id of the JSON script holding a first load's sidebar as it shows (packed, its closed categories cut). */
export const SIDEBAR_DATA_ID = '__sitegen_sidebar';
