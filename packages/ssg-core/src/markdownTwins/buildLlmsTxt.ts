// `llms.txt` and `llms-full.txt` (the llmstxt.org convention): the site's title, a one-line summary,
// then one line per page linking its markdown twin, grouped as the sidebars group the pages (a
// section per sidebar, a heading per category); the full file is every twin's text in that order.
import type { NavLink, SidebarItem } from '@sitegen/runtime/types.ts';
import type { MarkdownTwin } from './buildMarkdownTwins.ts';

export interface LlmsTxt {
  /** `llms.txt`: the index. */
  index: string;
  /** `llms-full.txt`: every listed page's markdown. */
  full: string;
  /** Every URL `llms.txt` links to. */
  links: string[];
}

export function buildLlmsTxt(options: {
  site: { title: string; tagline: string; navbar: { items: NavLink[] } };
  /** By name, in the order the site lists them. */
  sidebars: Map<string, SidebarItem[]>;
  /** The home page's route ('/'): it opens the list. */
  homeRoute: string;
  twins: MarkdownTwin[];
  /** Routes built but left out of sidebars, search and the sitemap: left out here too. */
  unlisted: ReadonlySet<string>;
}): LlmsTxt {
  const { site, sidebars } = options;
  const byRoute = new Map(options.twins.map((t) => [t.route, t]));
  const listed = new Set<MarkdownTwin>();
  const lines = [`# ${site.title}`, '', `> ${site.tagline}`, ''];
  const add = (route: string) => {
    const twin = byRoute.get(route);
    if (!twin || options.unlisted.has(route) || listed.has(twin)) return;
    listed.add(twin);
    lines.push(
      `- [${escapeLinkText(twin.title)}](${twin.url})${twin.description ? `: ${oneLine(twin.description)}` : ''}`,
    );
  };
  add(options.homeRoute);

  const walk = (items: SidebarItem[], depth: number) => {
    for (const item of items) {
      if (item.type === 'link') {
        add(item.href);
        continue;
      }
      lines.push('', `${'#'.repeat(depth)} ${item.label}`, '');
      if (item.href) add(item.href);
      walk(item.items, Math.min(depth + 1, 6));
    }
  };
  for (const [name, items] of sidebars) {
    lines.push('', `## ${sidebarTitle(name, items, site.navbar.items)}`, '');
    walk(items, 3);
  }
  const others = options.twins.filter((t) => !listed.has(t) && !options.unlisted.has(t.route));
  if (others.length) {
    lines.push('', '## Other pages', '');
    for (const twin of others) add(twin.route);
  }
  return {
    // Headings follow one another when a category opens with a sub-category: one blank line between blocks.
    index: `${lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()}\n`,
    // Joined by `+`: V8 keeps the text as its parts (the twins, megabytes in all) until it is written or served.
    full: `${[...listed].reduce((text, t, i) => text + (i ? '\n\n' : '') + t.markdown.trimEnd(), '')}\n`,
    links: [...listed].map((t) => t.url),
  };
}

/** The navbar's name for a sidebar (the label of its item that links into it), else the sidebar's name. */
function sidebarTitle(name: string, items: SidebarItem[], navbar: NavLink[]): string {
  const hrefs = new Set<string>();
  const collect = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.href) hrefs.add(item.href);
      if (item.type === 'category') collect(item.items);
    }
  };
  collect(items);
  return navbar.find((link) => hrefs.has(link.href))?.label ?? name;
}

function escapeLinkText(text: string): string {
  return text.replace(/[\\[\]]/g, '\\$&');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
