// Where a page's markdown twin lives: beside its HTML file, with `.md` for `.html`.
import { routeOutputFile } from './routePath.ts';

/** The output file of a route's markdown twin: `/a/b` -> `a/b.md`, `/a/` -> `a/index.md`, `/` -> `index.md`. */
export function markdownTwinFile(routePath: string): string {
  return routeOutputFile(routePath).replace(/\.html$/, '.md');
}

/** The page types that have a markdown twin: the ones with content of their own. */
export const twinPageTypes: ReadonlySet<string> = new Set(['doc', 'api', 'apiRoot', 'apiChanges', 'home']);
