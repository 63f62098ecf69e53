// esbuild runs as a service process that keeps what it parsed (60 to 110 MB after bundling the
// app) until it is stopped. A build calls it a few times and then renders for seconds, so each use
// stops it once no other use is running; the next use starts it again, in a few milliseconds.
// Its module loads on the first use: a build whose bundles are all remembered never loads it.

let running = 0;

/** Runs `use` (which calls esbuild), then stops esbuild's service unless another use is running. */
export async function withEsbuild<T>(use: () => Promise<T>): Promise<T> {
  running++;
  try {
    return await use();
  } finally {
    if (--running === 0) await (await import('esbuild')).stop();
  }
}
