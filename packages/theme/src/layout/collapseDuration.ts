/** Height of one sidebar row, in CSS pixels. */
export const ROW_HEIGHT = 32;
const BASE_MS = 200;
const MAX_MS = 500;

/**
 * How long a category takes to open or close. A fixed speed would make long lists
 * crawl open and short ones snap, so the duration grows slowly with the height:
 * 200 ms for one row, about 280 ms for four, capped at half a second.
 */
export function collapseDuration(heightPx: number): number {
  const rows = Math.max(1, heightPx / ROW_HEIGHT);
  return Math.min(MAX_MS, Math.round(BASE_MS * rows ** 0.25));
}
