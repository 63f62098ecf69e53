import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { build } from '@sitegen/ssg-core/build.ts';
import { type RunningServer, serve } from '@sitegen/ssg-core/server/serve.ts';
import { initSite } from '@sitegen/ssg-core/init/initSite.ts';
import { prepareFixture } from '../../packages/ssg-core/test/corpus/prepareFixture.ts';

/**
 * A fixture site (packages/ssg-core/test/fixtures/<name>) built once for a test file and served on
 * loopback while its tests run; removed afterwards. `url` is the server's origin.
 */
export function useFixtureSite(name: string): { readonly url: string } {
  return useSite(name, () => prepareFixture(name));
}

/** The site `sitegen init` writes (no API), built and served like a fixture site. */
export function useStarterSite(): { readonly url: string } {
  return useSite('starter', () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'sitegen-starter-'));
    const rootDir = path.join(parent, 'starter');
    initSite(rootDir);
    return { rootDir, remove: () => rmSync(parent, { recursive: true, force: true }) };
  });
}

function useSite(name: string, prepare: () => { rootDir: string; remove(): void }): { readonly url: string } {
  let fixture: ReturnType<typeof prepare> | undefined;
  let outDir: string | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    fixture = prepare();
    outDir = mkdtempSync(path.join(os.tmpdir(), `sitegen-${name}-`));
    await build({ rootDir: fixture.rootDir, outDir });
    server = await serve({ dir: outDir, port: 0 });
  }, 600_000);
  afterAll(async () => {
    await server?.close();
    fixture?.remove();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });
  return {
    get url() {
      if (!server) throw new Error(`the ${name} site is only served inside tests.`);
      return server.url;
    },
  };
}
