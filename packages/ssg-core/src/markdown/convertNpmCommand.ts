// An npm command line as Yarn and pnpm write it, for code blocks marked `npm2yarn`. Only lines
// that start with `npm ` or `npx ` change; each `npm` line is read as `npm <command> <arguments>`,
// flags translated where the other tool spells them differently. `npx x` is `yarn dlx x` (Yarn 2
// and later: Yarn 1 has no way to run a package it did not install) and `pnpm dlx x`.

export type PackageManager = 'npm' | 'yarn' | 'pnpm';

export const packageManagers: { value: PackageManager; label: string }[] = [
  { value: 'npm', label: 'npm' },
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
];

/** `npm` spellings of a flag -> how Yarn and pnpm write it (undefined: they need none). */
const installFlags: { npm: string[]; yarn?: string; pnpm?: string }[] = [
  { npm: ['--save-dev', '-D'], yarn: '--dev', pnpm: '--save-dev' },
  { npm: ['--save-exact', '-E'], yarn: '--exact', pnpm: '--save-exact' },
  { npm: ['--save-optional', '-O'], yarn: '--optional', pnpm: '--save-optional' },
  { npm: ['--save-peer'], yarn: '--peer', pnpm: '--save-peer' },
  { npm: ['--save', '-S'] },
];

const installCommands = new Set(['install', 'i', 'add']);
const removeCommands = new Set(['uninstall', 'un', 'remove', 'rm', 'r']);

/** Every line of `code` in `manager`'s words (npm: as written). */
export function convertNpmCommand(code: string, manager: PackageManager): string {
  if (manager === 'npm') return code;
  return code
    .split('\n')
    .map((line) => {
      const match = /^(\s*)(npm|npx)\s+(.*)$/.exec(line);
      if (!match) return line;
      const words = match[3]!.trim().split(/\s+/);
      return match[1] + (match[2] === 'npx' ? convertNpx(words, manager) : convertLine(words, manager));
    })
    .join('\n');
}

function convertLine([command = '', ...args]: string[], manager: 'yarn' | 'pnpm'): string {
  if (installCommands.has(command)) {
    const global = args.some((a) => a === '-g' || a === '--global');
    const rest = args.filter((a) => a !== '-g' && a !== '--global').flatMap((a) => translateFlag(a, manager));
    const packages = rest.filter((a) => !a.startsWith('-'));
    if (packages.length === 0 && !global) return [manager, 'install', ...rest].join(' ');
    if (manager === 'yarn') return ['yarn', ...(global ? ['global'] : []), 'add', ...rest].join(' ');
    return ['pnpm', 'add', ...rest, ...(global ? ['--global'] : [])].join(' ');
  }
  if (removeCommands.has(command))
    return [manager, 'remove', ...args.flatMap((a) => translateFlag(a, manager))].join(' ');
  if (command === 'ci') return `${manager} install --frozen-lockfile`;
  if (command === 'run' || command === 'run-script') {
    // Both pass what follows the script's name on to it; npm needs `--` first.
    const [script = '', ...rest] = args;
    return [manager, 'run', script, ...rest.filter((a, i) => !(i === 0 && a === '--'))].join(' ');
  }
  if (command === 'init' && args[0] && !args[0].startsWith('-')) return [manager, 'create', ...args].join(' ');
  return [manager, command, ...args].join(' ');
}

/** `npx [--yes] x args`: dlx never asks before it downloads, so `--yes` goes. */
function convertNpx(args: string[], manager: 'yarn' | 'pnpm'): string {
  return [manager, 'dlx', ...args.filter((a, i) => !(i === 0 && (a === '--yes' || a === '-y')))].join(' ');
}

function translateFlag(arg: string, manager: 'yarn' | 'pnpm'): string[] {
  const flag = installFlags.find((f) => f.npm.includes(arg));
  if (!flag) return [arg];
  const spelled = flag[manager];
  return spelled ? [spelled] : [];
}
