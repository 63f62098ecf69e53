import { expect, test } from 'vitest';
import { nextTabIndex } from './nextTabIndex.ts';

test('arrows wrap, Home and End jump, other keys do nothing', () => {
  expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
  expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
  expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
  expect(nextTabIndex('Home', 2, 3)).toBe(0);
  expect(nextTabIndex('End', 0, 3)).toBe(2);
  expect(nextTabIndex('Enter', 1, 3)).toBeUndefined();
  expect(nextTabIndex('ArrowRight', 0, 0)).toBeUndefined();
});
