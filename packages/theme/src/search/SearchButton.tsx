import { useCallback, useEffect, useRef, useState } from 'react';
import { lazyWithLoader } from '@sitegen/runtime/Loader.tsx';
import { useRuntime } from '@sitegen/runtime/RuntimeContext.ts';
import { useLocation } from '@sitegen/runtime/router.tsx';
import type { SiteData } from '@sitegen/runtime/types.ts';
import { readingVersion } from '../api/apiVersionLinks.ts';

// The dialog and MiniSearch are a separate chunk: no page pays for them before search opens. The
// dialog gets what it needs of the entry's code as props: a module both import would be a chunk
// of its own, which every first load would fetch.
const loadDialog = () => import('./SearchDialog.tsx');
const SearchDialog = lazyWithLoader(loadDialog, { name: 'the search dialog' });

/** Typing in a field must never be taken for the `/` shortcut. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** The navbar's search button: opens the dialog on click, `Ctrl+K`, `⌘K` or `/`. */
export function SearchButton({ site }: { site: SiteData }) {
  const { searchIndexUrl } = useRuntime();
  // The router stays out of the lazily loaded chunks: the dialog gets what it needs of it from here.
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [mac, setMac] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // What the reader types between the shortcut and the dialog's field, while the dialog's code
  // loads: kept here, and taken by the dialog when it opens. `null` once the dialog has it.
  const typed = useRef<string | null>(null);
  const openDialog = useCallback(() => {
    typed.current = '';
    setOpen(true);
  }, []);
  const takeTyped = useCallback(() => {
    const text = typed.current ?? '';
    typed.current = null;
    return text;
  }, []);

  useEffect(() => {
    // After hydration only: the server cannot know the reader's platform.
    setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
    const onKeyDown = (event: KeyboardEvent) => {
      if (typed.current !== null && !isEditable(event.target) && !event.ctrlKey && !event.metaKey && !event.altKey) {
        if (event.key.length === 1) typed.current += event.key;
        else if (event.key === 'Backspace') typed.current = typed.current.slice(0, -1);
        else return;
        event.preventDefault();
        return;
      }
      // Ctrl or ⌘ pressed: the K may follow, so the dialog's code starts loading now.
      if (event.key === 'Control' || event.key === 'Meta') void loadDialog().catch(() => {});
      const modK =
        event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
      const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isEditable(event.target);
      if (!modK && !slash) return;
      event.preventDefault();
      openDialog();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openDialog]);

  // Focus can only go back once the modal dialog is gone: while it is open the page is inert.
  const restoreFocus = useRef(false);
  const close = useCallback((restore: boolean) => {
    restoreFocus.current = restore;
    typed.current = null;
    setOpen(false);
  }, []);
  useEffect(() => {
    if (open || !restoreFocus.current) return;
    restoreFocus.current = false;
    button.current?.focus();
  }, [open]);
  const warmUp = () => void loadDialog().catch(() => {});

  return (
    <>
      <button
        ref={button}
        type="button"
        className="sg-search-button"
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        onClick={openDialog}
        onPointerEnter={warmUp}
        onFocus={warmUp}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {/* The name is the visible text, so that speech input saying what it sees reaches it. */}
        <span className="sg-search-button__label">Search</span>{' '}
        <kbd className="sg-search-button__hint">{mac ? '⌘K' : 'Ctrl+K'}</kbd>
      </button>
      {open && (
        <SearchDialog
          indexUrl={searchIndexUrl}
          version={readingVersion(site.apiVersions, pathname)}
          api={site.apiVersions !== undefined}
          onClose={close}
          takeTyped={takeTyped}
        />
      )}
    </>
  );
}
