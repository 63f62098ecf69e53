// Preloaded into a benchmarked build (`node --import`): on exit, appends the process's peak
// resident set size to the file named by SITEGEN_BENCH_RSS_FILE. Kernel-accurate, unlike polling.
import { appendFileSync } from 'node:fs';

const file = process.env.SITEGEN_BENCH_RSS_FILE;
if (file) {
  process.on('exit', () => {
    appendFileSync(file, `${process.resourceUsage().maxRSS}\n`); // kilobytes
  });
}
