// An npm command line as Yarn (1.x, which reads the same package.json) and pnpm write it, for
// code blocks marked `npm2yarn`. Only lines that start with `npm ` change; each is read as
// `npm <command> <arguments>`, flags translated where the other tool spells them differently.

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
      const match = /^(\s*)npm\s+(.*)$/.exec(line);
      return match ? match[1] + convertLine(match[2]!.trim().split(/\s+/), manager) : line;
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

function translateFlag(arg: string, manager: 'yarn' | 'pnpm'): string[] {
  const flag = installFlags.find((f) => f.npm.includes(arg));
  if (!flag) return [arg];
  const spelled = flag[manager];
  return spelled ? [spelled] : [];
}
