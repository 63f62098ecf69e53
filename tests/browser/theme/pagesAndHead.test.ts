import { describe, expect, test } from 'vitest';
import { useBrowser, openPage } from '../chromium.ts';
import { openHydrated, siteUrl } from './themeHelpers.ts';

const browser = useBrowser();

describe('home page', () => {
  test('the hero logo is drawn inline, so the largest paint is text that needs no request of its own', async () => {
    const { page, errors } = await openPage(browser.context);
    await openHydrated(page, '/');
    expect(await page.locator('.sg-hero__logo > svg').count()).toBe(1);
    expect(await page.locator('.sg-hero img').count()).toBe(0);
    const largest = await page.evaluate(
      () =>
        new Promise<{ tag: string; url: string }>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element; url: string };
            resolve({ tag: last.element?.tagName ?? '', url: last.url });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest.tag).not.toBe('IMG');
    expect(largest.url).toBe('');
    expect(errors).toEqual([]);
  });

  test('has the title, tagline, Get Started, a runnable example and ways into the tutorials and the API areas', async () => {
    const { page, errors } = await openPage(browser.context);
    await openHydrated(page, '/');
    expect(await page.title()).toBe('Home | graphql-js');
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe('graphql-js');
    expect(await main.textContent()).toContain('A reference implementation of GraphQL for JavaScript');
    expect(await main.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/docs/tutorials/');
    const playground = main.getByRole('group', { name: 'Hello, GraphQL' });
    expect(await playground.getByRole('textbox', { name: 'Query' }).inputValue()).toContain('hello(name: $name)');
    expect(await playground.getByRole('button', { name: 'Run' }).isVisible()).toBe(true);
    expect(await page.locator('.sg-page__sidebar').count()).toBe(0);
    const explore = main.getByRole('region', { name: 'Explore the library' });
    for (const area of ['Tutorials', 'Schema', 'Execution', 'Language', 'Validation', 'Utilities']) {
      expect(await explore.getByRole('heading', { name: area, level: 3 }).isVisible()).toBe(true);
    }
    expect(await explore.getByRole('link', { name: 'GraphQLSchema' }).getAttribute('href')).toBe(
      '/api/graphql-js/class/GraphQLSchema',
    );
    expect(await explore.getByRole('link', { name: 'Tutorials' }).getAttribute('href')).toBe('/docs/tutorials/');

    await main.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL('**/docs/tutorials/');
    expect(errors).toEqual([]);
  });
});

describe('not-found page', () => {
  test('is served by 404.html with status 404, inside the layout, with a way back', async () => {
    const { page, errors } = await openPage(browser.context);
    const response = await page.goto(`${siteUrl}/docs/no-such-tutorial`);
    expect(response?.status()).toBe(404);
    await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
    expect(await page.title()).toBe('Page Not Found | graphql-js');
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    expect(await main.textContent()).toContain('could not find');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    await main.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL(`${siteUrl}/`);
    // The URL changes at once; the title with the home page, once its code has loaded.
    await expect.poll(() => page.title()).toBe('Home | graphql-js');
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});

describe('footer', () => {
  test('has the Docs, Community and More groups, the copyright and the terms line', async () => {
    const { page } = await openPage(browser.context);
    await openHydrated(page, '/docs/tutorials/');
    const footer = page.getByRole('contentinfo');
    const groups = await footer
      .locator('.sg-footer__group')
      .evaluateAll((sections) =>
        sections.map((s) => [
          s.querySelector('h2')!.textContent,
          [...s.querySelectorAll('a')].map((a) => `${a.textContent} ${a.getAttribute('href')}`),
        ]),
      );
    expect(groups).toEqual([
      ['Docs', ['Tutorial /docs/tutorials/']],
      [
        'Community',
        [
          'Code of Conduct https://graphql.org/codeofconduct/',
          'Stack Overflow https://stackoverflow.com/questions/tagged/graphql',
          'Discord https://discord.graphql.org',
          'Twitter https://twitter.com/graphql',
          'Upcoming Events https://graphql.org/community/upcoming-events/',
        ],
      ],
      [
        'More',
        [
          'GraphQL JS Working Group https://github.com/graphql/graphql-js-wg',
          'GraphQL Foundation https://graphql.org/foundation/',
          'GraphQL Spec https://spec.graphql.org/',
        ],
      ],
    ]);
    expect(await footer.textContent()).toContain('Copyright © 2023 The GraphQL Foundation. All rights reserved.');
    expect(await footer.getByRole('link', { name: 'lfprojects.org' }).getAttribute('href')).toBe(
      'https://lfprojects.org',
    );
  });
});

describe('head', () => {
  test('has language, title, description, Open Graph, canonical, hreflang, generator, theme colors and a favicon', async () => {
    const { page } = await openPage(browser.context);
    await openHydrated(page, '/docs/tutorials/basic-types');
    const head = await page.evaluate(() => {
      const attr = (selector: string, name: string) =>
        [...document.querySelectorAll(selector)].map((e) => e.getAttribute(name));
      return {
        lang: document.documentElement.getAttribute('lang'),
        dir: document.documentElement.getAttribute('dir'),
        title: document.title,
        description: attr('meta[name="description"]', 'content'),
        ogTitle: attr('meta[property="og:title"]', 'content'),
        ogDescription: attr('meta[property="og:description"]', 'content'),
        ogUrl: attr('meta[property="og:url"]', 'content'),
        canonical: attr('link[rel="canonical"]', 'href'),
        hreflang: attr('link[rel="alternate"][hreflang]', 'hreflang'),
        hreflangHref: attr('link[rel="alternate"][hreflang]', 'href'),
        generator: attr('meta[name="generator"]', 'content'),
        themeColorMedia: attr('meta[name="theme-color"]', 'media'),
        favicon: attr('link[rel="icon"]', 'href'),
      };
    });
    const url = 'https://graphql-js.org/docs/tutorials/basic-types';
    expect(head).toMatchObject({
      lang: 'en',
      dir: 'ltr',
      title: 'Basic Types | graphql-js',
      ogTitle: ['Basic Types | graphql-js'],
      ogUrl: [url],
      canonical: [url],
      hreflang: ['en', 'x-default'],
      hreflangHref: [url, url],
      themeColorMedia: ['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)'],
    });
    expect(head.description).toHaveLength(1);
    expect(head.description[0]!.length).toBeGreaterThan(20);
    expect(head.ogDescription).toEqual(head.description);
    expect(head.generator).toHaveLength(1);
    expect(head.generator[0]).toMatch(/^sitegen \d/);
    expect(head.favicon).toHaveLength(1);
    const favicon = await page.request.get(new URL(head.favicon[0]!, siteUrl).href);
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toContain('image/');
  });
});
