/** After a navigation: the element named by the decoded hash, just below the fixed navbar, else the top. */
export function scrollToLocation(location: { hash: string }): void {
  const id = location.hash ? safeDecode(location.hash.slice(1)) : '';
  const target = id ? document.getElementById(id) : null;
  if (!target) {
    window.scrollTo(0, 0);
    return;
  }
  // Measured rather than taken from CSS, so a taller navbar (wrapped items, zoom) never covers the target.
  const top = target.getBoundingClientRect().top + window.scrollY - fixedHeaderHeight() - 8;
  window.scrollTo(0, Math.max(0, top));
}

/** Height of the sticky or fixed bar at the top of the viewport (the theme's navbar), else 0. */
function fixedHeaderHeight(): number {
  const bar = document.querySelector('.sg-navbar');
  if (!bar) return 0;
  const position = getComputedStyle(bar).position;
  return position === 'fixed' || position === 'sticky' ? bar.getBoundingClientRect().height : 0;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
