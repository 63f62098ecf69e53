import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { readTabChoice, subscribeTabChoice, tabStorageKey, writeTabChoice } from './tabChoiceStore.ts';

let store: Map<string, string>;
let storageListeners: ((event: { key: string; newValue: string | null }) => void)[];

beforeEach(() => {
  store = new Map();
  storageListeners = [];
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
    addEventListener: (_type: string, fn: (typeof storageListeners)[number]) => storageListeners.push(fn),
    removeEventListener: (_type: string, fn: (typeof storageListeners)[number]) => {
      storageListeners = storageListeners.filter((l) => l !== fn);
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

test('the choice is stored under docusaurus.tab.<groupId>', () => {
  expect(tabStorageKey('schema-style')).toBe('docusaurus.tab.schema-style');
  expect(readTabChoice('schema-style')).toBeNull();
  writeTabChoice('schema-style', 'sdl');
  expect(store.get('docusaurus.tab.schema-style')).toBe('sdl');
  expect(readTabChoice('schema-style')).toBe('sdl');
});

test('every subscriber of the group hears a change; other groups do not', () => {
  const a = vi.fn();
  const b = vi.fn();
  const other = vi.fn();
  const stopA = subscribeTabChoice('g', a);
  subscribeTabChoice('g', b);
  subscribeTabChoice('h', other);
  writeTabChoice('g', 'x');
  expect([a.mock.calls.length, b.mock.calls.length, other.mock.calls.length]).toEqual([1, 1, 0]);
  stopA();
  writeTabChoice('g', 'y');
  expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 2]);
});

test('a change from another browser tab notifies too', () => {
  const listener = vi.fn();
  subscribeTabChoice('g2', listener);
  for (const l of storageListeners) l({ key: 'docusaurus.tab.g2', newValue: 'z' });
  for (const l of storageListeners) l({ key: 'theme', newValue: 'dark' });
  expect(listener).toHaveBeenCalledTimes(1);
});

test('unavailable storage keeps working from memory', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('window', {
    get localStorage(): Storage {
      throw new Error('SecurityError');
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  writeTabChoice('g3', 'mem');
  expect(readTabChoice('g3')).toBe('mem');
});
