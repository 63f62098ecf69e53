import type { core } from 'zod';
import { createDiagnostic, type Diagnostic } from '../diagnostics.ts';
import { CONFIG_FILE } from './schema.ts';

type Issue = core.$ZodIssue;

/** Turns zod issues into diagnostics that name the field and, where it can be found, its line. */
export function formatConfigIssues(issues: readonly Issue[], source: string): Diagnostic[] {
  return issues.map((issue) => {
    const field = formatPath(issue.path);
    const lastKey = [...issue.path].reverse().find((p) => typeof p === 'string') as string | undefined;
    let message: string;
    let keyForLine = lastKey;
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.map((k) => `"${k}"`).join(', ');
      message = `Unknown field${issue.keys.length > 1 ? 's' : ''} ${keys}${field ? ` in "${field}"` : ' at the top level'}.`;
      keyForLine = issue.keys[0];
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
      location: { file: CONFIG_FILE, line: keyForLine ? findKeyLine(source, keyForLine) : undefined },
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

function findKeyLine(source: string, key: string): number | undefined {
  const re = new RegExp(`(^|[\\s{,])['"]?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`);
  const lines = source.split('\n');
  const index = lines.findIndex((line) => re.test(line));
  return index >= 0 ? index + 1 : undefined;
}
