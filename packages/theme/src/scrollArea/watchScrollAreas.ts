/**
 * Keeps a tab stop on each scroll area (ScrollArea.tsx) of `root` while its content overflows it,
 * and on none that fits: a table that fits a wide screen is no stop, the same table on a phone is
 * one. Areas are found again when the DOM under `root` changes (a navigation, a tab, a live
 * result), and measured again when their size changes. Returns the cleanup.
 */
export function watchScrollAreas(root: HTMLElement): () => void {
  const resized = new ResizeObserver((entries) => {
    for (const entry of entries) updateTabStop(entry.target as HTMLElement);
  });
  const observeAll = () => {
    // Observing anew forgets the areas that left the DOM; each observed area is measured at once.
    resized.disconnect();
    for (const area of root.querySelectorAll<HTMLElement>('.sg-scroll')) resized.observe(area);
  };
  const changed = new MutationObserver(observeAll);
  changed.observe(root, { childList: true, subtree: true });
  observeAll();
  return () => {
    changed.disconnect();
    resized.disconnect();
  };
}

/**
 * A stop while the content is wider (or taller) than the area; a pixel of rounding is not overflow.
 * The attribute is touched only when it must change: setting it to its own value is still a DOM
 * mutation, and a page on screen must not change while nothing about it has.
 */
function updateTabStop(area: HTMLElement): void {
  const overflows = area.scrollWidth > area.clientWidth + 1 || area.scrollHeight > area.clientHeight + 1;
  if (overflows === area.hasAttribute('tabindex')) return;
  if (overflows) area.tabIndex = 0;
  else area.removeAttribute('tabindex');
}
