// The item pages of representative items, rendered by the theme with React's server
// renderer and pinned as readable outlines (see __snapshots__/*.txt).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from '@sitegen/runtime/router.tsx';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiPageData } from '@sitegen/runtime/types.ts';
import type { ApiItemView } from '@sitegen/theme/api/apiView.ts';
import { ApiItemPage } from '@sitegen/theme/pages/ApiItemPage.tsx';
import { loadPageParts } from '@sitegen/theme/pages/loadPageParts.ts';
import { openSiteMemo } from '../../cache/memo.ts';
import { loadConfig } from '../../config/loadConfig.ts';
import { configApiPackage, loadApi } from '../../typedoc/loadApi.ts';
import type { ApiModel } from '../../typedoc/ApiModel.ts';
import { createApiContext } from '../buildApiPages.ts';
import { buildApiItemView } from './buildApiItemView.ts';
import { outlineHtml } from './outlineHtml.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(here, '../../../../..');
let model: ApiModel;

beforeAll(async () => {
  await loadPageParts();
  const memo = await openSiteMemo(rootDir);
  model = await loadApi({ rootDir, api: configApiPackage((await loadConfig(rootDir)).api!) });
  memo.save();
}, 240_000);

async function renderItem(name: string) {
  const item = model.items.find((i) => i.name === name)!;
  const ctx = createApiContext(model, '/api/graphql-js');
  const { view, toc } = await buildApiItemView(item, { ...ctx, file: `graphql/${item.sourcePath}` });
  const page: ApiPageData = { type: 'api', head: { title: name, canonical: '' }, item: view, toc };
  const html = renderToStaticMarkup(
    <StaticRouter location={ctx.linker.itemHref(item)}>
      <ApiItemPage page={page} />
    </StaticRouter>,
  );
  expect(ctx.md.diagnostics).toEqual([]);
  return { view, toc, html };
}

describe('API item pages', () => {
  it.each(['graphql', 'GraphQLSchema', 'Kind', 'ExecutionResult', 'print', 'execute', 'GraphQLErrorExtensions'])(
    'renders %s',
    async (name) => {
      const { html, toc } = await renderItem(name);
      const tocText = toc.map((t) => `${'  '.repeat(t.level - 2)}- ${t.value} #${t.id}`).join('\n');
      await expect(`TOC\n${tocText}\n\nPAGE\n${outlineHtml(html)}`).toMatchFileSnapshot(`__snapshots__/${name}.txt`);
    },
  );

  it('gives every id of a page once, members under their own name', async () => {
    const { html, view } = await renderItem('GraphQLSchema');
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBe(new Set(ids).size);
    expect(ids).toContain('getQueryType');
    expect(ids).toContain('constructor');
    expect((view as ApiItemView).memberGroups!.map((g) => g.title)).toEqual(['Properties', 'Accessors', 'Methods']);
  });

  it('says where a class exported as a type only is exported as a value, and shows its constructor', async () => {
    const { html, view } = await renderItem('GraphQLField');
    expect(html).toContain('import type { GraphQLField } from &#x27;graphql&#x27;;');
    expect(html).toContain('import { GraphQLField } from &#x27;graphql/type/definition&#x27;;');
    expect(outlineHtml(html)).toContain(
      'graphql and graphql/type export GraphQLField as a type only. The class itself, constructor included, is exported as a value by graphql/type/definition.',
    );
    expect(html).not.toContain('cannot be constructed');
    expect((view as ApiItemView).signaturesTitle).toBe('Constructor');
    // What the page says is what the package does.
    const definition = (await import('graphql/type/definition')) as Record<string, unknown>;
    const root = (await import('graphql')) as Record<string, unknown>;
    expect([typeof definition.GraphQLField, typeof root.GraphQLField]).toEqual(['function', 'undefined']);
  });

  it('collapses the members a class inherits from Error', async () => {
    const { html } = await renderItem('GraphQLError');
    expect(outlineHtml(html)).toContain('Inherited from Error (4)\ncause, name, message, stack');
    expect(html).not.toContain('id="stack"');
  });

  it('links the web APIs that api-source declares in place of the DOM library to MDN', async () => {
    const { html } = await renderItem('ExecutionArgs');
    expect(html).toContain('abortSignal?: <a href="/api/graphql-js/types#internal-Maybe"');
    expect(html).toContain(
      '<a href="https://developer.mozilla.org/en-US/docs/Web/API/AbortSignal" class="sg-api-external"',
    );
  });
});
