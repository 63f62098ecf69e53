import { laterCode } from '@sitegen/runtime/laterCode.tsx';

/**
 * What a first paint and the hydration of the rest of a page do without: the layout's copy-page
 * button, announcement bar, footer and navbar menus, and the pages of the rarer types. Prerendered
 * in full; a first load loads their code as hydration reaches them, in one chunk.
 */
export const laterParts = laterCode(() => import('./laterPartsCode.ts'));

export const CopyPageButton = laterParts.part('CopyPageButton');
export const AnnouncementBar = laterParts.part('AnnouncementBar');
export const Footer = laterParts.part('Footer');
export const VersionDropdown = laterParts.part('VersionDropdown');
export const LocaleDropdown = laterParts.part('LocaleDropdown');
export const ColorModeToggle = laterParts.part('ColorModeToggle');
export const TableOfContents = laterParts.part('TableOfContents');
export const TocCollapsible = laterParts.part('TocCollapsible');
export const ApiVersionBanner = laterParts.part('ApiVersionBanner');
export const NotFoundPage = laterParts.part('NotFoundPage');
export const ApiRootPage = laterParts.part('ApiRootPage');
export const ApiChangesPage = laterParts.part('ApiChangesPage');
export const SearchPage = laterParts.part('SearchPage');
export const SearchButton = laterParts.part('SearchButton');
