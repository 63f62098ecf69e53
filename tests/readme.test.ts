import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

test('.ci/run runs the README test command exactly as written there', () => {
  const readme = readFileSync('README.md', 'utf8');
  const ci = readFileSync('.ci/run', 'utf8');
  const command = ci.trim().split('\n').pop()!;
  expect(command).toBe('npx -y pnpm@10 install && npx -y pnpm@10 test');
  expect(readme).toContain(`\`\`\`sh\n${command}\n\`\`\``);
  expect(readme).toContain('```sh\nnpx -y pnpm@10 install && npx -y pnpm@10 start\n```');
});
