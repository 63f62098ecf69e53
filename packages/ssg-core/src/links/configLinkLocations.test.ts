import { expect, test } from 'vitest';
import type { SiteConfig } from '../config/loadConfig.ts';
import { configLinkLocations } from './configLinkLocations.ts';

test("the config's links by their href as rendered (under the base URL, in the route's form), with their lines", () => {
  const configSource = [
    'export default defineConfig({',
    "  navbar: { items: [{ type: 'link', label: 'Blog', href: '/blog' }] },",
    '  footer: { links: [{ title: "More", items: [{ label: "Changelog", href: "/docs/changelog" }] }] },',
    "  home: { actions: [{ label: 'Start', href: 'https://example.com/start' }] },",
    '});',
  ].join('\n');
  const config = {
    baseUrl: '/repo/',
    trailingSlash: true,
    configSource,
    themeConfig: {
      navbar: { items: [{ type: 'link', label: 'Blog', href: '/blog' }] },
      footer: { links: [{ title: 'More', items: [{ label: 'Changelog', href: '/docs/changelog' }] }] },
      home: { actions: [{ label: 'Start', href: 'https://example.com/start' }] },
    },
  } as unknown as SiteConfig;
  expect([...configLinkLocations(config)]).toEqual([
    ['/repo/blog/', { file: 'site.config.ts', line: 2 }],
    ['/repo/docs/changelog/', { file: 'site.config.ts', line: 3 }],
    ['https://example.com/start', { file: 'site.config.ts', line: 4 }],
  ]);
});
