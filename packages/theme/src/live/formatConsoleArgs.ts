/**
 * One console.log line as Node prints it, for the values the samples print: strings as they
 * are, numbers, booleans, null and undefined by their names, errors by their stack's first
 * line, and other objects as JSON (Node's inspect differs there; the tutorials print JSON.stringify).
 */
export function formatConsoleArgs(args: unknown[]): string {
  return args.map(formatValue).join(' ');
}

function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  }
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'function') return `[Function: ${value.name || '(anonymous)'}]`;
  return String(value);
}
