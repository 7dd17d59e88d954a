import type { ParseWorkerRequest, ParseWorkerResponse } from './parseInWorker';
import { readWorkbook } from './readWorkbook';

// Runs readWorkbook off the main thread, so a 50,000-row sheet does not freeze the dialog.
// Typed by hand: the package compiles against the DOM library, not the webworker one.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ParseWorkerRequest>) => void) | null;
  postMessage: (message: ParseWorkerResponse) => void;
};

scope.onmessage = (event) => {
  readWorkbook(event.data.buffer, {
    onProgress: (fraction) => scope.postMessage({ kind: 'progress', fraction }),
  }).then(
    (sheets) => scope.postMessage({ kind: 'done', sheets }),
    (error: unknown) =>
      scope.postMessage({
        kind: 'error',
        name: error instanceof Error ? error.name : 'Error',
        message: error instanceof Error ? error.message : String(error),
      }),
  );
};
