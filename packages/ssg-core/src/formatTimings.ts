import type { StageTimings } from './timing.ts';

/** `config 12 ms · markdown 340 ms · ...` */
export function formatTimings(timings: StageTimings): string {
  return Object.entries(timings)
    .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
    .join(' · ');
}
