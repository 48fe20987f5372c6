import { CancelledError } from "./engine";
import type { MapJob, MapJobResult } from "./map-job";

type Reply =
  | { id: number; type: "progress"; fraction: number }
  | { id: number; type: "done"; result: MapJobResult }
  | { id: number; type: "error"; message: string };

/**
 * Main-thread client of the map worker, with a Promise API, progress callbacks and cancellation.
 * Cancelling terminates the busy worker (the map loop never yields), and the next job starts a fresh one.
 */
export class MapWorkerClient {
  private worker: Worker | null = null;
  private nextId = 1;

  constructor(private readonly spawn: () => Worker) {}

  /** Runs one job; rejects with CancelledError when `signal` aborts. */
  run(job: MapJob, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<MapJobResult> {
    if (signal.aborted) return Promise.reject(new CancelledError());
    this.worker ??= this.spawn();
    const worker = this.worker;
    const id = this.nextId++;
    return new Promise<MapJobResult>((resolve, reject) => {
      const cleanup = () => {
        worker.removeEventListener("message", onMessage);
        worker.removeEventListener("error", onError);
        signal.removeEventListener("abort", onAbort);
      };
      const onMessage = (e: MessageEvent<Reply>) => {
        const r = e.data;
        if (r.id !== id) return;
        if (r.type === "progress") onProgress(r.fraction);
        else {
          cleanup();
          if (r.type === "done") resolve(r.result);
          else reject(new Error(r.message));
        }
      };
      const onError = (e: ErrorEvent) => {
        cleanup();
        this.discard(worker);
        reject(new Error(`the map worker failed: ${e.message}`));
      };
      const onAbort = () => {
        cleanup();
        this.discard(worker);
        reject(new CancelledError());
      };
      worker.addEventListener("message", onMessage);
      worker.addEventListener("error", onError);
      signal.addEventListener("abort", onAbort);
      worker.postMessage({ id, job });
    });
  }

  private discard(worker: Worker): void {
    worker.terminate();
    if (this.worker === worker) this.worker = null;
  }
}
