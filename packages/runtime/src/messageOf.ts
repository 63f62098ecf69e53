/** The message of anything thrown, for logs and the error views. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
