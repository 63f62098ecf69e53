// TypeDoc options that shape the model. Kept apart from runTypeDoc.ts so the cache key can be
// computed without loading TypeDoc.

export const TYPEDOC_OPTIONS = {
  excludePrivate: true,
  excludeInternal: false,
  excludeExternals: false,
  sort: ['source-order'],
  // api-source is type-checked by runTypeDoc itself; the package's own .d.ts are not ours to check.
  skipErrorChecking: true,
  readme: 'none',
  // We make our own GitHub links; this keeps TypeDoc from running git.
  disableGit: true,
  sourceLinkTemplate: '{path}#L{line}',
} as const;
