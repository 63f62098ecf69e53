import { useEffect, type ReactNode } from 'react';
import { siteUrl } from '@sitegen/runtime/siteUrl.ts';
import type { PageData, SidebarItem, SiteData } from '@sitegen/runtime/types.ts';
import { Navbar } from './Navbar.tsx';
import { Sidebar } from './Sidebar.tsx';
import { SkipLink, MAIN_ID } from './SkipLink.tsx';
import {
  AnnouncementBar,
  ApiVersionBanner,
  CopyPageButton,
  Footer,
  TableOfContents,
  TocCollapsible,
} from '../laterParts.ts';
import { markdownTwinFile } from '@sitegen/runtime/markdownTwin.ts';
import { watchScrollAreas } from '../scrollArea/watchScrollAreas.ts';

interface Props {
  site: SiteData;
  path: string;
  page: PageData;
  sidebar?: SidebarItem[];
  children: ReactNode;
}

export function Layout({ site, path, page, sidebar, children }: Props) {
  // Tables and code that fit their column take no tab stop; those that overflow keep one.
  useEffect(() => watchScrollAreas(document.body), []);
  const toc = 'toc' in page ? page.toc : [];
  const sidebarLabel = page.type === 'doc' ? 'Docs sidebar' : 'API sidebar';
  // An item's page and the roots' pages (the root, its types page) lead to the same page in another API version.
  const apiItem =
    page.type === 'api'
      ? { versionLinks: page.versionLinks ?? {} }
      : page.type === 'apiRoot'
        ? { versionLinks: {} }
        : undefined;
  return (
    <>
      <SkipLink />
      {site.announcementBar && <AnnouncementBar bar={site.announcementBar} />}
      <Navbar site={site} path={path} sidebar={sidebar} sidebarLabel={sidebarLabel} apiItem={apiItem} />
      <div className={`sg-page${sidebar ? ' sg-page--with-sidebar' : ''}`}>
        {sidebar && (
          <div className="sg-page__sidebar">
            <Sidebar key={sidebarLabel} items={sidebar} path={path} label={sidebarLabel} />
          </div>
        )}
        {/* A grid whose columns are fixed by the class, not by which children have been parsed
            yet, so that the content does not move when the TOC column arrives. */}
        <main
          id={MAIN_ID}
          className={`sg-main sg-main--${page.type}${toc.length > 0 ? ' sg-main--with-toc' : ''}`}
          tabIndex={-1}
        >
          <div className="sg-main__content">
            {(page.type === 'doc' || page.type === 'api' || page.type === 'apiRoot') && (
              <CopyPageButton href={siteUrl(site.baseUrl, markdownTwinFile(path))} />
            )}
            {toc.length > 0 && <TocCollapsible key={path} toc={toc} />}
            {(page.type === 'api' || page.type === 'apiRoot') && (
              <ApiVersionBanner site={site} path={path} apiItem={apiItem} />
            )}
            {children}
          </div>
          {toc.length > 0 && (
            <div className="sg-main__toc">
              <TableOfContents toc={toc} />
            </div>
          )}
        </main>
      </div>
      <Footer footer={site.footer} />
    </>
  );
}
