// A cold build of a large site spends most of its time rendering markdown, one doc after another.
// With enough docs to render, worker threads (the compiled CLI's markdown-worker.mjs, see
// markdownWorker.ts) take them from one queue, a batch at a time, and this thread takes their
// renders as it would remembered ones: the resolvers asked again, the memos' entries added.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CompiledCli } from '../cache/codeEntries.mjs';
import { applyMemoUses, openMemoDir } from '../cache/memo.ts';
import type { RecordedRender } from '../markdown/renderMarkdown.ts';
import type { DocSource } from './loadDocs.ts';
import type { MarkdownWorkerData, MarkdownWorkerReply } from './markdownWorker.ts';
import type { DocSettings } from './renderDocs.ts';

/** Docs to render per worker thread: a thread loads its own pipeline and highlighter (some 0.3 s), which fewer docs do not repay. */
const DOCS_PER_WORKER = 64;
/** Docs a worker is sent at a time. */
const BATCH_DOCS = 8;

/**
 * Renders `docs`: on this thread with `renderHere`, or, with enough of them, more than one core
 * and the compiled CLI's markdown worker, on worker threads (one per core) whose renders `adopt` takes. This thread then only takes
 * their renders: rendering beside them made a 10,000-page build no faster, and its peak memory
 * higher (this thread's heap kept what its renders left).
 */
export async function renderInParallel(options: {
  docs: DocSource[];
  settings: DocSettings;
  cli?: CompiledCli;
  renderHere: (doc: DocSource) => Promise<void>;
  adopt: (doc: DocSource, render: RecordedRender) => Promise<void>;
}): Promise<void> {
  const { docs, renderHere, cli } = options;
  const threads = Math.min(availableParallelism(), Math.floor(docs.length / DOCS_PER_WORKER));
  let next = 0;
  const take = (count: number) => docs.slice(next, (next = Math.min(docs.length, next + count)));
  if (cli && threads > 1) {
    const workerData: MarkdownWorkerData = {
      settings: options.settings,
      memoDir: openMemoDir(),
      metafile: cli.metafile,
    };
    await Promise.all(
      Array.from({ length: threads }, () =>
        renderOnWorker(new Worker(cli.workers.markdown, { workerData }), take, options),
      ),
    );
  }
  // Every doc when there are no workers; those the workers left when they stopped.
  for (let doc = take(1)[0]; doc; doc = take(1)[0]) await renderHere(doc);
}

/** Sends the worker batches until the queue is empty; a batch it fails to render is rendered here. */
async function renderOnWorker(
  worker: Worker,
  take: (count: number) => DocSource[],
  options: {
    renderHere: (doc: DocSource) => Promise<void>;
    adopt: (doc: DocSource, render: RecordedRender) => Promise<void>;
  },
): Promise<void> {
  const ask = messenger(worker);
  try {
    for (let batch = take(BATCH_DOCS); batch.length; batch = take(BATCH_DOCS)) {
      let reply: MarkdownWorkerReply;
      try {
        reply = await ask(batch);
      } catch {
        // The thread is gone (out of memory, say): its docs are rendered here, the queue's rest by the others.
        for (const doc of batch) await options.renderHere(doc);
        return;
      }
      applyMemoUses(reply.uses);
      for (const [i, doc] of batch.entries()) await options.adopt(doc, reply.renders[i]!);
    }
  } finally {
    await worker.terminate();
  }
}

/** Asks the worker to render a batch: its reply, or the error that stopped it (then, or before). */
function messenger(worker: Worker): (docs: DocSource[]) => Promise<MarkdownWorkerReply> {
  let waiting: { resolve: (reply: MarkdownWorkerReply) => void; reject: (error: Error) => void } | undefined;
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    waiting?.reject(failure);
  };
  worker
    .on('message', (reply: MarkdownWorkerReply) => waiting?.resolve(reply))
    .on('error', fail)
    .on('exit', (code) => fail(new Error(`The markdown worker stopped (exit code ${code}).`)));
  return (docs) =>
    failure
      ? Promise.reject(failure)
      : new Promise((resolve, reject) => {
          waiting = { resolve, reject };
          worker.postMessage(docs);
        });
}
