// The code that renders pages' static parts (a doc, the home page, an API page's content) from
// their data. A first load keeps those parts' HTML (StaticPart), so this code is no part of it:
// loadPageParts loads it for the pages that render from data (navigations, the prerender), and
// to make a first load's code blocks live.
export { ApiItem } from '../api/ApiItem.tsx';
export { ApiRootIntro, ApiRootListing } from '../api/ApiRootParts.tsx';
export { ApiChanges } from '../api/ApiChanges.tsx';
export { HomeContent } from './HomeContent.tsx';
export { DocContent } from './DocContent.tsx';
// Markdown from its data, and the code blocks of prerendered HTML made live (activateContent).
export { renderTree } from '../content/renderTree.tsx';
export { contentComponents } from '../content/contentComponents.ts';
export { activateCodeBlocks } from '../content/activateCodeBlocks.tsx';
