import { useState } from 'react';
import type { SidebarItem } from '@sitegen/runtime/types.ts';
import { Link } from '@sitegen/runtime/Link.tsx';

/** True when the category holds the current page, at any depth. */
export function containsPath(items: SidebarItem[], path: string): boolean {
  return items.some((item) => (item.type === 'link' ? item.href === path : containsPath(item.items, path)));
}

export function Sidebar({ items, path, label }: { items: SidebarItem[]; path: string; label: string }) {
  return (
    <nav className="sg-sidebar" aria-label={label}>
      <SidebarList items={items} path={path} />
    </nav>
  );
}

function SidebarList({ items, path }: { items: SidebarItem[]; path: string }) {
  return (
    <ul className="sg-sidebar__list">
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.href} className="sg-sidebar__item">
            <Link
              href={item.href}
              className="sg-sidebar__link"
              aria-current={item.href === path ? 'page' : undefined}
            >
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

function SidebarCategory({ item, path }: { item: Extract<SidebarItem, { type: 'category' }>; path: string }) {
  const active = containsPath(item.items, path);
  const [open, setOpen] = useState(active || item.collapsed === false);
  // A category opens by itself when the reader navigates into it; it never closes by itself.
  if (active && !open) setOpen(true);
  return (
    <li className="sg-sidebar__item sg-sidebar__category">
      <button
        type="button"
        className="sg-sidebar__category-button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {item.label}
      </button>
      {open && <SidebarList items={item.items} path={path} />}
    </li>
  );
}
