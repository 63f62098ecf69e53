// The components that render the API pages' static parts from their data. A first load keeps
// those parts' HTML (StaticPart), so this code is no part of it: loadPageParts loads it for the
// pages that render from data (navigations, the prerender).
export { ApiItem } from '../api/ApiItem.tsx';
export { ApiRootIntro, ApiRootListing } from '../api/ApiRootParts.tsx';
export { ApiChanges } from '../api/ApiChanges.tsx';
