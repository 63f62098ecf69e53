import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useCloseOnBack } from './useCloseOnBack.ts';

/** What the open panel covers: the navbar's own bar and every other part of the app. */
const BEHIND_PANEL = '#__sitegen > :not(.sg-navbar), .sg-navbar__inner';

interface Props {
  /** Brand and color toggle, shown in the panel's header. */
  header: ReactNode;
  /** The navbar's items as a list (the main menu). */
  menu: ReactNode;
  /**
   * The page's sidebar, rendered by the navbar: the Sidebar component is part of every first load,
   * and a module both this chunk and the entry imported would be a chunk of its own.
   */
  sidebar?: ReactNode;
  /** The media query of a window too wide for the panel (given for the same reason as `sidebar`). */
  wideQuery: string;
  close: () => void;
}

/**
 * The slide-out panel of narrow screens. It shows the page's sidebar first, with a way
 * back to the navbar's items. While it is open the page behind does not scroll; it closes
 * on following a link, on Back, and when the window grows out of the mobile width.
 */
export function MobileNavPanel({ header, menu, sidebar, wideQuery, close }: Props) {
  const [showMenu, setShowMenu] = useState(!sidebar);
  const closeButton = useRef<HTMLButtonElement>(null);
  useCloseOnBack(true, close);

  useEffect(() => {
    closeButton.current?.focus({ preventScroll: true });
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // The panel is a modal: everything else is out of reach of Tab and screen readers.
    const behind = [...document.querySelectorAll(BEHIND_PANEL)];
    for (const element of behind) element.setAttribute('inert', '');
    const wide = window.matchMedia(wideQuery);
    const onWide = () => {
      if (wide.matches) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    wide.addEventListener('change', onWide);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      for (const element of behind) element.removeAttribute('inert');
      wide.removeEventListener('change', onWide);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [close, wideQuery]);

  return (
    <>
      <div className="sg-mobile-nav__backdrop" onClick={close} aria-hidden="true" />
      <div
        className="sg-mobile-nav"
        role="dialog"
        aria-modal="true"
        aria-label="Navigation"
        onClick={(event) => {
          if ((event.target as Element).closest('a[href]')) close();
        }}
      >
        <div className="sg-mobile-nav__header">
          {header}
          <button
            ref={closeButton}
            type="button"
            className="sg-icon-button sg-mobile-nav__close"
            aria-label="Close navigation bar"
            onClick={close}
          >
            <svg viewBox="0 0 14 14" width="14" height="14" aria-hidden="true">
              <path d="M1 1l12 12M13 1L1 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="sg-mobile-nav__body">
          {showMenu || !sidebar ? (
            menu
          ) : (
            <>
              <button type="button" className="sg-mobile-nav__back" onClick={() => setShowMenu(true)}>
                ← Back to main menu
              </button>
              {sidebar}
            </>
          )}
        </div>
      </div>
    </>
  );
}
