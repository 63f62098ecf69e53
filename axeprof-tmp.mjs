import { chromium } from 'playwright-core';
import { readFileSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FLAGS = ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'];
const ctx = await chromium.launchPersistentContext(mkdtempSync('/tmp/ud-'), { executablePath: '/usr/bin/chromium', headless: true, args: FLAGS });
const page = await ctx.newPage();
const paths = ['/docs/tutorials/basic-types', '/api/graphql-js/class/GraphQLSchema', '/api/graphql-js/types', '/api/graphql-js/changes', '/'];
for (const p of paths) {
  let t = performance.now();
  await page.goto('http://127.0.0.1:4555' + p); await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
  const load = performance.now() - t; t = performance.now();
  await page.evaluate(axeSource);
  const inj = performance.now() - t; t = performance.now();
  const r = await page.evaluate(async () => {
    const res = await axe.run(document, { resultTypes: ['violations'], performanceTimer: false });
    return res.violations.length;
  });
  const full = performance.now() - t; t = performance.now();
  const r2 = await page.evaluate(async () => (await axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'rule', values: ['color-contrast'] } })).violations.length);
  const cc = performance.now() - t; t = performance.now();
  const r3 = await page.evaluate(async () => (await axe.run(document, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } })).violations.length);
  const rest = performance.now() - t;
  const n = await page.evaluate(() => document.querySelectorAll('*').length);
  console.log(p, { n, load: load|0, inj: inj|0, full: full|0, cc: cc|0, rest: rest|0 });
}
await ctx.close();
