const texts = new WeakMap<object, string>();

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
