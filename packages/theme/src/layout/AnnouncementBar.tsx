import { useState, type MouseEvent } from 'react';
import { useRuntime } from '@sitegen/runtime/RuntimeContext.ts';
import { writeStorage } from '@sitegen/runtime/storage.ts';
import { isSitePath, routeOfUrl } from '@sitegen/runtime/siteUrl.ts';
import type { SiteData } from '@sitegen/runtime/types.ts';

export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
/** Set on `<html>` by the inline head script when this bar's id was dismissed. */
export const ANNOUNCEMENT_DISMISSED_ATTR = 'data-announcement-dismissed';

/**
 * Hidden by CSS when `<html data-announcement-dismissed>` is set by the inline head
 * script, so a dismissed bar never flashes; closing sets the same attribute.
 */
export function AnnouncementBar({ bar }: { bar: NonNullable<SiteData['announcementBar']> }) {
  const [closed, setClosed] = useState(false);
  const runtime = useRuntime();
  if (closed) return null;
  const close = () => {
    writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'true');
    writeStorage(ANNOUNCEMENT_ID_KEY, bar.id);
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTR, 'true');
    setClosed(true);
  };
  // The content is HTML from the config (its links under the base URL, see buildSiteData): follow its
  // internal links without a page load.
  const onContentClick = (event: MouseEvent) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    const route = href && isSitePath(href) ? routeOfUrl(runtime.baseUrl ?? '/', href) : undefined;
    if (!route || anchor!.target || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    runtime.follow(route);
  };
  return (
    <div
      className="sg-announcement"
      role="region"
      aria-label="Announcement"
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div
        className="sg-announcement__content"
        onClick={onContentClick}
        dangerouslySetInnerHTML={{ __html: bar.content }}
      />
      {bar.isCloseable && (
        <button type="button" className="sg-announcement__close" aria-label="Close" onClick={close}>
          <svg viewBox="0 0 14 14" width="14" height="14" aria-hidden="true">
            <path d="M1 1l12 12M13 1L1 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
