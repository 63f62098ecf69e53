import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { LAUNCH_OPTIONS } from './browser/chromium.ts';

// One Chromium for the whole run: each test file connects to it and opens a context of its own
// (`launchBrowser` in browser/chromium.ts). A launch costs a file seconds; a context, milliseconds.
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer(LAUNCH_OPTIONS);
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    browserEndpoint: string;
  }
}
