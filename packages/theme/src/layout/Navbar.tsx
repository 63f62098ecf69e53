import { useCallback, useEffect, useRef, useState } from 'react';
import type { SidebarItem, SiteData } from '@sitegen/runtime/types.ts';
import { Link } from '@sitegen/runtime/Link.tsx';
import { preferredVersionKey } from './preferredVersionKey.ts';
import { ColorModeToggle, LocaleDropdown, SearchButton, VersionDropdown } from '../laterParts.ts';
import { writeStorage } from '@sitegen/runtime/storage.ts';
import { apiVersionLinks } from '../api/apiVersionLinks.ts';
import { lazyWithLoader } from '@sitegen/runtime/Loader.tsx';
import { useHideOnScroll } from './useHideOnScroll.ts';
import { GitHubIcon } from './icons.tsx';
import { Sidebar } from './Sidebar.tsx';

// The panel is code only narrow screens run: loaded when such a screen is idle, or on the first
// sign of intent, so that it opens at once; a wide screen never loads it.
const MobileNavPanel = lazyWithLoader(
  () => import('./MobileNavPanel.tsx').then((m) => ({ default: m.MobileNavPanel })),
  {
    name: 'the navigation panel',
  },
);
const warmUpMobilePanel = () => MobileNavPanel.preload();

/** The widest window that still uses the mobile navigation (the spec's breakpoint). */
const MOBILE_MAX_WIDTH = 996;

interface Props {
  site: SiteData;
  path: string;
  sidebar?: SidebarItem[];
  /** Accessible name of the page's sidebar, shown again in the mobile panel. */
  sidebarLabel?: string;
  /** On an API item's page: where the version menu goes in the versions whose path for it is not the same under their roots. */
  apiItem?: { versionLinks: Record<string, string> };
}

/** The section a navbar link stands for is current when the path is inside it. */
function isActive(href: string, path: string): boolean {
  const base = href.endsWith('/') ? href : `${href}/`;
  return path === href || path.startsWith(base);
}

export function Navbar({ site, path, sidebar, sidebarLabel = 'Sidebar', apiItem }: Props) {
  const { navbar } = site;
  const [mobileOpen, setMobileOpen] = useState(false);
  const hidden = useHideOnScroll(navbar.hideOnScroll && !mobileOpen);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches) return;
    if (typeof requestIdleCallback !== 'function') return void setTimeout(warmUpMobilePanel, 200);
    const idle = requestIdleCallback(warmUpMobilePanel, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, []);
  useEffect(() => {
    // Focus was in the panel, which is gone: give it back to the button that opened it.
    if (wasOpen.current && !mobileOpen && document.activeElement === document.body) {
      toggleButton.current?.focus({ preventScroll: true });
    }
    wasOpen.current = mobileOpen;
  }, [mobileOpen]);

  // The docs start at the first navbar item; the version menu keeps a reader on a doc page there.
  const docsHome = navbar.items[0]?.href ?? '/';
  const versionHref = isActive(docsHome, path) ? path : docsHome;
  // API pages switch between the API's versions; every other page shows the docs' one version.
  const api = apiVersionLinks(site.apiVersions, path, apiItem);
  const { docsVersion } = site;
  const versionMenu = api
    ? { pluginId: api.pluginId, versions: api.links }
    : {
        pluginId: docsVersion.pluginId,
        versions: [{ name: docsVersion.name, label: docsVersion.label, href: versionHref, current: true }],
      };
  const brand = (
    <Link href="/" className="sg-navbar__brand">
      {navbar.logo && <img src={navbar.logo.src} alt={navbar.logo.alt} width={32} height={32} />}
      <b>{navbar.title}</b>
    </Link>
  );
  const itemLinks = navbar.items.map((item) => (
    <li key={item.href}>
      <Link href={item.href} className="sg-navbar__link" aria-current={isActive(item.href, path) ? 'page' : undefined}>
        {item.label}
      </Link>
    </li>
  ));
  const github = (
    <a className="sg-navbar__link sg-navbar__github" href={navbar.githubUrl} target="_blank" rel="noopener noreferrer">
      <GitHubIcon />
      GitHub
    </a>
  );

  return (
    <nav className={`sg-navbar${hidden ? ' sg-navbar--hidden' : ''}`} aria-label="Main">
      <div className="sg-navbar__inner">
        <button
          ref={toggleButton}
          type="button"
          className="sg-icon-button sg-navbar__toggle"
          aria-label="Toggle navigation bar"
          aria-expanded={mobileOpen}
          onClick={() => setMobileOpen(!mobileOpen)}
          onPointerEnter={warmUpMobilePanel}
          onTouchStart={warmUpMobilePanel}
          onFocus={warmUpMobilePanel}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {brand}
        <ul className="sg-navbar__items">{itemLinks}</ul>
        <div className="sg-navbar__right">
          <VersionDropdown {...versionMenu} className="sg-navbar__desktop" />
          <LocaleDropdown locale={site.locale} path={path} className="sg-navbar__desktop" />
          <SearchButton site={site} />
          <div className="sg-navbar__desktop">{github}</div>
          <ColorModeToggle className="sg-navbar__desktop" />
        </div>
      </div>
      {mobileOpen && (
        <MobileNavPanel
          wideQuery={`(min-width: ${MOBILE_MAX_WIDTH + 1}px)`}
          header={
            <>
              {brand}
              <ColorModeToggle />
            </>
          }
          menu={
            <ul className="sg-mobile-nav__menu">
              {itemLinks}
              {versionMenu.versions.map((v) => (
                <li key={v.name}>
                  <Link
                    href={v.href}
                    className="sg-navbar__link"
                    aria-current={v.current && versionMenu.versions.length > 1 ? 'true' : undefined}
                    onClick={() => writeStorage(preferredVersionKey(versionMenu.pluginId), v.name)}
                  >
                    Version: {v.label}
                  </Link>
                </li>
              ))}
              <li>{github}</li>
            </ul>
          }
          sidebar={
            sidebar && <Sidebar items={sidebar} path={path} label={sidebarLabel} className="sg-sidebar--mobile" />
          }
          close={closeMobile}
        />
      )}
    </nav>
  );
}
