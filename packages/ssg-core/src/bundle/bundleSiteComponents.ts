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
import { createDiagnostic, UsageError } from '../diagnostics.ts';
import { writeFileAtomic } from '../output/writeFileAtomic.ts';
import { withEsbuild } from '../withEsbuild.ts';

const require = createRequire(import.meta.url);
const themeModule = (name: string) => require.resolve(`@sitegen/theme/${name}`);

/** The components' folder, absolute (their files' folder). */
const componentsDirOf = (components: LoadedSiteComponents) => path.dirname(Object.values(components.files)[0] ?? '/');

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
    const first = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] })
      .errors?.[0];
    throw new UsageError([
      createDiagnostic(
        'error',
        'mdx/component-code',
        `A site component does not compile: ${first?.text ?? String(error)}.`,
        {
          location: first?.location
            ? {
                file: path.relative(rootDir, path.resolve(first.location.file)),
                line: first.location.line,
                column: first.location.column + 1,
              }
            : { file: components.dir },
        },
      ),
    ]);
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
