import { describe, expect, test } from 'vitest';
import { nextNavbarHidden } from './nextNavbarHidden.ts';

const navbarHeight = 60;

describe('nextNavbarHidden', () => {
  test('hides when scrolling down past the navbar height', () => {
    expect(nextNavbarHidden({ hidden: false, lastY: 100, y: 140, navbarHeight })).toBe(true);
  });

  test('stays visible while within the navbar height from the top', () => {
    expect(nextNavbarHidden({ hidden: false, lastY: 10, y: 50, navbarHeight })).toBe(false);
    expect(nextNavbarHidden({ hidden: true, lastY: 300, y: 20, navbarHeight })).toBe(false);
  });

  test('shows again when scrolling up', () => {
    expect(nextNavbarHidden({ hidden: true, lastY: 500, y: 480, navbarHeight })).toBe(false);
  });

  test('keeps its state when the position did not change', () => {
    expect(nextNavbarHidden({ hidden: true, lastY: 500, y: 500, navbarHeight })).toBe(true);
    expect(nextNavbarHidden({ hidden: false, lastY: 500, y: 500, navbarHeight })).toBe(false);
  });
});
