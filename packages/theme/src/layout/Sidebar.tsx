import { useId, useState } from 'react';
import type { SidebarItem } from '@sitegen/runtime/types.ts';
import { Link } from '@sitegen/runtime/Link.tsx';
import { useRuntime } from '@sitegen/runtime/RuntimeContext.ts';
import { Collapsible } from './Collapsible.tsx';
import { containsPath, opensOnArrival, type Category } from './opensOnArrival.ts';

interface Props {
  items: SidebarItem[];
  path: string;
  /** Accessible name of the `<nav>`, e.g. "Docs sidebar". */
  label: string;
  className?: string;
}

/** A sidebar; it cannot be hidden, and its categories only close when the reader closes them. */
export function Sidebar({ items, path, label, className }: Props) {
  return (
    <nav className={`sg-sidebar${className ? ` ${className}` : ''}`} aria-label={label}>
      <SidebarList items={items} path={path} />
    </nav>
  );
}

function SidebarList({ items, path }: { items: SidebarItem[]; path: string }) {
  return (
    <ul className="sg-sidebar__list">
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.href} className={`sg-sidebar__item${item.className ? ` ${item.className}` : ''}`}>
            <Link href={item.href} className="sg-sidebar__link" aria-current={item.href === path ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ) : (
          <SidebarCategory key={item.label} item={item} path={path} />
        ),
      )}
    </ul>
  );
}

function SidebarCategory({ item, path }: { item: Category; path: string }) {
  const active = containsPath(item.items, path) || item.href === path;
  const [open, setOpen] = useState(() => opensOnArrival(item, path));
  const runtime = useRuntime();
  const [openedFor, setOpenedFor] = useState(path);
  const listId = useId();
  // Arriving on a page inside the category opens it; leaving never closes it, and the
  // reader may still close it while on that page.
  if (openedFor !== path) {
    setOpenedFor(path);
    if (active && !open) setOpen(true);
  }
  const toggle = (
    <button
      type="button"
      className="sg-sidebar__category-button"
      aria-expanded={open}
      aria-controls={listId}
      // A first load's sidebar has no items for a closed category: it opens once the whole sidebar
      // is in (asked for on hover or focus already). A failed load leaves it closed, for another click.
      onClick={() =>
        item.cut
          ? runtime.completeSidebar().then(
              () => setOpen(true),
              () => {},
            )
          : setOpen(!open)
      }
      onPointerEnter={item.cut ? () => void runtime.completeSidebar().catch(() => {}) : undefined}
      onFocus={item.cut ? () => void runtime.completeSidebar().catch(() => {}) : undefined}
      {...(item.href ? { 'aria-label': `Toggle the category ${item.label}` } : {})}
    >
      {!item.href && item.label}
      <svg className="sg-sidebar__caret" viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
        <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </button>
  );
  return (
    <li className="sg-sidebar__item sg-sidebar__category">
      {item.href ? (
        <div className="sg-sidebar__category-row">
          <Link
            href={item.href}
            className="sg-sidebar__link sg-sidebar__category-link"
            aria-current={item.href === path ? 'page' : undefined}
          >
            {item.label}
          </Link>
          {toggle}
        </div>
      ) : (
        toggle
      )}
      <Collapsible id={listId} open={open} className="sg-sidebar__collapsible" lazy>
        <SidebarList items={item.items} path={path} />
      </Collapsible>
    </li>
  );
}
