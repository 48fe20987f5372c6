/// <reference lib="webworker" />
import { parseTableFile } from "./table-parse-handler";
import type { ParseMessage, ParseRequest } from "./table-parse-protocol";

// Browser entry of the table-parse worker (Vite bundles it from `new Worker(new URL(...))`): one file
// per worker; the page terminates it to cancel.
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<ParseRequest>) => {
  const post = (m: ParseMessage) => scope.postMessage(m);
  parseTableFile(e.data, post).catch((error: unknown) =>
    post({
      kind: "result",
      ok: false,
      problems: [
        {
          path: "$",
          message: `could not be read: ${error instanceof Error ? error.message : String(error)}`,
        },
      ],
      omitted: 0,
    }),
  );
};
