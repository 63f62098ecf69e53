import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { prepareFixture, REPO_ROOT } from './corpus/prepareFixture.ts';

// fixtures/api-commander documents commander's Command class, whose `name` method has two overloads
// with doc comments of their own: `name(str)` sets the name, `name()` gets it.

let fixture: ReturnType<typeof prepareFixture>;
let run: ReturnType<typeof spawnSync>;
let out: string;
beforeAll(() => {
  fixture = prepareFixture('api-commander');
  out = path.join(fixture.rootDir, 'out');
  run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/sitegen.mjs'), 'build', '--out-dir', 'out'], {
    cwd: fixture.rootDir,
    encoding: 'utf8',
  });
}, 300_000);
afterAll(() => fixture?.remove());

/** The text of the member section whose h3 has this id, as a reader reads it. */
function memberText(route: string, id: string): string {
  const html = readFileSync(path.join(out, `${route}.html`), 'utf8');
  const start = html.indexOf(`<h3 id="${id}"`);
  const section = html.slice(start, html.indexOf('</section>', start));
  return section
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

test('the build passes', () => {
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

test("an overloaded method's forms each say their own summary under their own code, once, and nothing above them claims to speak for both", () => {
  const name = memberText('api/commander/class/Command', 'name');
  const setter = name.indexOf('name(str: string): this');
  const getter = name.indexOf('name(): string');
  expect(setter).toBeGreaterThan(0);
  expect(getter).toBeGreaterThan(setter);
  // Each summary once, under its own signature.
  expect(name.split('Set the name of the command.').length - 1).toBe(1);
  expect(name.split('Get the name of the command.').length - 1).toBe(1);
  expect(name.indexOf('Set the name of the command.')).toBeGreaterThan(setter);
  expect(name.indexOf('Get the name of the command.')).toBeGreaterThan(getter);
});
