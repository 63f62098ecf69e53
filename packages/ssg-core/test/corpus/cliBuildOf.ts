import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { prepareFixture, REPO_ROOT } from './prepareFixture.ts';

export interface CliBuild {
  /** What `sitegen build --out-dir out` printed, and its exit status. */
  readonly run: { status: number | null; stdout: string; stderr: string };
  /** The output folder. */
  readonly out: string;
  /** The HTML of a route (`api/x/class/Y`). */
  page(route: string): string;
  /** The route's article as a reader reads it: tags and React's text separators gone, entities decoded. */
  article(route: string): string;
}

/**
 * A fixture site built once for a test file with the CLI, as an author builds it (`sitegen build
 * --out-dir out` in its root), and removed after the file's tests.
 */
export function cliBuildOf(caseName: string): CliBuild {
  let fixture: ReturnType<typeof prepareFixture> | undefined;
  let run: CliBuild['run'] | undefined;
  beforeAll(() => {
    fixture = prepareFixture(caseName);
    run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/sitegen.mjs'), 'build', '--out-dir', 'out'], {
      cwd: fixture.rootDir,
      encoding: 'utf8',
    });
  }, 300_000);
  afterAll(() => fixture?.remove());
  const built = {
    get run() {
      if (!run) throw new Error(`${caseName} is built in beforeAll: read it inside a test.`);
      return run;
    },
    get out() {
      return path.join(fixture!.rootDir, 'out');
    },
    page: (route: string) => readFileSync(path.join(built.out, `${route}.html`), 'utf8'),
    article: (route: string) => readableText(/<article[\s\S]*<\/article>/.exec(built.page(route))![0]),
  };
  return built;
}

/** HTML as text: tags and React's text separators gone, the entities React writes decoded, spaces collapsed. */
export function readableText(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
