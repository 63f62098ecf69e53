// The site's own MDX components by name (`docs.components` in site.config.ts). None in the theme:
// the client bundle gives this module the site's files instead (bundleClient.ts), so that they
// load with the page parts' code; the prerender adds them before it renders (renderPage.tsx).
import type { TreeComponents } from './renderTree.tsx';

export const siteComponents: TreeComponents = {};
