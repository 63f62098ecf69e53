import { chromium } from 'playwright-core';
import { readFileSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FLAGS = ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'];
const ctx = await chromium.launchPersistentContext(mkdtempSync('/tmp/ud-'), { executablePath: '/usr/bin/chromium', headless: true, args: FLAGS });
const page = await ctx.newPage();
for (const p of ['/api/graphql-js/types', '/docs/tutorials/basic-types']) {
  await page.goto('http://127.0.0.1:4555' + p); await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
  await page.evaluate(axeSource);
  const times = await page.evaluate(async () => {
    const rules = axe.getRules().map(r => r.ruleId);
    const out = [];
    for (const id of rules) { const t = performance.now(); const res = await axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'rule', values: [id] } }); out.push([id, Math.round(performance.now() - t), res.violations.length]); }
    const t = performance.now(); await axe.run(document, { resultTypes: ['violations'] }); out.push(['ALL', Math.round(performance.now()-t)]);
    return out.sort((a, b) => b[1] - a[1]).slice(0, 14);
  });
  console.log(p, JSON.stringify(times));
}
await ctx.close();
