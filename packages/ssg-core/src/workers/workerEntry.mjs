// The first module of every sitegen worker thread: plain JavaScript, so that Node can start it
// whether the CLI runs compiled or from sources. It lets the thread import TypeScript, then
// runs one exported function of the module it was given and posts back the result or error.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { moduleUrl, exportName, args } = workerData;
try {
  const module = await import(moduleUrl);
  parentPort.postMessage({ ok: true, value: await module[exportName](...args) });
} catch (error) {
  // Diagnostics travel as data: the parent rebuilds the UsageError around them.
  parentPort.postMessage({
    ok: false,
    diagnostics: error?.diagnostics,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
}
