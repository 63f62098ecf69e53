import { useState } from 'react';
import { writeStorage } from '@sitegen/runtime/storage.ts';
import type { SiteData } from '@sitegen/runtime/types.ts';

export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';

/**
 * Hidden by CSS when `<html data-announcement-dismissed>` is set by the inline head
 * script, so a dismissed bar never flashes; closing sets the same attribute.
 */
export function AnnouncementBar({ bar }: { bar: NonNullable<SiteData['announcementBar']> }) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const close = () => {
    writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'true');
    writeStorage(ANNOUNCEMENT_ID_KEY, bar.id);
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
    setClosed(true);
  };
  return (
    <div
      className="sg-announcement"
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="sg-announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="sg-announcement__close" aria-label="Close" onClick={close}>
          ×
        </button>
      )}
    </div>
  );
}
