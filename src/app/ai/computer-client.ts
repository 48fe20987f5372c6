import type { Decision } from "../../core/game/policy";
import type { DecideRequest, FromComputer, ToComputer } from "./computer-protocol";

/**
 * The page's side of the computer-player worker (computer.worker.ts), a Promise API over its messages:
 * `decide` resolves with the policy's decision, reporting progress while it thinks; `stop` ends the
 * worker (a decision cannot be interrupted inside it) and answers whatever waits as stopped. The worker
 * is started on the first decision and kept for the next ones (its measures and worlds with it).
 */

/** What the client needs of a worker (the browser's `Worker`; tests hand in one that runs in Node). */
export interface ComputerPort {
  postMessage(m: ToComputer): void;
  onmessage: ((e: { data: FromComputer }) => void) | null;
  /** the worker could not start or threw outside a decision */
  onerror?: ((e: { message?: string }) => void) | null;
  terminate(): void;
}

/** Starts a worker. */
export type SpawnComputer = () => ComputerPort;

/** The browser's computer-player worker. */
export const spawnComputerWorker: SpawnComputer = () =>
  new Worker(new URL("./computer.worker.ts", import.meta.url), {
    type: "module",
    name: "sightline-computer",
  }) as unknown as ComputerPort;

/** Progress of a decision: how long it has thought and how often the policy checked its budget. */
export interface ComputerProgress {
  ms: number;
  checks: number;
}

/** How a decision ended. */
export type ComputerAnswer =
  | { kind: "decided"; decision: Decision | null; ms: number }
  | { kind: "failed"; message: string }
  | { kind: "stopped" };

/** A decision request as the page makes it (the client numbers it). */
export type ComputerAsk = Omit<DecideRequest, "kind" | "id">;

/** The page's computer-player worker. */
export class ComputerClient {
  private port: ComputerPort | null = null;
  private next = 1;
  private readonly waiting = new Map<
    number,
    { done: (a: ComputerAnswer) => void; progress: (p: ComputerProgress) => void }
  >();

  constructor(private readonly spawn: SpawnComputer = spawnComputerWorker) {}

  /** One decision of the worker's policy for the request. */
  decide(ask: ComputerAsk, progress: (p: ComputerProgress) => void = () => {}): Promise<ComputerAnswer> {
    const id = this.next++;
    const port = this.open();
    return new Promise((done) => {
      this.waiting.set(id, { done, progress });
      port.postMessage({ kind: "decide", id, ...ask });
    });
  }

  /** Ends the worker; what waits is answered `stopped`. The next decision starts a new one. */
  stop(): void {
    this.port?.terminate();
    this.port = null;
    const left = [...this.waiting.values()];
    this.waiting.clear();
    for (const w of left) w.done({ kind: "stopped" });
  }

  private open(): ComputerPort {
    if (this.port) return this.port;
    const port = this.spawn();
    port.onmessage = (e) => {
      const m = e.data;
      const w = this.waiting.get(m.id);
      if (!w) return;
      if (m.kind === "progress") return w.progress({ ms: m.ms, checks: m.checks });
      this.waiting.delete(m.id);
      w.done(
        m.kind === "decided"
          ? { kind: "decided", decision: m.decision, ms: m.ms }
          : { kind: "failed", message: m.message },
      );
    };
    port.onerror = (e) => {
      // a worker that cannot load (or dies) answers every waiting decision, so none waits for ever
      this.port?.terminate();
      this.port = null;
      const left = [...this.waiting.values()];
      this.waiting.clear();
      for (const w of left)
        w.done({
          kind: "failed",
          message: `the computer's worker failed: ${e.message ?? "no reason given"}`,
        });
    };
    this.port = port;
    return port;
  }
}
