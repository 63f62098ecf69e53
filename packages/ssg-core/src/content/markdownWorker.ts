// The worker side of renderInParallel() in the compiled CLI: renders the docs it is sent with the
// same pipeline, in the memo's store as the last build saved it, and posts back each render with
// the questions it asked the resolvers and what the highlighter's memos found and made.
import { parentPort, workerData } from 'node:worker_threads';
import { loadCodeGraph } from '../cache/codeGraph.ts';
import { openMemoStore, takeMemoUses, type MemoUses } from '../cache/memo.ts';
import { renderRecorded, type RecordedRender } from '../markdown/renderMarkdown.ts';
import { docInput, type DocSettings } from './renderDocs.ts';
import type { DocSource } from './loadDocs.ts';

export interface MarkdownWorkerData {
  settings: DocSettings;
  /** The main thread's memo folder, if it has one open. */
  memoDir?: string;
  /** The compiled CLI's metafile, which the memo's keys hash the code by (see codeGraph.ts). */
  metafile?: string;
}

export interface MarkdownWorkerReply {
  renders: RecordedRender[];
  uses: MemoUses;
}

const { settings, memoDir, metafile } = workerData as MarkdownWorkerData;
if (memoDir) openMemoStore({ dir: memoDir, graph: await loadCodeGraph({ metafile }), uses: [] });

// One batch of docs per message, in turn. Their images are copied by the main thread, which asks the resolvers again.
parentPort!.on('message', async (docs: DocSource[]) => {
  const renders: RecordedRender[] = [];
  for (const doc of docs) renders.push(await renderRecorded(docInput(doc, settings, new Map())));
  parentPort!.postMessage({ renders, uses: takeMemoUses() } satisfies MarkdownWorkerReply);
});
