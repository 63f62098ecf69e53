import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { formatDiagnostics, UsageError } from '../diagnostics.ts';
import { loadConfig } from './loadConfig.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const realConfig = readFileSync(path.join(repoRoot, 'site.config.ts'), 'utf8');
// Inside the repo, so the config's imports resolve against its node_modules.
const scratch = path.join(repoRoot, 'node_modules', '.cache', 'sitegen-config-test', String(process.pid));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let n = 0;
async function errorsFor(source: string): Promise<string> {
  const dir = path.join(scratch, String(n++));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'site.config.ts'), source);
  try {
    await loadConfig(dir);
  } catch (error) {
    if (error instanceof UsageError) return formatDiagnostics(error.diagnostics);
    throw error;
  }
  return 'no error';
}

describe('loadConfig', () => {
  test('a config compiled by an earlier run is reused only while every file it was made of reads the same', {
    timeout: 60_000,
  }, async () => {
    const dir = path.join(scratch, 'remembered');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'site.config.ts'),
      `import { title } from './title.ts';\n${realConfig.replace("title: 'graphql-js',", 'title,')}`,
    );
    const memoDir = path.join(scratch, 'memo');
    // Each run as a new process would: fresh modules, the memo read from its folder, saved at the end.
    const titleInNewRun = async () => {
      vi.resetModules();
      const [{ openMemoStore }, { loadCodeGraph }, { loadConfig: load }] = await Promise.all([
        import('../cache/memo.ts'),
        import('../cache/codeGraph.ts'),
        import('./loadConfig.ts'),
      ]);
      const store = openMemoStore({ dir: memoDir, graph: await loadCodeGraph() });
      store.beginRun();
      const { title } = await load(dir);
      store.save();
      return title;
    };
    writeFileSync(path.join(dir, 'title.ts'), "export const title = 'First';\n");
    expect(await titleInNewRun()).toBe('First');
    expect(await titleInNewRun()).toBe('First');
    expect(readFileSync(path.join(memoDir, 'state.json'), 'utf8')).toContain('"config"');
    writeFileSync(path.join(dir, 'title.ts'), "export const title = 'Second';\n");
    expect(await titleInNewRun()).toBe('Second');
  });

  test('the real site.config.ts is valid and gets its defaults', async () => {
    const config = await loadConfig(repoRoot);
    expect(config.title).toBe('graphql-js');
    expect(config.tagline).toBe('A reference implementation of GraphQL for JavaScript');
    expect(config.url).toBe('https://graphql-js.org');
    expect(config.baseUrl).toBe('/');
    expect(config.titleDelimiter).toBe('|');
    expect(config.themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.i18n.localeConfigs.en).toEqual({
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en',
      calendar: 'gregory',
    });
    expect(config.docs).toMatchObject({
      id: 'default',
      path: '/docs',
      mainDocId: 'tutorials/index',
      lastVersion: 'current',
    });
    expect(config.docs.versions.current).toEqual({ label: 'Next' });
    // The config leaves the static folder to its default: as written, it names none (a missing default folder is no error).
    expect(config.staticDir).toBe('content/static');
    expect(config.asWritten.staticDir).toBeUndefined();
    expect(config.asWritten.title).toBe('graphql-js');
    expect(config.themeConfig.codeThemes).toEqual({ light: 'github-light', dark: 'github-dark' });
  });

  test('an unknown field names the field and its line', async () => {
    expect(await errorsFor(realConfig.replace('  tagline:', "  taglin: 'x',\n  tagline:"))).toMatchInlineSnapshot(`
      "error[config/invalid] site.config.ts:5
        Unknown field "taglin" at the top level.

      1 error"
    `);
  });

  test('siteMetadata.apiPluginVersion, which nothing read, is no field any more', async () => {
    const line = realConfig.slice(0, realConfig.indexOf('siteMetadata:')).split('\n').length;
    expect(
      await errorsFor(
        realConfig.replace("generatorVersion: '2.2.0' }", "generatorVersion: '2.2.0', apiPluginVersion: '2.5.0' }"),
      ),
    ).toBe(
      [
        `error[config/invalid] site.config.ts:${line}`,
        '  Unknown field "apiPluginVersion" in "siteMetadata".',
        '',
        '1 error',
      ].join('\n'),
    );
  });

  test('a mistyped field says what was expected and what was received', async () => {
    // The line of the field in the real config, wherever edits to the config have moved it.
    const line = realConfig.slice(0, realConfig.indexOf('hideOnScroll: false')).split('\n').length;
    expect(await errorsFor(realConfig.replace('hideOnScroll: false', 'hideOnScroll: "yes"'))).toBe(
      [
        `error[config/invalid] site.config.ts:${line}`,
        '  Field "themeConfig.navbar.hideOnScroll" must be a boolean (received string).',
        '',
        '1 error',
      ].join('\n'),
    );
  });

  test('an API repository without a tag says the tag is needed', async () => {
    const source = realConfig.replace("    sourceTag: 'v17.1.0',\n", '');
    expect(source).not.toBe(realConfig);
    const errors = await errorsFor(source);
    expect(errors).toContain('error[config/invalid] site.config.ts');
    expect(errors).toContain('api.sourceTag is required with api.repoUrl (the tag the source links point at)');
  });

  test("the API's path is checked as the docs' path is; an older version's tag is needed only with a repository", async () => {
    const relative = realConfig.replace("    path: '/api/graphql-js',\n", "    path: 'reference',\n");
    expect(relative).not.toBe(realConfig);
    const lineOfApiPath = relative.split('\n').indexOf("    path: 'reference',") + 1;
    expect(await errorsFor(relative)).toContain(
      `error[config/invalid] site.config.ts:${lineOfApiPath}\n  Field "api.path" is invalid: must start with "/" and not end with "/".`,
    );
    const olderTag = realConfig.replace("        sourceTag: 'v16.15.0',\n", '');
    expect(olderTag).not.toBe(realConfig);
    expect(await errorsFor(olderTag)).toContain('each older version needs a sourceTag when api.repoUrl is set');
    const noRepository = olderTag.replace("    repoUrl: 'https://github.com/graphql/graphql-js',\n", '');
    expect(noRepository).not.toBe(olderTag);
    expect(await errorsFor(noRepository)).not.toContain('sourceTag');
  });

  test('a locale without its config is an error at the line of its key, not a crash of the build', async () => {
    const i18n = (lines: string) =>
      realConfig.replace(/^ {2}i18n: \{\n[\s\S]*?\n {2}\},\n/m, `  i18n: {\n${lines}  },\n`);
    const en =
      "    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory' } },\n";
    const defaultFr = i18n(`    defaultLocale: 'fr',\n    locales: ['fr'],\n${en}`);
    expect(defaultFr).not.toBe(realConfig);
    const line = (source: string, text: string) => source.split('\n').findIndex((l) => l.includes(text)) + 1;
    expect(await errorsFor(defaultFr)).toBe(
      [
        `error[config/invalid] site.config.ts:${line(defaultFr, 'defaultLocale:')}`,
        '  Field "i18n.defaultLocale" is invalid: "fr" has no entry in i18n.localeConfigs.',
        `error[config/invalid] site.config.ts:${line(defaultFr, 'locales:')}`,
        '  Field "i18n.locales" is invalid: the locale "fr" has no entry in i18n.localeConfigs.',
        '',
        '2 errors',
      ].join('\n'),
    );
    const notListed = i18n(`    defaultLocale: 'en',\n    locales: ['de'],\n${en}`);
    expect(await errorsFor(notListed)).toBe(
      [
        `error[config/invalid] site.config.ts:${line(notListed, 'defaultLocale:')}`,
        '  Field "i18n.defaultLocale" is invalid: "en" is not in i18n.locales.',
        `error[config/invalid] site.config.ts:${line(notListed, 'locales:')}`,
        '  Field "i18n.locales" is invalid: the locale "de" has no entry in i18n.localeConfigs.',
        '',
        '2 errors',
      ].join('\n'),
    );
  });

  test('a config that throws names the line it threw from', async () => {
    expect(await errorsFor("const x = 1;\nthrow new Error('boom');\nexport default {};\n")).toMatchInlineSnapshot(`
      "error[config/throws] site.config.ts:2
        site.config.ts threw while loading: boom

      1 error"
    `);
  });

  test('a config without a default export', async () => {
    expect(await errorsFor('export const config = {};\n')).toMatchInlineSnapshot(`
      "error[config/no-export] site.config.ts
        site.config.ts has no default export.
        hint: end the file with \`export default defineConfig({ ... })\`

      1 error"
    `);
  });

  test('a config that does not compile', async () => {
    expect(await errorsFor('export default {\n  title: ,\n};\n')).toMatchInlineSnapshot(`
      "error[config/syntax] site.config.ts:2:10
        site.config.ts does not compile: Unexpected ",".

      1 error"
    `);
  });
});
