import { expect, test } from 'vitest';
import { readableText, cliBuildOf } from './corpus/cliBuildOf.ts';

// fixtures/api-commander documents commander's Command class, whose `name` method has two overloads
// with doc comments of their own: `name(str)` sets the name, `name()` gets it.
// Its site also has components of its own, which a tutorial uses: the one passing build that
// bundles a site's components beside an API reference.

const site = cliBuildOf('api-commander');

/** The text of the member section whose h3 has this id, as a reader reads it. */
function memberText(route: string, id: string): string {
  const html = site.page(route);
  const start = html.indexOf(`<h3 id="${id}"`);
  return readableText(html.slice(start, html.indexOf('</section>', start)));
}

test('the build passes', () => {
  expect(site.run.stderr).toBe('');
  expect(site.run.status).toBe(0);
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

test("a tutorial's own site component renders on a site that has an API reference too", () => {
  const flags = site.page('docs/tutorials/flags');
  expect(readableText(/<p class="fixture-flag">[\s\S]*?<\/p>/.exec(flags)?.[0] ?? '').trim()).toBe(
    '--port takes a number',
  );
  // The tutorial's links into the API reference resolve to its pages.
  expect(flags).toContain('href="/api/commander/class/Command#name"');
  expect(site.page('api/commander/class/Command')).toContain('<h3 id="name"');
});
