import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { serve, type RunningServer } from '@sitegen/ssg-core/server/serve.ts';

// One build of the real site with the real CLI, served on loopback, shared by the browser tests.
// Per process, so that several test runs on one machine never share an output folder.
export const SITE_OUT_DIR = path.resolve(`node_modules/.cache/sitegen-test/site-${process.pid}`);

let server: RunningServer | undefined;

export default async function setup(project: TestProject) {
  execFileSync(process.execPath, ['bin/sitegen.mjs', 'build', '--out-dir', SITE_OUT_DIR], { stdio: 'inherit' });
  server = await serve({ dir: SITE_OUT_DIR, port: 0 });
  project.provide('siteUrl', server.url);
  project.provide('siteDir', SITE_OUT_DIR);
  return async () => {
    await server?.close();
    rmSync(SITE_OUT_DIR, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    siteDir: string;
  }
}
