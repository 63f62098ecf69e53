// The twin of a page without a markdown file (an API page, the home page), from the data its HTML is made from. Loaded only when a twin is not in the memo.
import type { Root } from 'mdast';
import type { PageData, SiteData } from '@sitegen/runtime/types.ts';
import type { ApiChangesView, ApiItemView, ApiRootView } from '@sitegen/theme/api/apiView.ts';
import { apiChangesToMdast, apiItemToMdast, apiRootToMdast } from './apiToMarkdown.ts';
import { formatMarkdown, type FormattedMarkdown } from './formatMarkdown.ts';
import { treeToMdast } from './treeToMdast.ts';

export function renderTwin(options: { site: SiteData; page: PageData; pageUrl: string }): FormattedMarkdown {
  const { site, page, pageUrl } = options;
  const { trailingSlash } = site;
  const description = page.head.description;
  let tree: Root;
  if (page.type === 'api') tree = apiItemToMdast(page.item as ApiItemView, description);
  else if (page.type === 'apiRoot') tree = apiRootToMdast(page.root as ApiRootView);
  else if (page.type === 'apiChanges') tree = apiChangesToMdast(page.changes as ApiChangesView);
  else if (page.type === 'home') {
    const hero: Root['children'] = [
      { type: 'heading', depth: 1, children: [{ type: 'text', value: site.title }] },
      { type: 'paragraph', children: [{ type: 'text', value: site.tagline }] },
    ];
    tree = { type: 'root', children: [...hero, ...treeToMdast(page.tree)] };
  } else throw new Error(`A ${page.type} page has no markdown twin.`);
  return formatMarkdown(tree, { pageUrl, site, trailingSlash });
}
