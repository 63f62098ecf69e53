import { SEARCH_INDEX_VERSION, type SearchDoc, type SearchIndexData } from '@sitegen/theme/search/searchTypes.ts';
import { siteUrl } from '@sitegen/runtime/siteUrl.ts';
import { buildSearchDocs, type SearchSources } from './buildSearchDocs.ts';

export const SEARCH_INDEX_FILE = 'search-index.json';

export interface SearchIndexFile {
  /** Path inside the output folder: `search-index.json`. */
  file: string;
  /** URL the browser fetches it from. */
  url: string;
  json: string;
  data: SearchIndexData;
}

/**
 * The search index as one static JSON file. Any doc's text changes it, so it keeps its name and
 * browsers revalidate it, as the route table: named by its hash, it would change the app data,
 * which names it, and so every page's HTML. It holds the documents only: the browser builds the
 * MiniSearch index from them, which measured smaller to download and about as fast as loading a
 * serialised index.
 */
export function buildSearchIndex(options: SearchSources & { baseUrl: string }): SearchIndexFile {
  return createSearchIndexFile(buildSearchDocs(options), options.baseUrl);
}

/** The index file of search documents made beforehand. */
export function createSearchIndexFile(docs: SearchDoc[], baseUrl: string, versions?: string[]): SearchIndexFile {
  const data: SearchIndexData = { version: SEARCH_INDEX_VERSION, docs, ...(versions ? { versions } : {}) };
  const json = JSON.stringify(data);
  return { file: SEARCH_INDEX_FILE, url: siteUrl(baseUrl, SEARCH_INDEX_FILE), json, data };
}
