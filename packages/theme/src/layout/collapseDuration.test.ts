import { describe, expect, test } from 'vitest';
import { collapseDuration, ROW_HEIGHT } from './collapseDuration.ts';

describe('collapseDuration', () => {
  test('takes 200 ms for one row', () => {
    expect(collapseDuration(ROW_HEIGHT)).toBe(200);
    expect(collapseDuration(0)).toBe(200);
  });

  test('grows with the height, slower than the height, up to half a second', () => {
    const four = collapseDuration(4 * ROW_HEIGHT);
    const twenty = collapseDuration(20 * ROW_HEIGHT);
    expect(four).toBeGreaterThan(200);
    expect(twenty).toBeGreaterThan(four);
    expect(twenty).toBeLessThan(5 * 200);
    expect(collapseDuration(10_000)).toBe(500);
  });
});
