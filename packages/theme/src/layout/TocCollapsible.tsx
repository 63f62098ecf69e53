import { useId, useState } from 'react';
import type { TocItem } from '@sitegen/runtime/types.ts';
import { Collapsible } from './Collapsible.tsx';
import { TocLinks } from './TableOfContents.tsx';

/** Below 997px, where the right column is gone: the same links behind an `On this page` button. */
export function TocCollapsible({ toc }: { toc: TocItem[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="sg-toc-mobile" data-open={open || undefined}>
      <button
        type="button"
        className="sg-toc-mobile__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        On this page
        <svg className="sg-toc-mobile__caret" viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {/* Lazy: the desktop column already has these links in the HTML. */}
      <Collapsible id={id} open={open} className="sg-toc-mobile__body" lazy>
        {/* Following a link is the end of the reader's use of the list: fold it away. */}
        <nav
          aria-label="On this page"
          onClick={(event) => {
            if ((event.target as Element).closest('a')) setOpen(false);
          }}
        >
          <TocLinks toc={toc} />
        </nav>
      </Collapsible>
    </div>
  );
}
