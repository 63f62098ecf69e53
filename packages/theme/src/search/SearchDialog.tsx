import { useDeferredValue, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useRuntime } from '@sitegen/runtime/RuntimeContext.ts';
import { Link } from '@sitegen/runtime/Link.tsx';
import { groupResults } from './groupResults.ts';
import { SearchResultList } from './SearchResultList.tsx';
import { useSearcher } from './useSearcher.ts';

export interface SearchDialogProps {
  indexUrl: string | undefined;
  /** The API version the page open behind the dialog belongs to (readingVersion): its hits come first. */
  version: number;
  /** The site has an API reference: the tips and the placeholder speak of its kinds and types. */
  api: boolean;
  /** Closes the dialog; `restoreFocus` is false when the reader followed a result. */
  onClose: (restoreFocus: boolean) => void;
  /** What the reader typed after the shortcut, before the dialog's code had loaded: the query starts with it. */
  takeTyped?: () => string;
}

// The dialog shows the best few of each group; the search page shows them all.
const DIALOG_LIMIT = 8;
const ID = 'sg-search-';

/**
 * The search dialog, loaded on first open. A native modal `<dialog>`: it sits in the top
 * layer (above a navbar that slides away) and makes the page behind inert.
 */
export default function SearchDialog({ indexUrl, version, api, onClose, takeTyped }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const runtime = useRuntime();
  const state = useSearcher(indexUrl);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);

  const groups = useMemo(
    () =>
      state.status === 'ready' && deferred.trim()
        ? groupResults(state.searcher.search(deferred, { version }), DIALOG_LIMIT)
        : [],
    [state, deferred, version],
  );
  const shown = groups.flatMap((g) => g.results);
  // A selection belongs to the list it was made in: a new list starts at its first option. (Resetting it in
  // an effect would run after the new list is painted, and undo an arrow key pressed in between.)
  const [selection, setSelection] = useState({ groups, index: 0 });
  const active = selection.groups === groups ? selection.index : 0;
  const select = (index: number) => setSelection({ groups, index });

  useEffect(() => {
    const element = dialog.current!;
    if (!element.open) element.showModal();
    input.current?.focus();
    // The page behind must not scroll under the reader's wheel or finger.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (element.open) element.close();
    };
  }, []);

  useEffect(() => {
    // After the field has focus: what was typed before goes into it, and what is typed next follows.
    const early = takeTyped?.();
    if (early) setQuery(early);
  }, [takeTyped]);

  useEffect(() => {
    document.getElementById(`${ID}option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const open = (url: string) => {
    onClose(false);
    runtime.follow(url);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // A search field would take Escape to clear itself: here it closes the dialog.
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (shown.length) select((active + (event.key === 'ArrowDown' ? 1 : shown.length - 1)) % shown.length);
    } else if (event.key === 'Enter' && shown[active]) {
      event.preventDefault();
      open(shown[active]!.doc.u);
    }
  };

  const allResults = `/search?q=${encodeURIComponent(query.trim())}`;
  return (
    <dialog
      ref={dialog}
      className="sg-search-dialog"
      aria-modal="true"
      aria-label="Search"
      onCancel={(event) => {
        // Escape: let React own the open state, and give focus back to the button.
        event.preventDefault();
        onClose(true);
      }}
      onMouseDown={(event) => {
        if (event.target === dialog.current) onClose(true);
      }}
    >
      <div className="sg-search-dialog__box">
        <div className="sg-search-dialog__bar">
          <label htmlFor={`${ID}input`} className="sg-visually-hidden">
            Search the docs
          </label>
          <input
            ref={input}
            id={`${ID}input`}
            className="sg-search-dialog__input"
            type="search"
            role="combobox"
            aria-expanded={shown.length > 0}
            aria-controls={`${ID}list`}
            aria-autocomplete="list"
            aria-activedescendant={shown.length ? `${ID}option-${active}` : undefined}
            placeholder={
              api ? 'Search the docs: a word, a name, class:, -> Type' : 'Search the docs: a word or a phrase'
            }
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="sg-search-dialog__close" onClick={() => onClose(true)}>
            Close
          </button>
        </div>
        <div className="sg-search-dialog__body">
          {state.status === 'loading' && (
            <p className="sg-search-dialog__status" role="status">
              Loading search…
            </p>
          )}
          {state.status === 'error' && (
            <div className="sg-search-dialog__status" role="alert">
              <p>{state.message}</p>
              <button type="button" className="sg-button" onClick={state.retry}>
                Retry
              </button>
            </div>
          )}
          {state.status === 'ready' && !deferred.trim() && api && <ApiSearchTips />}
          {state.status === 'ready' && deferred.trim() && groups.length === 0 && (
            <p className="sg-search-dialog__status" role="status">
              No results for “{deferred.trim()}”.
            </p>
          )}
          <SearchResultList
            groups={groups}
            idPrefix={ID}
            activeIndex={active}
            onPick={() => onClose(false)}
            onHover={select}
          />
        </div>
        {query.trim() && (
          <div className="sg-search-dialog__footer">
            <Link href={allResults} onClick={() => onClose(false)}>
              See all results
            </Link>
            <span aria-hidden="true">
              <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
            </span>
          </div>
        )}
      </div>
    </dialog>
  );
}

/** How to find the API's items: by name, by kind, by the types they take or return. */
function ApiSearchTips() {
  return (
    <ul className="sg-search-dialog__tips">
      <li>
        A name, or a member of one: <code>Type.member</code>
      </li>
      <li>
        A kind: <code>class:</code> <code>fn:</code> <code>enum:</code> <code>interface:</code> <code>type:</code>
      </li>
      <li>
        A type: <code>-&gt; Type</code> returns one, <code>Type -&gt;</code> takes one
      </li>
    </ul>
  );
}
