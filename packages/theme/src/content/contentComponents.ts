// The components a rendered markdown tree may name; pass to renderTree.
import type { TreeComponents } from './renderTree.tsx';
import { Admonition } from './Admonition.tsx';
import { Callout } from './Callout.tsx';
import { Cards } from './Cards.tsx';
import { FileTree } from './FileTree.tsx';
import { Steps } from './Steps.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { ContentLink } from './ContentLink.tsx';
import { TabItem, Tabs } from './Tabs.tsx';
import { Playground } from '../live/Playground.tsx';
import { ScrollArea } from '../scrollArea/ScrollArea.tsx';
import { siteComponents } from './siteComponents.ts';
import type { THEME_COMPONENT_NAMES } from './themeComponentNames.ts';

const themeComponents = {
  Admonition,
  Callout,
  Cards,
  CodeBlock,
  FileTree,
  Playground,
  ScrollArea,
  Steps,
  Tabs,
  TabItem,
} satisfies Record<(typeof THEME_COMPONENT_NAMES)[number], unknown>;

export const contentComponents: TreeComponents = {
  // The theme's own names win (loadSiteComponents.ts refuses a site component named like one).
  ...siteComponents,
  ...themeComponents,
  a: ContentLink,
};

let siteNames: string[] = [];

/** The site's components for the prerender, in place of the last site's (one process may build several). */
export function setSiteComponents(components: TreeComponents): void {
  for (const name of siteNames) delete contentComponents[name];
  Object.assign(contentComponents, components);
  siteNames = Object.keys(components);
}
