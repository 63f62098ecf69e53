import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build, type BuildResult } from '../src/build.ts';
import { formatDiagnostics } from '../src/diagnostics.ts';
import { prepareFixture } from './corpus/prepareFixture.ts';

// A doc's images (fixtures/doc-images): beside the file, in a folder below it, in the static
// folder, and by reference. Each must show on the page and resolve, in the page's markdown twin
// and in llms-full.txt, to a file the output really holds.

const SITE = 'https://fixture.example/';
let fixture: ReturnType<typeof prepareFixture>;
let outDir: string;
let result: BuildResult;
const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

beforeAll(async () => {
  fixture = prepareFixture('doc-images');
  outDir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-doc-images-'));
  result = await build({ rootDir: fixture.rootDir, outDir });
}, 600_000);

afterAll(() => {
  fixture?.remove();
  rmSync(outDir, { recursive: true, force: true });
});

/** The images of an HTML page: src, alt and title of each <img>, in order. */
function imagesOf(html: string) {
  return [...html.matchAll(/<img ([^>]*)>/g)]
    .map((m) => Object.fromEntries([...m[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((a) => [a[1], a[2]])))
    .filter((attrs) => !attrs.class?.includes('navbar'));
}

describe("a doc's own images", () => {
  test('build without a problem', () => {
    expect(formatDiagnostics(result.diagnostics)).toBe('\nno problems');
  });

  test('show on the page, each from a file the output holds', () => {
    const images = imagesOf(read('docs/tutorials/intro.html')).filter((i) => i.alt !== 'fixture');
    expect(images.map(({ alt, title }) => ({ alt, title }))).toEqual([
      { alt: 'A pink square', title: 'The square, as a PNG' },
      { alt: 'A pink square, drawn', title: undefined },
      { alt: 'A blue square', title: undefined },
      { alt: 'The square again', title: undefined },
      { alt: 'Drawn, in HTML', title: undefined },
    ]);
    const [a, b, c, again, html] = images.map((i) => i.src!);
    expect(a).toMatch(/^\/assets\/img\/a-[0-9a-f]{8}\.png$/);
    expect(b).toMatch(/^\/assets\/img\/b-[0-9a-f]{8}\.svg$/);
    // The static folder is copied as it is: its files keep their paths.
    expect(c).toBe('/img/c.png');
    expect(again).toBe(a);
    // Raw HTML's <img> resolves as markdown's image does, and its <a> to a doc as a markdown link
    // does, to a place an old-style <a name> marks (an id now, which the link check found).
    expect(html).toBe(b);
    const page = read('docs/tutorials/intro.html');
    expect(page).toContain('<a href="/docs/tutorials/intro#the-drawing">the drawing on this page</a>');
    expect(page).toContain('<a id="the-drawing"></a>');
    for (const src of [a, b, c]) expect(existsSync(path.join(outDir, src!)), src).toBe(true);
    expect(readFileSync(path.join(outDir, a!))).toEqual(
      readFileSync(path.join(fixture.rootDir, 'content/docs/tutorials/a.png')),
    );
  });

  test('resolve in the markdown twin and in llms-full.txt to the same files, alt text and title kept', () => {
    const [a, b] = imagesOf(read('docs/tutorials/intro.html')).map((i) => i.src!);
    const expected = [
      `![A pink square](${SITE}${a!.slice(1)} "The square, as a PNG")`,
      `![A pink square, drawn](${SITE}${b!.slice(1)})`,
      `![A blue square](${SITE}img/c.png)`,
      `![The square again](${SITE}${a!.slice(1)})`,
    ];
    for (const file of ['docs/tutorials/intro.md', 'llms-full.txt']) {
      const text = read(file);
      for (const line of expected) expect(text, file).toContain(line);
      // Every image URL of the site names a file of the output.
      for (const [, url] of text.matchAll(/!\[[^\]]*\]\(([^\s)]+)/g)) {
        if (url!.startsWith(SITE)) expect(existsSync(path.join(outDir, url!.slice(SITE.length))), url).toBe(true);
      }
    }
  });
});
