// TypeDoc options that shape the model (runTypeDoc.ts imports them, so they are part of the
// model's memo key through the code graph).

export const TYPEDOC_OPTIONS = {
  excludePrivate: true,
  excludeInternal: false,
  excludeExternals: false,
  sort: ['source-order'],
  // api-source is type-checked by runTypeDoc itself; the package's own .d.ts are not ours to check.
  skipErrorChecking: true,
  readme: 'none',
  // We make our own GitHub links (packageSources.ts). disableGit asks for a sourceLinkTemplate,
  // whose URLs nothing reads; it does not keep TypeDoc from running git (runTypeDoc.ts does).
  disableGit: true,
  sourceLinkTemplate: '{path}#L{line}',
} as const;
