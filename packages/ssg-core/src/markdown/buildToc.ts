// The table of contents: the page's headings within the configured levels.
import type { TocItem } from '@sitegen/runtime/types.ts';

export interface TocLevels {
  minLevel: number;
  maxLevel: number;
}

export const defaultTocLevels: TocLevels = { minLevel: 2, maxLevel: 3 };

export function buildToc(
  headings: { id: string; text: string; level: number }[],
  { minLevel, maxLevel }: TocLevels,
): TocItem[] {
  return headings
    .filter((h) => h.level >= minLevel && h.level <= maxLevel)
    .map((h) => ({ id: h.id, value: h.text, level: h.level }));
}
