import type { MouseEvent } from 'react';

/** Id of the `<main>` element the skip link leads to. */
export const MAIN_ID = '__main';

/**
 * The first focusable element of every page. Following it moves focus (not just the
 * scroll position) to `<main>`, so the next Tab starts inside the content.
 */
export function SkipLink() {
  const onClick = (event: MouseEvent) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    // Without this the router would see a hash change and the URL would keep `#__main`.
    event.preventDefault();
    main.focus();
  };
  return (
    <a className="sg-skip-link" href={`#${MAIN_ID}`} onClick={onClick}>
      Skip to main content
    </a>
  );
}
