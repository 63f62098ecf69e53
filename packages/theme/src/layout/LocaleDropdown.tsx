import { useEffect, useRef } from 'react';
import { useLocation } from '@sitegen/runtime/router.tsx';
import { swapLocale } from '@sitegen/runtime/swapLocale.ts';
import { useRuntime } from '@sitegen/runtime/RuntimeContext.ts';
import { siteUrl } from '@sitegen/runtime/siteUrl.ts';
import type { SiteData } from '@sitegen/runtime/types.ts';
import { NavbarDropdown } from './NavbarDropdown.tsx';

interface Props {
  locale: SiteData['locale'];
  /** The route shown; `404` while prerendering the not-found page. */
  path: string;
  className?: string;
}

/**
 * The site's languages: each links to the current page in that language, query and hash
 * kept. Only the default locale exists, at the root, so its link is the page itself.
 */
export function LocaleDropdown({ locale, path, className }: Props) {
  const location = useLocation();
  const { baseUrl = '/' } = useRuntime();
  const href = siteUrl(baseUrl, swapLocale(location.pathname + location.search + location.hash, locale.code));
  const link = useRef<HTMLAnchorElement>(null);
  // The not-found page is prerendered once for every unknown URL, so it cannot know its
  // link; and hydration keeps the server's attributes: the browser sets the real one here.
  // (`hreflang` goes with it: HTML allows it only on a link that has an `href`.)
  useEffect(() => {
    link.current?.setAttribute('href', href);
    link.current?.setAttribute('hreflang', locale.htmlLang);
  }, [href, locale.htmlLang]);
  return (
    <NavbarDropdown label={<LocaleLabel label={locale.label} />} className={className}>
      <li>
        <a
          ref={link}
          href={path === '404' ? undefined : href}
          suppressHydrationWarning
          className="sg-dropdown__link"
          lang={locale.htmlLang}
          hrefLang={path === '404' ? undefined : locale.htmlLang}
          aria-current="true"
        >
          {locale.label}
        </a>
      </li>
    </NavbarDropdown>
  );
}

function LocaleLabel({ label }: { label: string }) {
  return (
    <>
      <svg className="sg-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      {label}
    </>
  );
}
