import { useEffect, useState } from 'react';
import { Link } from '@sitegen/runtime/Link.tsx';
import { readStorage } from '@sitegen/runtime/storage.ts';
import type { SiteData } from '@sitegen/runtime/types.ts';
import { apiVersionLinks } from '../api/apiVersionLinks.ts';
import { preferredVersionKey } from './preferredVersionKey.ts';

interface Props {
  site: SiteData;
  path: string;
  apiItem?: { versionLinks: Record<string, string> };
}

/**
 * On an API page of a version other than the reader's preferred one (the latest when they chose
 * none), a link to the same page in the preferred version. The page is prerendered for a reader
 * without a preference; the stored one is read once it runs in the browser.
 */
export function ApiVersionBanner({ site, path, apiItem }: Props) {
  const api = apiVersionLinks(site.apiVersions, path, apiItem);
  const key = api && preferredVersionKey(api.pluginId);
  const [stored, setStored] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read the stored choice again on every navigation.
  useEffect(() => {
    if (key) setStored(readStorage(key));
  }, [key, path]);
  if (!api) return null;
  const preferred = api.links.find((l) => l.name === stored) ?? api.links.find((l) => l.name === api.latest.name)!;
  if (preferred.current) return null;
  const reading = api.links.find((l) => l.current)!;
  const which = preferred.name === api.latest.name ? 'the latest version' : 'the version you chose';
  return (
    <div className="sg-version-banner" role="note" aria-label="Version">
      You are reading the API of <strong>{reading.label}</strong>. For {which},{' '}
      <Link href={preferred.href} className="sg-version-banner__link">
        see {preferred.label}
      </Link>
      .
    </div>
  );
}
