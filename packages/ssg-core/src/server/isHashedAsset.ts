/**
 * Whether a file of the output (a path inside it, with `/`) is named by its content's hash, as
 * the bundle's files and copied images are (`assets/p/basic-types-3F2A9C1B.js`,
 * `assets/img/logo-1a2b3c4d.svg`): such a file never changes, so it may be cached forever.
 */
export function isHashedAsset(file: string): boolean {
  return /^assets\/(?:[^/]+\/)*[^/]+-[A-Za-z0-9]{8}\.[a-z0-9]+$/.test(file);
}
