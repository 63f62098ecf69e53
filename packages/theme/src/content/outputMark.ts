/**
 * How an output block relates to what its program printed, as its fence says:
 * ` ```json output ` is exactly what was printed, ` output="formatted" ` the same value laid out
 * for reading (equal once parsed), ` output="trimmed" ` some of its lines, in order.
 * The tutorials' sample runner enforces each mark; the page and the markdown twin show it.
 */
export type OutputMark = 'exact' | 'formatted' | 'trimmed';

/** The values `output="…"` may take (a bare `output` is exact). */
export const writtenOutputMarks: readonly OutputMark[] = ['formatted', 'trimmed'];

/** The caption a reader sees on the block. */
export function outputCaption(mark: OutputMark): string {
  return mark === 'exact' ? 'Output' : `Output (${mark})`;
}
