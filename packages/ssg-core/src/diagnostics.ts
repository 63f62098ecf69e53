// Problems found while building, in the form people read:
//   error[link/broken] content/docs/guides/index.md:42:7
//     Link "/docs/guides/cachign" matches no route.
//     hint: did you mean "/docs/guides/caching"?

export type Severity = 'error' | 'warning';

export interface SourceLocation {
  /** Path relative to the site root, e.g. `content/docs/tutorials/basic-types.md`. */
  file: string;
  line?: number;
  column?: number;
}

export interface Diagnostic {
  severity: Severity;
  /** Stable code, e.g. `link/broken`, `frontmatter/invalid`. */
  code: string;
  /** One sentence. */
  message: string;
  /** Where the problem comes from: a source file, or a route when no file is known. */
  location?: SourceLocation;
  /** Route of the page the problem was found in, when relevant. */
  route?: string;
  hint?: string;
}

/** A mistake of the site's author: printed without a stack. */
export class UsageError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
    this.name = 'UsageError';
  }
}

/**
 * The values of `promises` once every one has settled. When some failed: the first error that is
 * not the author's (a bug of sitegen's), else one UsageError with every problem of them all.
 */
export async function settleAll<T extends readonly unknown[] | []>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(promises);
  const errors = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
  if (errors.length)
    throw (
      errors.find((error) => !(error instanceof UsageError)) ??
      new UsageError(errors.flatMap((error) => (error as UsageError).diagnostics))
    );
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as never;
}

export function createDiagnostic(
  severity: Severity,
  code: string,
  message: string,
  extra: Omit<Diagnostic, 'severity' | 'code' | 'message'> = {},
): Diagnostic {
  return { severity, code, message, ...extra };
}

function formatLocation(d: Diagnostic): string {
  if (d.location) {
    const { file, line, column } = d.location;
    return [file, line, line !== undefined ? column : undefined].filter((x) => x !== undefined).join(':');
  }
  return d.route ? `page ${d.route}` : '';
}

export function formatDiagnostic(d: Diagnostic): string {
  const where = formatLocation(d);
  const lines = [`${d.severity}[${d.code}]${where ? ` ${where}` : ''}`, `  ${d.message}`];
  if (d.hint) lines.push(`  hint: ${d.hint}`);
  return lines.join('\n');
}

function sortKey(d: Diagnostic): string {
  const loc = d.location;
  const pad = (n: number | undefined) => String(n ?? 0).padStart(8, '0');
  return `${d.severity === 'error' ? 0 : 1}|${loc?.file ?? `~${d.route ?? ''}`}|${pad(loc?.line)}|${pad(loc?.column)}|${d.message}`;
}

export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
}

/** All diagnostics sorted, then a count line. */
export function formatDiagnostics(list: Diagnostic[]): string {
  const sorted = sortDiagnostics(list);
  const errors = sorted.filter((d) => d.severity === 'error').length;
  const warnings = sorted.length - errors;
  const count = [
    errors && `${errors} error${errors === 1 ? '' : 's'}`,
    warnings && `${warnings} warning${warnings === 1 ? '' : 's'}`,
  ]
    .filter(Boolean)
    .join(', ');
  return [...sorted.map(formatDiagnostic), '', count || 'no problems'].join('\n');
}
