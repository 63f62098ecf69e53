// The components of laterParts.ts: no part of a first load's code (see laterCode).
export { CopyPageButton } from './layout/CopyPageButton.tsx';
export { AnnouncementBar } from './layout/AnnouncementBar.tsx';
export { Footer } from './layout/Footer.tsx';
export { VersionDropdown } from './layout/VersionDropdown.tsx';
export { LocaleDropdown } from './layout/LocaleDropdown.tsx';
export { ColorModeToggle } from './layout/ColorModeToggle.tsx';
export { TableOfContents } from './layout/TableOfContents.tsx';
export { TocCollapsible } from './layout/TocCollapsible.tsx';
export { ApiVersionBanner } from './layout/ApiVersionBanner.tsx';
export { NotFoundPage } from './pages/NotFoundPage.tsx';
export { ApiRootPage } from './pages/ApiRootPage.tsx';
export { ApiChangesPage } from './pages/ApiChangesPage.tsx';
export { SearchPage } from './search/SearchPage.tsx';
export { SearchButton } from './search/SearchButton.tsx';
