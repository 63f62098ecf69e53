import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os, { availableParallelism } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { compiledCli, metafileOf, workerFiles } from '../../bin/compileCli.mjs';
import type { CompiledCli } from '../cache/codeEntries.mjs';
import { loadCodeGraph } from '../cache/codeGraph.ts';
import { openMemoStore, type MemoStore } from '../cache/memo.ts';
import { needsHighlighter } from '../markdown/highlightCode.ts';
import { rememberedRender, renderRecorded, type RecordedRender } from '../markdown/renderMarkdown.ts';
import type { DocSource } from './loadDocs.ts';
import { docInput, renderDocs, type DocSettings, type ImageFiles } from './renderDocs.ts';
import { renderInParallel } from './renderInParallel.ts';

// The worker threads run the compiled CLI's markdown-worker.mjs, as `sitegen build` does.
let cli: CompiledCli;

beforeAll(async () => {
  const entry = await compiledCli();
  cli = { metafile: metafileOf(entry), workers: workerFiles(entry) };
}, 120_000);

/** A site of `count` docs: each links to the next, shows an image and highlights code of its own. */
function site(count: number) {
  const rootDir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-parallel-'));
  mkdirSync(path.join(rootDir, 'content/docs/guide'), { recursive: true });
  writeFileSync(path.join(rootDir, 'content/docs/guide/diagram.png'), 'not really a png');
  const docs: DocSource[] = Array.from({ length: count }, (_, i) => ({
    id: `guide/page-${i}`,
    path: `/docs/guide/page-${i}`,
    file: `content/docs/guide/page-${i}.md`,
    relativePath: `guide/page-${i}.md`,
    source: `---\ntitle: Page ${i}\n---\n\nSee [the next page](./page-${(i + 1) % count}.md#setup) and ![a diagram](./diagram.png).\n\n## Setup\n\n\`\`\`js\nconst page${i} = graphql({ schema, source: '{ page${i} }' });\n\`\`\`\n`,
  }));
  const settings: DocSettings = {
    rootDir,
    baseUrl: '/',
    toc: { minLevel: 2, maxLevel: 3 },
    twins: { site: { url: 'https://example.com', baseUrl: '/' }, trailingSlash: undefined },
    routes: new Map(docs.map((d) => [d.relativePath, d.path])),
  };
  return { rootDir, docs, settings };
}

async function openMemo(): Promise<MemoStore> {
  const store = openMemoStore({
    dir: mkdtempSync(path.join(os.tmpdir(), 'sitegen-parallel-memo-')),
    // The keys of this thread and of the workers hash the code by the same graph.
    graph: await loadCodeGraph({ metafile: cli.metafile }),
  });
  store.beginRun();
  return store;
}

describe.skipIf(availableParallelism() < 2)('docs rendered on worker threads', () => {
  test("each doc is rendered once, on a worker, as this thread renders it; its memo entries join this thread's", async () => {
    await openMemo();
    const { docs, settings } = site(160);
    const here: DocSource[] = [];
    const adopted = new Map<DocSource, RecordedRender>();
    await renderInParallel({
      docs,
      settings,
      cli,
      renderHere: async (doc) => void here.push(doc),
      adopt: async (doc, render) => void adopted.set(doc, render),
    });
    expect(here).toEqual([]);
    expect([...adopted.keys()].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }))).toEqual(docs);
    // The workers highlighted the code, and this thread's memo has it (before this thread renders any, below).
    expect(needsHighlighter([{ code: "const page97 = graphql({ schema, source: '{ page97 }' });", lang: 'js' }])).toBe(
      false,
    );
    expect(needsHighlighter([{ code: 'const neverSeen = 1;', lang: 'js' }])).toBe(true);
    for (const doc of [docs[0]!, docs[97]!, docs[159]!]) {
      const render = adopted.get(doc)!;
      expect(render).toEqual(await renderRecorded(docInput(doc, settings, new Map())));
      expect(render.result.links.map((l) => l.url)).toContain(
        `/docs/guide/page-${(docs.indexOf(doc) + 1) % 160}#setup`,
      );
      expect(render.calls).toContainEqual({
        kind: 'image',
        url: './diagram.png',
        answer: expect.stringMatching(/^\/assets\/img\/diagram-\w{8}\.png$/),
      });
    }
  }, 120_000);

  test('renderDocs gives the same docs and images with workers as without, and remembers them', async () => {
    await openMemo();
    const { docs, settings } = site(130);
    const { routes: _, ...options } = settings;
    const images: ImageFiles = new Map();
    const alone = await renderDocs({ ...options, docs, images });
    await openMemo();
    const imagesWith: ImageFiles = new Map();
    const withWorkers = await renderDocs({ ...options, docs, images: imagesWith, cli });
    expect(withWorkers).toEqual(alone);
    expect([...imagesWith]).toEqual([...images]);
    expect(images.size).toBe(1);
    for (const doc of docs)
      expect(rememberedRender(docInput(doc, settings, new Map()))).toEqual(withWorkers[docs.indexOf(doc)]!.markdown);
  }, 120_000);

  test('the docs of a worker that stops are rendered on this thread', async () => {
    const broken = path.join(mkdtempSync(path.join(os.tmpdir(), 'sitegen-parallel-')), 'worker.mjs');
    writeFileSync(broken, "throw new Error('no worker today');\n");
    const { docs, settings } = site(200);
    const here: DocSource[] = [];
    await renderInParallel({
      docs,
      settings,
      cli: { ...cli, workers: { ...cli.workers, markdown: broken } },
      renderHere: async (doc) => void here.push(doc),
      adopt: async () => expect.unreachable(),
    });
    expect(here.map((d) => d.id).sort()).toEqual(docs.map((d) => d.id).sort());
  });
});
