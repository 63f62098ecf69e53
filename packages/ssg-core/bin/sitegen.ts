import path from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import type { CompiledCli } from '@sitegen/ssg-core/cache/codeEntries.mjs';
import { formatDiagnostics, UsageError } from '@sitegen/ssg-core/diagnostics.ts';
import { formatTimings } from '@sitegen/ssg-core/formatTimings.ts';
import { ListenError } from '@sitegen/ssg-core/server/ListenError.ts';
import { HOSTS, type HostRules } from '@sitegen/ssg-core/server/resolveRequest.ts';
import { BASE_URL_FORM } from '@sitegen/runtime/siteUrl.ts';
import ssgCorePackage from '../package.json' with { type: 'json' };

/**
 * Runs the command `argv` names (process.argv's form). ssg-core's bin/sitegen.mjs calls it from the
 * compiled CLI, which it passes as `cli`: the commands hand it to the build and to dev.
 */
export async function runCli(argv: string[], cli: CompiledCli): Promise<void> {
  try {
    await createProgram(cli).parseAsync(argv);
  } catch (error) {
    if (error instanceof ListenError) {
      console.error(error.message);
    } else if (error instanceof UsageError) {
      console.error(formatDiagnostics(error.diagnostics));
      console.error('Build failed; the previous output was left untouched.');
    } else {
      console.error('sitegen hit an internal error (a bug in sitegen, not in your site):');
      console.error(error);
    }
    process.exitCode = 1;
  }
}

const port = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('must be a port number (0-65535).');
  return n;
};

/** `--port` and `--host`, as `serve` and `dev` both take them. */
const listenOptions = (command: Command) =>
  command
    .option('--port <port>', 'port to listen on', port, 3000)
    .option('--host <host>', 'interface to bind', '127.0.0.1');

const baseUrlArg = (value: string) => {
  if (!BASE_URL_FORM.test(value)) throw new InvalidArgumentError('must start and end with "/".');
  return value;
};

/** The baseUrl of the site at `root`, or `/` where there is no site.config.ts (a folder served alone). */
async function configuredBaseUrl(root: string): Promise<string> {
  const [{ existsSync }, { CONFIG_FILE }] = await Promise.all([
    import('node:fs'),
    import('@sitegen/ssg-core/config/schema.ts'),
  ]);
  if (!existsSync(path.join(root, CONFIG_FILE))) return '/';
  const { loadConfig } = await import('@sitegen/ssg-core/config/loadConfig.ts');
  return (await loadConfig(path.resolve(root))).baseUrl;
}

// Each command imports only what it runs: `serve` starts without loading the build.
function createProgram(cli: CompiledCli): Command {
  const program = new Command('sitegen')
    .description('Build, serve and develop a documentation site.')
    .version(ssgCorePackage.version, '-v, --version', "print sitegen's version");

  program
    .command('build')
    .description('build the deployable site into the output folder')
    .option('--out-dir <dir>', 'output folder, relative to the site root', 'build')
    .option('--root <dir>', 'site root (holding site.config.ts)', '.')
    .option('--no-minify', 'do not minify the client bundle')
    .option('--strict', 'warn about every front matter key sitegen does not know')
    .action(async (opts: { outDir: string; root: string; minify: boolean; strict?: boolean }) => {
      const start = performance.now();
      const { build } = await import('@sitegen/ssg-core/build.ts');
      const result = await build({
        rootDir: opts.root,
        outDir: opts.outDir,
        minify: opts.minify,
        strict: opts.strict,
        cli,
      });
      if (result.apiCoverage) console.log(`API doc coverage: ${result.apiCoverage}`);
      if (result.diagnostics.length) console.warn(formatDiagnostics(result.diagnostics));
      const pages = [...result.files.keys()].filter((f) => f.endsWith('.html')).length;
      const seconds = ((performance.now() - start) / 1000).toFixed(2);
      const reused =
        result.output === 'unchanged'
          ? ' (the folder already held them: left as it was).'
          : result.rendered < pages
            ? ` (${result.rendered} rendered, the others remembered).`
            : '.';
      console.log(formatTimings(result.timings));
      console.log(
        `Built ${pages} pages into ${path.relative(process.cwd(), result.outDir) || '.'} in ${seconds} s on Node ${process.versions.node}${reused}`,
      );
    });

  program
    .command('init')
    .description(
      'write a starter site into a folder: a config, a home page, two docs pages, a logo, a favicon and a .gitignore',
    )
    .argument('[dir]', 'folder of the new site (made if missing)', '.')
    .action(async (dir: string) => {
      const { initSite } = await import('@sitegen/ssg-core/init/initSite.ts');
      let files: string[];
      try {
        files = initSite(dir);
      } catch (error) {
        if (!(error instanceof UsageError)) throw error;
        console.error(formatDiagnostics(error.diagnostics));
        process.exitCode = 1;
        return;
      }
      const root = path.relative(process.cwd(), path.resolve(dir)) || '.';
      console.log(`Wrote a starter site into ${root}:\n${files.map((f) => `  ${f}`).join('\n')}`);
      // The command as it was run here: \`npx sitegen\` when installed in a folder's node_modules,
      // \`sitegen\` when on the PATH, else node and this script.
      const script = process.argv[1] ?? 'sitegen';
      const self = /[\\/]node_modules[\\/]/.test(script)
        ? 'npx sitegen'
        : path.basename(script) === 'sitegen'
          ? 'sitegen'
          : `node ${path.relative(process.cwd(), script)}`;
      const rootArg = root === '.' ? '' : ` --root ${root}`;
      console.log(`\nNext: ${self} dev${rootArg} (or ${self} build${rootArg}, then ${self} serve${rootArg}).`);
    });

  listenOptions(program.command('serve'))
    .description('serve the built site as a static host does')
    .option('--dir <dir>', 'folder to serve, relative to the site root (as build --out-dir is)', 'build')
    .option('--root <dir>', 'site root (holding site.config.ts), whose baseUrl the folder is served under', '.')
    .option('--base-url <path>', "serve the folder under this path instead of the site's baseUrl", baseUrlArg)
    .addOption(
      new Option(
        '--like <host>',
        "answer requests by that host's rules, its redirects included (sitegen's own: every form of a route, no redirect)",
      )
        .choices(HOSTS)
        .default('sitegen'),
    )
    .action(
      async (opts: { port: number; host: string; dir: string; root: string; baseUrl?: string; like: HostRules }) => {
        const [{ existsSync }, { serve }] = await Promise.all([
          import('node:fs'),
          import('@sitegen/ssg-core/server/serve.ts'),
        ]);
        const dir = path.relative(process.cwd(), path.resolve(opts.root, opts.dir)) || '.';
        if (!existsSync(dir)) {
          console.error(
            `There is no folder ${dir} to serve: build the site first (sitegen build --root ${opts.root}).`,
          );
          process.exitCode = 1;
          return;
        }
        const baseUrl = opts.baseUrl ?? (await configuredBaseUrl(opts.root));
        const server = await serve({ dir, port: opts.port, host: opts.host, like: opts.like, baseUrl });
        const at = server.url + baseUrl;
        console.log(`Serving ${dir} at ${at}${opts.like === 'sitegen' ? '' : ` as ${opts.like} would`}`);
      },
    );

  listenOptions(program.command('dev'))
    .description('build, serve and rebuild on change')
    .option('--root <dir>', 'site root (holding site.config.ts)', '.')
    .option('--open', 'open the browser')
    .action(async (opts: { port: number; host: string; root: string; open?: boolean }) => {
      const { dev } = await import('@sitegen/ssg-core/dev/dev.ts');
      await dev({ rootDir: opts.root, port: opts.port, host: opts.host, open: Boolean(opts.open), cli });
    });

  return program;
}
