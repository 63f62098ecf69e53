/** An asset named by its content's hash (esbuild's chunks, the data chunks): it never changes, so it may be cached for good. */
export function isHashedAsset(file: string): boolean {
  return /(?:^|\/)assets\/.*-[A-Z0-9]{8}\.\w+$/.test(file);
}
