import { describe, expect, test } from 'vitest';
import { routeOutputFile } from '@sitegen/runtime/routePath.ts';
import { build, type BuildResult } from '../src/build.ts';
import { formatDiagnostics } from '../src/diagnostics.ts';
import { prepareFixture } from './corpus/prepareFixture.ts';

const FULL_BUILD = { timeout: 600_000 };

async function buildFixture(name: string): Promise<BuildResult> {
  const fixture = prepareFixture(name);
  try {
    return await build({ rootDir: fixture.rootDir, write: false });
  } finally {
    fixture.remove();
  }
}

const page = (result: BuildResult, route: string) => String(result.files.get(routeOutputFile(route)));

describe('a Docusaurus MDX site', () => {
  let result: BuildResult;

  test('builds without a problem', FULL_BUILD, async () => {
    result = await buildFixture('mdx-docusaurus');
    expect(formatDiagnostics(result.diagnostics)).toBe('\nno problems');
    console.log(page(result, '/docs/kitchen/pantry'));
  });
});
