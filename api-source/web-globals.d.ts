// The two web APIs that graphql's declarations name, so that the program can leave out the DOM
// library: TypeScript would parse and bind its 1.4 MB of declarations on every cold build.
// Pages link these names to MDN (builtinUrls.ts), whatever declares them.

interface AbortSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
  throwIfAborted(): void;
}

interface AbortController {
  readonly signal: AbortSignal;
  abort(reason?: unknown): void;
}
