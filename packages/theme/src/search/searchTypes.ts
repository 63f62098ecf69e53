// The search index as shipped to the browser: built by ssg-core, read by the search dialog.
// Field names are one letter because the file is downloaded; gzip takes care of the rest.

/** What a search document stands for; also the group and the badge it shows with. */
export type SearchKind =
  | 'class'
  | 'enum'
  | 'function'
  | 'interface'
  | 'typeAlias'
  | 'variable'
  | 'method'
  | 'property'
  | 'accessor'
  | 'enumMember'
  | 'section';

export interface SearchDoc {
  /** Name: an export, a member (without its owner) or a tutorial heading. */
  n: string;
  k: SearchKind;
  /** URL path with the anchor, e.g. `/api/my-lib/class/Parser#parseFile`. */
  u: string;
  /** Parent: the owning export of a member, the page title of a tutorial section. */
  p?: string;
  /** Signature text of API entries, e.g. `parse(source: string, ...): Tree`. */
  s?: string;
  /** Plain text: an API summary or a tutorial section's text. */
  t?: string;
  /** Functions and methods: names of the types they return. */
  r?: string[];
  /** Functions and methods: names of the types they take (directly or inside an options object). */
  a?: string[];
  /** The API version of an API entry, as an index into `SearchIndexData.versions`; absent for the latest and for tutorials. */
  v?: number;
}

export interface SearchIndexData {
  /** Bump when the shape changes. */
  version: 1;
  docs: SearchDoc[];
  /** The API versions' labels (e.g. `17.1.0`, `16.15.0`), the latest first; absent with one version. */
  versions?: string[];
}

export const SEARCH_INDEX_VERSION = 1;

/** The result groups, in the order they show. */
export type SearchGroup = 'API' | 'Tutorials';

export function groupOf(kind: SearchKind): SearchGroup {
  return kind === 'section' ? 'Tutorials' : 'API';
}
