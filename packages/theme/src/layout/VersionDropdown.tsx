import { useEffect } from 'react';
import { Link } from '@sitegen/runtime/Link.tsx';
import { readStorage, removeStorage, writeStorage } from '@sitegen/runtime/storage.ts';
import type { SiteData } from '@sitegen/runtime/types.ts';
import { NavbarDropdown } from './NavbarDropdown.tsx';

/** Storage key of the reader's preferred docs version, per docs plugin. */
export const preferredVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

interface Props {
  version: SiteData['docsVersion'];
  /** Where the version's docs start. */
  href: string;
  className?: string;
}

/** The docs versions: only one today, but a choice is remembered as the reader's preference. */
export function VersionDropdown({ version, href, className }: Props) {
  const key = preferredVersionKey(version.pluginId);
  useEffect(() => {
    // A version that was removed from the site must not stay preferred.
    const stored = readStorage(key);
    if (stored !== null && stored !== version.name) removeStorage(key);
  }, [key, version.name]);
  return (
    <NavbarDropdown label={version.label} className={className}>
      <li>
        <Link
          href={href}
          className="sg-dropdown__link"
          aria-current="true"
          onClick={() => writeStorage(key, version.name)}
        >
          {version.label}
        </Link>
      </li>
    </NavbarDropdown>
  );
}
