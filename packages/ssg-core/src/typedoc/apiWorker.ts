// The worker side of loadApi() in the compiled CLI: TypeDoc converts the package on its own
// thread while the main thread renders the tutorials, then posts the model back.
import { parentPort } from 'node:worker_threads';
import { UsageError } from '../diagnostics.ts';
import { buildApiModel } from './buildApiModel.ts';

export type ApiWorkerMessage =
  | { model: Awaited<ReturnType<typeof buildApiModel>> }
  | { diagnostics: UsageError['diagnostics'] }
  | { message: string };

// One model per message, in turn: loadApi() asks for the versions' models one at a time.
parentPort!.on('message', async (options: Parameters<typeof buildApiModel>[0]) => {
  let message: ApiWorkerMessage;
  try {
    message = { model: await buildApiModel(options) };
  } catch (error) {
    message =
      error instanceof UsageError
        ? { diagnostics: error.diagnostics }
        : { message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(message);
});
