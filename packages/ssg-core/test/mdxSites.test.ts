import { beforeAll, describe, expect, test } from 'vitest';
import { routeOutputFile } from '@sitegen/runtime/routePath.ts';
import { build, type BuildResult } from '../src/build.ts';
import { formatDiagnostics } from '../src/diagnostics.ts';
import { prepareFixture } from './corpus/prepareFixture.ts';
import { contentText } from '../src/output/fileContent.ts';

// MDX sites written for these tests in both dialects (fixtures/mdx-docusaurus, fixtures/mdx-nextra),
// built whole: every component and code meta shows in the prerendered HTML, and the sidebars
// come from the folders.

const FULL_BUILD = { timeout: 600_000 };

async function buildFixture(name: string): Promise<BuildResult> {
  const fixture = prepareFixture(name);
  try {
    return await build({ rootDir: fixture.rootDir, write: false });
  } finally {
    fixture.remove();
  }
}

const file = (result: BuildResult, name: string) => {
  return contentText(result.files.get(name) ?? '');
};
/** The page's markdown body, without the highlighter's colour spans (texts read as a reader sees them). */
function body(result: BuildResult, route: string): string {
  const html = file(result, routeOutputFile(route));
  const start = html.indexOf('data-static="doc">');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</article>', start)).replace(/<span style="[^"]*">([^<]*)<\/span>/g, '$1');
}
function sidebar(result: BuildResult, route: string): string[] {
  const html = file(result, routeOutputFile(route));
  const nav = /<nav class="sg-sidebar"[\s\S]*?<\/nav>/.exec(html)![0];
  return [...nav.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>|<button[^>]*>([^<]*)</g)].map(
    ([, href, label, category]) => (category ? `[${category}]` : `${label} ${href}`),
  );
}
/** Each tab list's tabs as `label=value (selected)`. */
function tabLists(html: string): string[][] {
  return [...html.matchAll(/<div role="tablist"[^>]*>([\s\S]*?)<\/div>/g)].map(([, list]) =>
    [
      ...list!.matchAll(/<button[^>]*data-value="([^"]*)"[^>]*aria-selected="(true|false)"[^>]*>([^<]*)<\/button>/g),
    ].map(([, value, selected, label]) => `${label}=${value}${selected === 'true' ? ' (selected)' : ''}`),
  );
}

describe('a Docusaurus MDX site', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await buildFixture('mdx-docusaurus');
  }, FULL_BUILD.timeout);

  test('builds without a problem', () => {
    expect(formatDiagnostics(result.diagnostics)).toBe('\nno problems');
  });

  test('Tabs and TabItem: labels from values, the default tab, groupId, WAI-ARIA roles', () => {
    const html = body(result, '/docs/kitchen/pantry');
    expect(tabLists(html)[0]).toEqual(['Short rice=rice', 'Rolled oats=oats (selected)']);
    expect(html).toContain('<div class="sg-tabs" data-group="grain">');
    const [, tabId, panelId] = /role="tab" data-value="rice" id="([^"]+)"[^>]*aria-controls="([^"]+)"/.exec(html)!;
    expect(html).toContain(
      `role="tabpanel" id="${panelId}" aria-labelledby="${tabId}" class="sg-tabs__panel" hidden=""`,
    );
    expect(html).toContain('<p>Oats cook in <strong>five minutes</strong>.</p>');
    expect(tabLists(body(result, '/docs/kitchen/recipes'))[0]).toEqual([
      'Short rice=rice (selected)',
      'Rolled oats=oats',
    ]);
  });

  test('Admonition with and without a title', () => {
    const html = body(result, '/docs/kitchen/pantry');
    expect(html).toMatch(
      /sg-admonition--warning" role="note"><p class="sg-admonition__title">.*?Mind the weevils<\/p><div class="sg-admonition__content"><p>Seal every open bag in a jar.<\/p>/,
    );
    expect(html).toMatch(/sg-admonition--tip" role="note">.*?✓<\/span>Tip<\/p>.*?<p>A label with the date helps.<\/p>/);
  });

  test('CodeBlock: language, title, numbered lines, highlighted with shiki', () => {
    const html = body(result, '/docs/kitchen/pantry');
    expect(html).toContain(
      '<div class="sg-code" data-lang="js" data-line-numbers=""><div class="sg-code__title">count.js</div>',
    );
    expect(html).toContain(
      "<code><span class=\"line\">const jars = ['rice', 'oats', 'lentils'];</span>\n<span class=\"line\">console.log(jars.length);</span></code>",
    );
    expect(file(result, routeOutputFile('/docs/kitchen/pantry'))).toMatch(
      /--shiki-light:#D73A49;--shiki-dark:#F97583">const /,
    );
  });

  test('fence meta: title, {1,3-4} highlights with showLineNumbers, npm2yarn tabs', () => {
    const html = body(result, '/docs/kitchen/pantry');
    const shelf = html.slice(html.indexOf('shelf.js'), html.indexOf('</code>', html.indexOf('shelf.js')));
    expect(
      [...shelf.matchAll(/<span class="line( highlighted)?">([^<]*)<\/span>/g)].map(
        (m) => `${m[1] ? '*' : ' '}${m[2]}`,
      ),
    ).toEqual([
      '*const shelf = [];',
      " shelf.push('flour');",
      "*shelf.push('sugar');",
      "*shelf.push('salt');",
      ' console.log(shelf);',
    ]);
    expect(tabLists(html)[1]).toEqual(['npm=npm (selected)', 'Yarn=yarn', 'pnpm=pnpm']);
    expect(html).toContain('<div class="sg-tabs" data-group="npm2yarn">');
    const commands = [...html.matchAll(/<code>([^<]*pantry-tracker)<\/code>/g)].map((m) => m[1]);
    expect(commands).toEqual([
      'npm install --save pantry-tracker',
      'yarn add pantry-tracker',
      'pnpm add pantry-tracker',
      'npm uninstall pantry-tracker',
      'yarn remove pantry-tracker',
      'pnpm remove pantry-tracker',
    ]);
    expect(
      [...body(result, '/docs/kitchen/recipes').matchAll(/<code>([^<]*cook[^<]*)<\/code>/g)].map((m) => m[1]),
    ).toEqual(['npm run cook -- --servings 2', 'yarn run cook --servings 2', 'pnpm run cook --servings 2']);
  });

  test('links to .mdx files (with or without the extension) resolve; HTML elements and comments', () => {
    const html = body(result, '/docs/kitchen/pantry');
    expect(html).toContain('<a href="/docs/kitchen/recipes">the recipes</a>');
    // Without it, it is a relative URL, which resolves against the page's route as the browser would.
    expect(html).toContain('<a href="/docs/kitchen/recipes">the same page without its extension</a>');
    expect(html).toContain('<details><summary>Why jars and not bags</summary><p>Glass keeps moths out.</p></details>');
    expect(html).not.toContain('comment for the authors');
    expect(body(result, '/docs/kitchen/recipes')).toContain(
      '<a href="/docs/kitchen/pantry#choosing-a-grain">the pantry</a>',
    );
  });

  test('autogenerated sidebar: sidebar_position, then _category_.yml label, position and collapsed', () => {
    expect(sidebar(result, '/docs/kitchen/pantry')).toEqual([
      'Recipes /docs/kitchen/recipes',
      'Stocking the pantry /docs/kitchen/pantry',
      '[Tools of the trade]',
      'Cutting boards /docs/kitchen/tools/boards',
      'Knives /docs/kitchen/tools/knives',
    ]);
  });

  test("the site's own components (docs.components), imported by @site/ and by a relative path: prerendered", () => {
    const html = body(result, '/docs/kitchen/tools/knives');
    expect(html).toContain(
      'Hone the blade <span class="kitchen-highlight" style="background-color:#ffd966">before every use</span>.',
    );
    expect(html).toContain('<button type="button" class="kitchen-timer">3<!-- --> minutes left</button>');
  });

  test("the site's components load with the page parts' code, not with a first load's", () => {
    const page = file(result, routeOutputFile('/docs/kitchen/tools/knives'));
    const firstLoad = [...page.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(firstLoad.length).toBeGreaterThan(1);
    for (const script of firstLoad) expect(file(result, script)).not.toContain('kitchen-timer');
    const chunks = [...result.files.keys()].filter((name) => /^assets\/c\/.*\.js$/.test(name));
    expect(chunks.filter((name) => file(result, name).includes('kitchen-timer'))).toHaveLength(1);
  });

  test("the markdown twin shows the tabs' contents, the admonitions and the code", () => {
    const twin = file(result, 'docs/kitchen/pantry.md');
    expect(twin).toContain(
      '**Short rice**\n\nShort grain rice turns soft and sticky.\n\n**Rolled oats**\n\nOats cook in **five minutes**.',
    );
    expect(twin).toContain('> **Warning: Mind the weevils**\n>\n> Seal every open bag in a jar.');
    expect(twin).toContain("```js title=\"count.js\"\nconst jars = ['rice', 'oats', 'lentils'];");
    expect(twin).not.toContain('import');
  });
});

describe('a Nextra MDX site', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await buildFixture('mdx-nextra');
  }, FULL_BUILD.timeout);

  test('builds without a problem', () => {
    expect(formatDiagnostics(result.diagnostics)).toBe('\nno problems');
  });

  test('Tabs: items as labels, defaultIndex, Tabs.Tab panels', () => {
    const html = body(result, '/docs/start/');
    expect(tabLists(html)[0]).toEqual(['Spade=Spade', 'Trowel=Trowel (selected)']);
    expect(html).toContain('<p>Digs one hole for one <strong>seedling</strong>.</p>');
    expect(tabLists(body(result, '/docs/start/garden'))[0]).toEqual(['Spring=Spring (selected)', 'Autumn=Autumn']);
  });

  test('Callout: each type, its sign or its emoji', () => {
    const callouts = [
      ...body(result, '/docs/start/').matchAll(
        /sg-callout--(\w+)" role="note"><span class="sg-callout__sign" aria-hidden="true">([^<]*)<\/span><div class="sg-callout__content"><p>([^<]*)</g,
      ),
    ].map((m) => m.slice(1));
    expect(callouts).toEqual([
      ['info', 'ℹ️', 'Water in the morning, not at noon.'],
      ['error', '🐌', 'Slugs come out after rain.'],
      ['default', '💡', 'A plain callout with the default sign.'],
    ]);
  });

  test('Steps: its headings, with their ids in the table of contents', () => {
    const page = file(result, routeOutputFile('/docs/start/'));
    expect(body(result, '/docs/start/')).toMatch(
      /<div class="sg-steps"><h3 id="clear-the-weeds">Clear the weeds.*?<h3 id="add-compost">Add compost/,
    );
    expect(page).toContain('href="#add-compost"');
  });

  test('Cards: links that resolve like markdown links', () => {
    expect(body(result, '/docs/start/')).toContain(
      '<div class="sg-cards"><a href="/docs/start/garden">Planting a garden</a><a href="/docs/start/reference/soil">Soil types</a></div>',
    );
  });

  test('FileTree: folders as <details>, open when defaultOpen', () => {
    expect(body(result, '/docs/start/')).toContain(
      '<div class="sg-filetree"><ul><li class="sg-filetree__folder"><details open=""><summary>shed</summary><ul><li class="sg-filetree__folder"><details><summary>shelves</summary><ul><li class="sg-filetree__file">seeds.txt</li></ul></details></li><li class="sg-filetree__file">rake</li></ul></details></li><li class="sg-filetree__file">gate</li></ul></div>',
    );
  });

  test('filename="…" titles a block; {2} and showLineNumbers', () => {
    const html = body(result, '/docs/start/');
    expect(html).toContain(
      '<div class="sg-code" data-lang="js" data-line-numbers=""><div class="sg-code__title">plan.js</div>',
    );
    expect(html).toContain(
      '<code><span class="line">const rows = 4;</span>\n<span class="line highlighted">const seedsPerRow = 12;</span>\n<span class="line">console.log(rows * seedsPerRow);</span></code>',
    );
  });

  test('autogenerated sidebar from _meta.ts and _meta.json: titles, order, separator, hidden page', () => {
    expect(sidebar(result, '/docs/start/reference/soil')).toEqual([
      'Welcome aboard /docs/start/',
      'Planting a garden /docs/start/garden',
      '[Looking things up]',
      '[Reference shelf]',
      'Soil types /docs/start/reference/soil',
      'Seed packets /docs/start/reference/seeds',
    ]);
    // The hidden page is built, in no sidebar.
    expect(file(result, routeOutputFile('/docs/start/notes'))).toContain(
      'This page is built but listed in no sidebar.',
    );
  });

  test("a site component imported by name from the components folder; the home page from the config's homeFile", () => {
    expect(body(result, '/docs/start/garden').replace(/<!-- -->/g, '')).toContain(
      '<p class="garden-plant">Garlic: harvest in week 30 or 31</p>',
    );
    const home = file(result, 'index.html');
    // Not the default file, content/home.md, which the fixture has too.
    expect(home).not.toContain('Read the <a');
    expect(home).toContain('This home page is the file <code>homeFile</code> names.');
  });

  test('the twin lists the cards and the file tree', () => {
    const twin = file(result, 'docs/start/index.md');
    expect(twin).toContain(
      '- [Planting a garden](https://fixture.example/docs/start/garden)\n- [Soil types](https://fixture.example/docs/start/reference/soil)',
    );
    expect(twin).toContain('- `shed/`\n  - `shelves/`\n    - `seeds.txt`\n  - `rake`\n- `gate`');
    expect(twin).toContain('> **Error**\n>\n> Slugs come out after rain.');
  });
});
