// The markdown of a large site, rendered on every core: the docs are dealt out to worker
// threads, which hand back the rendered docs, the images they found and the highlighted code
// they used (so the main thread's highlight cache saves it). A small site renders in this
// thread: starting a worker and its highlighter costs more than its docs.
import { availableParallelism } from 'node:os';
import { highlightCache } from '../markdown/highlightCache.ts';
import { runInWorker } from '../workers/runInWorker.ts';
import { renderDocs, type ImageFiles, type RenderDocsOptions, type RenderedDoc } from './renderDocs.ts';

/** Docs per worker below which the work stays in this thread. */
const DOCS_PER_WORKER = 150;

interface ChunkResult {
  docs: RenderedDoc[];
  images: [string, Uint8Array][];
  highlighted: [string, string][];
}

export async function renderDocsOnCores(options: RenderDocsOptions & { cacheDir: string; workers?: number }): Promise<RenderedDoc[]> {
  const { cacheDir, images, workers: asked, ...rest } = options;
  const workers = asked ?? Math.min(availableParallelism(), Math.floor(rest.docs.length / DOCS_PER_WORKER));
  if (workers < 2) return renderDocs({ ...rest, images });

  // Link targets only need their paths: the workers do not get every doc's text twice.
  const linkTargets = (rest.linkTargets ?? rest.docs).map((doc) => ({ ...doc, source: '' }));
  // Dealt round-robin, so that each worker gets a share of every folder.
  const chunks = Array.from({ length: workers }, (_, k) => rest.docs.filter((_, i) => i % workers === k));
  const results = await Promise.all(
    chunks.map((docs) =>
      runInWorker<ChunkResult>(new URL('./renderDocsOnCores.ts', import.meta.url), 'renderDocChunk', [{ ...rest, docs, linkTargets, cacheDir }]),
    ),
  );
  for (const result of results) {
    for (const [name, bytes] of result.images) images.set(name, bytes);
    highlightCache.adopt(result.highlighted);
  }
  return rest.docs.map((_, i) => results[i % workers]!.docs[Math.floor(i / workers)]!);
}

/** Runs in a worker: one share of the docs. */
export async function renderDocChunk(options: Omit<RenderDocsOptions, 'images'> & { cacheDir: string }): Promise<ChunkResult> {
  await highlightCache.load(options.cacheDir);
  const images: ImageFiles = new Map();
  const docs = await renderDocs({ ...options, images });
  return { docs, images: [...images], highlighted: highlightCache.usedEntries() };
}
