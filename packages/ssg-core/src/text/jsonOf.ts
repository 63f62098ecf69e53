import { createHash } from 'node:crypto';

const hashes = new WeakMap<object, string>();

/**
 * `JSON.stringify(value)`, hashed on the way: a page's data is serialised for its chunk, and the
 * hash then serves as its body's memo key without a second serialisation. The text is not kept:
 * it is as large as the page (at 10,000 pages, hundreds of megabytes). Values built by the steps
 * are never changed afterwards, and in `sitegen dev` the same objects come back on every rebuild.
 */
export function jsonOf(value: object): string {
  const text = JSON.stringify(value);
  if (!hashes.has(value)) hashes.set(value, createHash('sha1').update(text).digest('base64'));
  return text;
}

/** A sha1 of `jsonOf(value)`, once per object: a memo key input for data of any size. */
export function hashOf(value: object): string {
  if (!hashes.has(value)) jsonOf(value);
  return hashes.get(value)!;
}
