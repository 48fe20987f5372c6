import type { Catalog } from "../../core/catalog/schema";
import type { Problem } from "../../core/problems";
import type { Table } from "../../core/table/schema";
import type { ParseMessage, ParseRequest, ParseStage } from "./table-parse-protocol";

/**
 * The page's side of the table-parse worker: `parse(file)` resolves with the table or its problems
 * while the page stays responsive, reporting progress; `cancel()` (or a newer parse) stops it. One
 * worker per file, terminated when done.
 */

/** What a parse ends with. */
export type ParseOutcome =
  | { kind: "table"; table: Table }
  | { kind: "problems"; problems: Problem[]; omitted: number }
  | { kind: "cancelled" };

/** Progress of a parse: the stage and, while reading, the bytes read. */
export interface ParseProgress {
  stage: ParseStage;
  doneBytes: number;
  totalBytes: number;
}

/** Starts the worker (the browser's in the app; tests may pass their own). */
export type SpawnParseWorker = () => Worker;

/** The browser's table-parse worker. */
export const spawnTableParseWorker: SpawnParseWorker = () =>
  new Worker(new URL("./table-parse.worker.ts", import.meta.url), {
    type: "module",
    name: "sightline-parse",
  });

/** Parses table files in a worker, one at a time: a new parse cancels the one before. */
export class TableParseClient {
  private current: { worker: Worker; finish: (o: ParseOutcome) => void } | null = null;

  constructor(
    private readonly catalog: Catalog,
    private readonly spawn: SpawnParseWorker = spawnTableParseWorker,
  ) {}

  /** Parses and validates a file off the main thread. */
  parse(file: Blob, onProgress: (p: ParseProgress) => void = () => {}): Promise<ParseOutcome> {
    this.cancel();
    return new Promise((resolve) => {
      const worker = this.spawn();
      const finish = (o: ParseOutcome) => {
        worker.terminate();
        if (this.current?.worker === worker) this.current = null;
        resolve(o);
      };
      this.current = { worker, finish };
      worker.onmessage = (e: MessageEvent<ParseMessage>) => {
        const m = e.data;
        if (m.kind === "progress") onProgress(m);
        else if (m.ok) finish({ kind: "table", table: m.table });
        else finish({ kind: "problems", problems: m.problems, omitted: m.omitted });
      };
      worker.onerror = (e) => {
        e.preventDefault();
        finish({
          kind: "problems",
          problems: [{ path: "$", message: `could not be read: ${e.message || "the parse worker failed"}` }],
          omitted: 0,
        });
      };
      const request: ParseRequest = { file, catalog: this.catalog };
      worker.postMessage(request);
    });
  }

  /** Stops the parse in progress, if any (it resolves as cancelled). */
  cancel(): void {
    this.current?.finish({ kind: "cancelled" });
  }
}
