import type { PageData } from '@sitegen/runtime/types.ts';
import { loadOnce } from '@sitegen/runtime/loadOnce.ts';
import { laterParts } from '../laterParts.ts';

const pageCode = loadOnce(() => import('./pageParts.ts'));

/** Loads the page parts' code once; a failed load is tried again by the next call. */
export const loadPageParts = pageCode.load;

/** The page parts, once loaded: a page that renders them before `loadPageCode` resolved is our bug. */
export function pageParts(): typeof import('./pageParts.ts') {
  if (!pageCode.value) throw new Error('The page parts were rendered before their code loaded (see loadPageCode).');
  return pageCode.value;
}

/** Page types whose static parts are rendered by pageParts' code. */
const typesWithParts = new Set<PageData['type']>(['doc', 'home', 'api', 'apiRoot', 'apiChanges']);

/**
 * What must load before `page` renders from its data (not one that keeps its prerendered HTML):
 * the page parts' code for a page with static parts, and the later parts' code (laterParts.ts),
 * without which a page rendered afresh would show its later parts empty until it came. The client
 * awaits it before a first render and with each route's data; undefined when nothing is needed.
 */
export function loadPageCode(page: PageData): Promise<unknown> | undefined {
  if ('fromHtml' in page && page.fromHtml) return undefined;
  return Promise.all([typesWithParts.has(page.type) ? loadPageParts() : undefined, laterParts.load()]);
}
