import { useEffect } from 'react';
import { Link } from '@sitegen/runtime/Link.tsx';
import { readStorage, removeStorage, writeStorage } from '@sitegen/runtime/storage.ts';
import { NavbarDropdown } from './NavbarDropdown.tsx';
import { preferredVersionKey } from './preferredVersionKey.ts';
import type { VersionLink } from '../api/apiVersionLinks.ts';

interface Props {
  /** The docs plugin whose versions these are: the choice is kept under its key. */
  pluginId: string;
  /** Each version and where choosing it goes; `current` is the page's own. */
  versions: VersionLink[];
  className?: string;
}

/** The versions of the docs (one) or of the API (several); a choice is remembered as the reader's preference. */
export function VersionDropdown({ pluginId, versions, className }: Props) {
  const key = preferredVersionKey(pluginId);
  const names = versions.map((v) => v.name).join('\n');
  useEffect(() => {
    // A version that was removed from the site must not stay preferred.
    const stored = readStorage(key);
    if (stored !== null && !names.split('\n').includes(stored)) removeStorage(key);
  }, [key, names]);
  const current = versions.find((v) => v.current) ?? versions[0]!;
  return (
    <NavbarDropdown label={current.label} className={className}>
      {versions.map((v) => (
        <li key={v.name}>
          <Link
            href={v.href}
            className="sg-dropdown__link"
            aria-current={v.current ? 'true' : undefined}
            onClick={() => writeStorage(key, v.name)}
          >
            {v.label}
          </Link>
        </li>
      ))}
    </NavbarDropdown>
  );
}
