import { createHash } from 'node:crypto';
import { SEARCH_INDEX_VERSION, type SearchDoc, type SearchIndexData } from '@sitegen/theme/search/searchTypes.ts';
import { buildSearchDocs, type SearchSources } from './buildSearchDocs.ts';

export interface SearchIndexFile {
  /** Path inside the output folder, e.g. `assets/search-index-1a2b3c4d.json`. */
  file: string;
  /** URL the browser fetches it from. */
  url: string;
  json: string;
  data: SearchIndexData;
}

/**
 * The search index as one static JSON file named by its content hash (cached forever by
 * browsers). It holds the documents only: the browser builds the MiniSearch index from them,
 * which measured smaller to download and about as fast as loading a serialised index.
 */
export function buildSearchIndex(options: SearchSources & { baseUrl: string }): SearchIndexFile {
  return createSearchIndexFile(buildSearchDocs(options), options.baseUrl);
}

/** The index file of search documents made beforehand. */
export function createSearchIndexFile(docs: SearchDoc[], baseUrl: string, versions?: string[]): SearchIndexFile {
  const data: SearchIndexData = { version: SEARCH_INDEX_VERSION, docs, ...(versions ? { versions } : {}) };
  const json = JSON.stringify(data);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
  const file = `assets/search-index-${hash}.json`;
  return { file, url: baseUrl + file, json, data };
}
