import { expect, test } from 'vitest';
import { loadOnce } from './loadOnce.ts';

test('loads once for every caller, keeps the value, and tries again only after a failure', async () => {
  const outcomes = [new Error('offline'), 'code'];
  let calls = 0;
  const once = loadOnce(async () => {
    const outcome = outcomes[calls++];
    if (outcome instanceof Error) throw outcome;
    return outcome!;
  });
  expect(once.value).toBeUndefined();
  const [first, second] = [once.load(), once.load()];
  await expect(first).rejects.toThrow('offline');
  await expect(second).rejects.toThrow('offline');
  expect(calls).toBe(1);
  expect(once.value).toBeUndefined();
  expect(await Promise.all([once.load(), once.load()])).toEqual(['code', 'code']);
  expect(await once.load()).toBe('code');
  expect(calls).toBe(2);
  expect(once.value).toBe('code');
});
