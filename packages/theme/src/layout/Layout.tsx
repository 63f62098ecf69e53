import type { ReactNode } from 'react';
import type { PageData, SidebarItem, SiteData } from '@sitegen/runtime/types.ts';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Navbar } from './Navbar.tsx';
import { Footer } from './Footer.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TableOfContents } from './TableOfContents.tsx';

interface Props {
  site: SiteData;
  path: string;
  page: PageData;
  sidebar?: SidebarItem[];
  children: ReactNode;
}

export function Layout({ site, path, page, sidebar, children }: Props) {
  const toc = 'toc' in page ? page.toc : [];
  return (
    <>
      <a className="sg-skip-link" href="#__main">
        Skip to main content
      </a>
      {site.announcementBar && <AnnouncementBar bar={site.announcementBar} />}
      <Navbar site={site} path={path} sidebar={sidebar} />
      <div className={`sg-page${sidebar ? ' sg-page--with-sidebar' : ''}`}>
        {sidebar && <Sidebar items={sidebar} path={path} label={page.type === 'doc' ? 'Docs sidebar' : 'API sidebar'} />}
        <main id="__main" className="sg-main" tabIndex={-1}>
          <div className="sg-main__content">{children}</div>
          {toc.length > 0 && <TableOfContents toc={toc} />}
        </main>
      </div>
      <Footer footer={site.footer} />
    </>
  );
}
