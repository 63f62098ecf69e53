import type { SidebarItem, SiteData } from '@sitegen/runtime/types.ts';
import { Link } from '@sitegen/runtime/Link.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';

interface Props {
  site: SiteData;
  path: string;
  sidebar?: SidebarItem[];
}

/** The section a navbar link stands for is current when the path is inside it. */
function isActive(href: string, path: string): boolean {
  const base = href.endsWith('/') ? href : `${href}/`;
  return path === href || path.startsWith(base);
}

export function Navbar({ site, path }: Props) {
  const { navbar } = site;
  return (
    <nav className="sg-navbar" aria-label="Main">
      <div className="sg-navbar__inner">
        <Link href="/" className="sg-navbar__brand">
          {navbar.logo && <img src={navbar.logo.src} alt={navbar.logo.alt} width={28} height={28} />}
          <b>{navbar.title}</b>
        </Link>
        <ul className="sg-navbar__items">
          {navbar.items.map((item) => {
            const active = isActive(item.href, path);
            return (
              <li key={item.href}>
                <Link href={item.href} className="sg-navbar__link" aria-current={active ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="sg-navbar__right">
          <a className="sg-navbar__link" href={navbar.githubUrl} target="_blank" rel="noopener noreferrer">
            GitHub
          </a>
          <ColorModeToggle />
        </div>
      </div>
    </nav>
  );
}
