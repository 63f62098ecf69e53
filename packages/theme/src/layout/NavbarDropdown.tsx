import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';

interface Props {
  /** The button's text. */
  label: ReactNode;
  /** Extra class, e.g. to hide the dropdown at mobile widths. */
  className?: string;
  /** The menu's `<li>` items. */
  children: ReactNode;
}

/**
 * A navbar dropdown: opens on hover, and on Enter or Space on its button; closes on
 * leaving it, on Escape, on a click outside and when focus moves elsewhere.
 */
export function NavbarDropdown({ label, className, children }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus({ preventScroll: true });
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // A mouse click follows a hover that already opened the menu: keep it open. A keyboard
  // activation (Enter or Space, `detail` 0) toggles it.
  const onClick = (event: MouseEvent) => setOpen((was) => (event.detail === 0 ? !was : true));

  return (
    <div
      ref={root}
      className={`sg-dropdown${className ? ` ${className}` : ''}`}
      data-open={open || undefined}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="sg-navbar__link sg-dropdown__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onClick}
      >
        {label}
        <svg className="sg-dropdown__caret" viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul
        id={menuId}
        className="sg-dropdown__menu"
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
      >
        {children}
      </ul>
    </div>
  );
}
