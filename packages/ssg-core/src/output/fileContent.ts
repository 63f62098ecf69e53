// What a built file holds, and how to read it whole. A module of its own, importing nothing: the
// pages' memo hashes the code of what prerenderPages imports, and this is all it needs of the output.

/**
 * A file's content: text, bytes, or bytes in parts written one after another (a page's document:
 * the head and tail made for this build around a body remembered as it was read, not copied).
 */
export type FileContent = string | Uint8Array | readonly Uint8Array[];

/** The content's pieces, in order: one, or its parts. */
export const partsOf = (content: FileContent): readonly (string | Uint8Array)[] =>
  typeof content === 'string' || content instanceof Uint8Array ? [content] : content;

/** A file's content as one piece, for what must have it whole (dev's server, the tests). */
export function wholeContent(content: FileContent): string | Uint8Array {
  const parts = partsOf(content);
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts as Uint8Array[]);
}

/** A file's content as text (UTF-8). */
export function contentText(content: FileContent): string {
  const whole = wholeContent(content);
  return typeof whole === 'string' ? whole : Buffer.from(whole.buffer, whole.byteOffset, whole.byteLength).toString();
}
