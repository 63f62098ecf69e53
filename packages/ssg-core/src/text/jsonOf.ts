import { createHash } from 'node:crypto';

const texts = new WeakMap<object, string>();
const hashes = new WeakMap<object, string>();

/**
 * `JSON.stringify(value)`, once per object: page data is serialised for its chunk and hashed
 * for its body's memo key, and in `sitegen dev` the same objects come back from the memo on
 * every rebuild. Values built by the steps are never changed afterwards.
 */
export function jsonOf(value: object): string {
  let text = texts.get(value);
  if (text === undefined) texts.set(value, (text = JSON.stringify(value)));
  return text;
}

/** A sha1 of `jsonOf(value)`, once per object: a memo key input for data of any size. */
export function hashOf(value: object): string {
  let hash = hashes.get(value);
  if (hash === undefined) hashes.set(value, (hash = createHash('sha1').update(jsonOf(value)).digest('base64')));
  return hash;
}
