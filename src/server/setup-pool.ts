import type { SetupAnswer } from "./setups";

/**
 * New games' set-ups, built one at a time off the server's event loop. Building one is parsing and
 * checking its table (measured: 2.6 s for terrain/bench-wide.json, 0.5 s for bench-dense, 22 ms for
 * ridge-and-village, on the shared 2-core machine), which on the event loop stalled every room of the
 * process for as long (issue 31: three large games at once, rooms stalled up to 4.7 s). A worker
 * thread builds them, one at a time; at most `queue` more wait, and the rest are refused (503) at once.
 * The worker is the pair `src/cli/setup-worker.mjs` / `setup-worker-node.ts`, started by the edge
 * (`serverDeps().setupWorker`) since it builds its own rulesets as the CLI does.
 */

/** What the server sends the set-up worker: a request's body text. */
export interface ToSetupWorker {
  id: number;
  body: string;
  /** the game's seed when a test fixed it (`ServeOptions.seedSource`); absent: the worker draws one */
  seed?: string;
}

/** What the set-up worker answers. */
export interface FromSetupWorker {
  id: number;
  answer: SetupAnswer;
}

/** The little the pool needs of a worker thread. */
export interface SetupPort {
  post(m: ToSetupWorker): void;
  onMessage(h: (m: FromSetupWorker) => void): void;
  /** called once if the worker stops by itself (a crash, out of memory) */
  onExit(h: (why: string) => void): void;
  terminate(): void;
}

/** Starts a set-up worker. */
export type SpawnSetupWorker = () => SetupPort;

/** The pool's limits. */
export interface SetupPoolLimits {
  /** set-ups that may wait while one is built (default 8); more are refused with 503 */
  queue: number;
  /** a set-up that takes longer is given up (its worker stopped and a new one started): 503 */
  timeoutMs: number;
}

/** The defaults: 8 waiting, 60 s each. */
export const DEFAULT_SETUP_LIMITS: SetupPoolLimits = { queue: 8, timeoutMs: 60_000 };

interface Job {
  id: number;
  body: string;
  seed: string | undefined;
  done: (a: SetupAnswer) => void;
}

const refused = (status: number, message: string): SetupAnswer => ({
  ok: false,
  status,
  problems: [{ path: "$", message }],
});

/** Builds set-ups in one worker thread (`spawn`), or on the calling thread with a plain function. */
export class SetupPool {
  private readonly waiting: Job[] = [];
  private current: Job | null = null;
  private port: SetupPort | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly build:
      | { spawn: SpawnSetupWorker }
      | { here: (body: string, seed: string | undefined) => SetupAnswer },
    readonly limits: SetupPoolLimits = DEFAULT_SETUP_LIMITS,
  ) {}

  /** Set-ups being built or waiting. */
  get pending(): number {
    return this.waiting.length + (this.current ? 1 : 0);
  }

  /**
   * The set-up of a request body (with `seed` when a test fixed it); a 503 refusal at once when
   * `limits.queue` already wait.
   */
  run(body: string, seed?: string): Promise<SetupAnswer> {
    if (this.closed) return Promise.resolve(refused(503, "the server is stopping"));
    if ("here" in this.build) return Promise.resolve(this.build.here(body, seed));
    if (this.current && this.waiting.length >= this.limits.queue)
      return Promise.resolve(
        refused(503, `the server is busy making ${this.pending} games: try again in a few seconds`),
      );
    return new Promise((done) => {
      this.waiting.push({ id: this.nextId++, body, seed, done });
      this.next();
    });
  }

  /** Stops the worker; what waits is refused. */
  close(): void {
    this.closed = true;
    for (const j of this.waiting.splice(0)) j.done(refused(503, "the server is stopping"));
    this.finish(refused(503, "the server is stopping"));
    this.stopWorker();
  }

  private next(): void {
    if (this.current || this.closed) return;
    const job = this.waiting.shift();
    if (!job) return;
    this.current = job;
    const port = this.worker();
    this.timer = setTimeout(() => {
      this.stopWorker();
      this.finish(refused(503, `the set-up took longer than ${this.limits.timeoutMs / 1000} s`));
    }, this.limits.timeoutMs);
    port.post({ id: job.id, body: job.body, ...(job.seed !== undefined ? { seed: job.seed } : {}) });
  }

  private worker(): SetupPort {
    if (this.port) return this.port;
    if (!("spawn" in this.build)) throw new Error("setup-pool: no worker to start");
    const port = this.build.spawn();
    port.onMessage((m) => {
      if (this.current?.id === m.id) this.finish(m.answer);
    });
    port.onExit((why) => {
      if (this.port !== port) return;
      this.port = null;
      this.finish(refused(500, `the set-up worker stopped (${why})`));
    });
    this.port = port;
    return port;
  }

  /** Answers the current job and starts the next. */
  private finish(answer: SetupAnswer): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const job = this.current;
    this.current = null;
    job?.done(answer);
    this.next();
  }

  private stopWorker(): void {
    const port = this.port;
    this.port = null;
    port?.terminate();
  }
}
