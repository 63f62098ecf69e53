// The ```graphql-playground blocks of a file, split and checked by parsePlayground.ts, remembered
// across builds: graphql, which checks them, is loaded only for a block the memo has not seen
// (an edit of the prose around a playground re-renders the file without it).
import { defineMemo } from '../cache/memo.ts';
import type { PlaygroundParts, PlaygroundProblem } from './parsePlayground.ts';

export interface CheckedPlayground {
  parts: PlaygroundParts;
  problems: PlaygroundProblem[];
}

const playgroundMemo = defineMemo<CheckedPlayground>('playground', '@sitegen/ssg-core/markdown/checkPlaygrounds.ts');

/** Each block's parts and problems, by the block's code. */
export async function checkPlaygrounds(codes: string[]): Promise<Map<string, CheckedPlayground>> {
  const checked = new Map<string, CheckedPlayground>();
  for (const code of codes) {
    if (checked.has(code)) continue;
    const found = await playgroundMemo.cached(playgroundMemo.key(code), async () =>
      (await import('./parsePlayground.ts')).parsePlayground(code),
    );
    checked.set(code, found);
  }
  return checked;
}
