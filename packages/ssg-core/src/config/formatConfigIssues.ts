import type { core } from 'zod';
import { createDiagnostic, type Diagnostic } from '../diagnostics.ts';
import { CONFIG_FILE } from './schema.ts';

type Issue = core.$ZodIssue;

/** Turns zod issues into diagnostics that name the field and, where it can be found, its line. */
export function formatConfigIssues(issues: readonly Issue[], source: string): Diagnostic[] {
  return issues.map((issue) => {
    const field = formatPath(issue.path);
    let message: string;
    let keysForLine = issue.path.filter((p) => typeof p === 'string');
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.map((k) => `"${k}"`).join(', ');
      message = `Unknown field${issue.keys.length > 1 ? 's' : ''} ${keys}${field ? ` in "${field}"` : ' at the top level'}.`;
      keysForLine = [...keysForLine, issue.keys[0]!];
    } else if (issue.code === 'invalid_type') {
      const received = describeReceived(issue.input);
      message =
        received === 'undefined'
          ? `Field "${field}" is required (expected ${issue.expected}).`
          : `Field "${field}" must be ${article(issue.expected)} (received ${received}).`;
    } else {
      message = `Field "${field}" is invalid: ${issue.message}.`;
    }
    return createDiagnostic('error', 'config/invalid', message, {
      location: { file: CONFIG_FILE, line: lineOfConfigKey(source, keysForLine) },
    });
  });
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
}

function describeReceived(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/**
 * The line of a field, found by its path: each key is looked for after the line of the one before,
 * so that `api.path` is not taken for `docs.path`. The deepest key found gives the line.
 */
export function lineOfConfigKey(source: string, keys: readonly string[]): number | undefined {
  const lines = source.split('\n');
  let line: number | undefined;
  for (const key of keys) {
    const re = new RegExp(`(^|[\\s{,])['"]?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`);
    const index = lines.findIndex((text, i) => i >= (line ?? 0) && re.test(text));
    if (index < 0) break;
    line = index + 1;
  }
  return line;
}
