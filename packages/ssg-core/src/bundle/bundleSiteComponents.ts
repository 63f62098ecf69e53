// The site's own MDX components (loadSiteComponents.ts) as code: in the client bundle, in place
// of the theme's empty siteComponents.ts (so they load with the page parts' code, not with a
// first load); for the prerender, compiled for Node and imported.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import type { TreeComponents } from '@sitegen/theme/content/renderTree.tsx';
import { siteCacheDir } from '../cache/siteCacheDir.ts';
import type { LoadedSiteComponents } from '../content/loadSiteComponents.ts';
import { UsageError } from '../diagnostics.ts';
import { esbuildDiagnostics, esbuildErrors } from './esbuildDiagnostics.ts';
import { writeFileAtomic } from '../output/writeFileAtomic.ts';
import { withEsbuild } from '../withEsbuild.ts';

const require = createRequire(import.meta.url);
const themeModule = (name: string) => require.resolve(`@sitegen/theme/${name}`);

/** The components' folder, absolute. */
const componentsDirOf = (components: LoadedSiteComponents) => path.resolve(components.rootDir, components.dir);

/** The module that names the components: `export const siteComponents = { Name, … }`. */
function componentsModule(components: LoadedSiteComponents): string {
  const names = Object.keys(components.files);
  return [
    ...names.map((name) => `import ${name} from ${JSON.stringify(components.files[name])};`),
    `export const siteComponents = { ${names.join(', ')} };`,
  ].join('\n');
}

/**
 * React as sitegen has it: a component in a folder outside sitegen (a site's own) gets the one
 * copy the theme renders with, not a second one from wherever the site is. Only the site's
 * imports are changed: sitegen's own resolve as they always do.
 */
function reactOfTheTheme(options: { componentsDir: string; external: boolean }): Plugin {
  const from = [themeModule('package.json'), require.resolve('@sitegen/runtime/package.json')].map((file) =>
    path.dirname(file),
  );
  return {
    name: 'react-of-the-theme',
    setup(build) {
      build.onResolve({ filter: /^react(?:-dom)?(?:\/.*)?$/ }, (args) => {
        if (args.importer && !args.importer.startsWith(options.componentsDir + path.sep)) return undefined;
        const resolved = require.resolve(args.path, { paths: from });
        return options.external ? { path: pathToFileURL(resolved).href, external: true } : { path: resolved };
      });
    },
  };
}

/** For the app's esbuild build: the site's components in place of the theme's empty module. */
export function siteComponentsPlugin(components: LoadedSiteComponents): Plugin {
  const target = themeModule('content/siteComponents.ts');
  const react = reactOfTheTheme({ componentsDir: componentsDirOf(components), external: false });
  return {
    name: 'site-components',
    setup(build) {
      build.onLoad({ filter: /[\\/]content[\\/]siteComponents\.ts$/ }, (args) =>
        args.path === target
          ? { contents: componentsModule(components), loader: 'ts', resolveDir: path.dirname(target) }
          : undefined,
      );
      react.setup(build);
    },
  };
}

/**
 * esbuild's errors about the site's components: mdx/component-code errors at their file:line:col
 * (one with no place, at the components' folder). Undefined when one is in a file outside that
 * folder (sitegen's own code), unless `anywhere`: the components alone were compiled.
 */
export function componentCodeError(
  error: unknown,
  components: LoadedSiteComponents,
  { anywhere }: { anywhere: boolean },
): UsageError | undefined {
  const messages = esbuildErrors(error);
  const dir = componentsDirOf(components) + path.sep;
  if (!anywhere && !messages.every(({ location }) => location && path.resolve(location.file).startsWith(dir)))
    return undefined;
  const diagnostics = esbuildDiagnostics(messages, {
    severity: 'error',
    rootDir: components.rootDir,
    describe: (text) => ({ code: 'mdx/component-code', message: `A site component does not compile: ${text}.` }),
  });
  return new UsageError(diagnostics.map((d) => (d.location ? d : { ...d, location: { file: components.dir } })));
}

/** The components' code for the prerender, compiled for Node. A component that does not compile is the author's error. */
export async function importSiteComponents(rootDir: string, components: LoadedSiteComponents): Promise<TreeComponents> {
  const { build: esbuild } = await import('esbuild');
  let code: string;
  try {
    const result = await withEsbuild(() =>
      esbuild({
        stdin: { contents: componentsModule(components), loader: 'ts', resolveDir: rootDir },
        bundle: true,
        platform: 'node',
        format: 'esm',
        jsx: 'automatic',
        write: false,
        logLevel: 'silent',
        plugins: [reactOfTheTheme({ componentsDir: componentsDirOf(components), external: true })],
      }),
    );
    code = result.outputFiles[0]!.text;
  } catch (error) {
    throw componentCodeError(error, components, { anywhere: true });
  }
  // A module is imported once per URL: the hash in the name brings an edited component in afresh.
  const file = path.join(siteCacheDir(rootDir), `site-components.${components.hash}.${process.pid}.mjs`);
  writeFileAtomic(file, code);
  try {
    return ((await import(pathToFileURL(file).href)) as { siteComponents: TreeComponents }).siteComponents;
  } finally {
    rmSync(file, { force: true });
  }
}
