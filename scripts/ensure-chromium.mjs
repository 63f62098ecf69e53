// Makes sure the browser tests have a Chromium: Debian's package, installed when we may.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = process.env.CHROME_PATH || '/usr/bin/chromium';
if (existsSync(wanted)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (process.env.CHROME_PATH || !isRoot || !hasApt) {
  console.error(
    `No Chromium at ${wanted}: install Debian's package (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.`,
  );
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests (apt-get)...');
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
} catch {
  console.error(
    'Installing chromium with apt-get failed: install it by hand (apt-get install -y chromium) or set CHROME_PATH.',
  );
  process.exit(1);
}
