// Keyboard movement in a tablist (WAI-ARIA tabs pattern): arrows wrap, Home/End jump.

/** The index to select after `key`, or undefined when the key does not move. */
export function nextTabIndex(key: string, index: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
