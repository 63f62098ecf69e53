/** What the hide-on-scroll navbar knows after a scroll event. */
export interface NavbarScroll {
  /** Whether the navbar is hidden now. */
  hidden: boolean;
  /** Scroll position at the previous event. */
  lastY: number;
  /** Scroll position now. */
  y: number;
  /** Height of the navbar: it never hides while the page is scrolled less than that. */
  navbarHeight: number;
}

/** Hides on scrolling down past the navbar's height, shows on scrolling up or near the top. */
export function nextNavbarHidden({ hidden, lastY, y, navbarHeight }: NavbarScroll): boolean {
  if (y < navbarHeight) return false;
  if (y > lastY) return true;
  if (y < lastY) return false;
  return hidden;
}
