import type { Catalog } from "../../core/catalog/schema";
import { DEFAULT_CELL_INCHES } from "../../core/los/cell-raster";
import { DEFAULT_TARGET_HEIGHT_YARDS } from "../../core/los/dead-ground";
import {
  DEFAULT_MIN_HEIGHT_LADDER_YARDS,
  ladderProblem,
  type MinHeightMap,
  minHeightFromMapsAsync,
} from "../../core/los/min-height";
import { type MapObserver, seesOnlyNear } from "../../core/los/observer";
import { piecesFor } from "../../core/los/polar-bins";
import type { Table } from "../../core/table/schema";
import { type LosScene, type LosSceneData, sceneData } from "../bvh/los-scene";
import type { BuildBuffers, FromWorker, ToWorker, WorkerPort } from "./protocol";

/** Raised (as a rejection) when a newer request on the same channel replaces an unfinished one. */
export class CancelledError extends Error {
  override name = "CancelledError";
}

/** Options shared by map requests. */
export interface MapRequest {
  cellInches?: number;
  targetHeightYards?: number;
  /** a newer request on the same channel cancels this one (default "map") */
  channel?: string;
  /** fraction done, 0..1 */
  onProgress?: (fraction: number) => void;
  /** the sight rules to map under, by name (one the workers' entry knows); absent: the table's */
  sight?: string;
}

/**
 * A dead-ground request: only some cells may need deciding (DeadGroundOptions.only), and a
 * minimum-height sweep's top map names the lower heights (DeadGroundOptions.lowerHeightsYards).
 */
export interface DeadGroundRequest extends MapRequest {
  only?: Uint8Array | null;
  lowerHeightsYards?: readonly number[];
}

/** A map grid's shape. */
export interface GridShape {
  cellInches: number;
  cols: number;
  rows: number;
}

interface Pending {
  id: number;
  channel: string;
  slot: number;
  parts: FromWorker[];
  expected: number;
  progress: Map<number, { done: number; total: number }>;
  onProgress?: (fraction: number) => void;
  resolve: (parts: FromWorker[]) => void;
  reject: (e: Error) => void;
  /** failed or cancelled: parts not posted yet never will be */
  dead?: boolean;
}

/** How a pool takes a table. */
export interface TableOptions {
  /**
   * the name of the table world's sight rules, one the workers' entry knows (the caller's ruleset's:
   * geometry names none); a map request may name others
   */
  sight: string;
  /** the cell sizes whose rasters the builder makes up front (default: the map default) */
  cellInches?: number[];
  /** each worker runs a warm-up map once it has the table (default false: the CLI's one-shot maps) */
  prime?: boolean;
}

const SLOTS = 256;

/** Build buffers lent to a request until each of its parts has replied. */
interface BuildLease {
  set: BuildBuffers;
  /** parts that have not replied yet */
  left: number;
}

/**
 * A persistent pool of map workers (Web Workers in the browser, worker_threads in Node). The table's
 * BVH is posted once per table; each map request is split across the workers, reports progress, and
 * is cancelled by a newer request on its channel: workers stop at their next band of rows.
 */
export class LosPool {
  private readonly workers: WorkerPort[] = [];
  private version = 0;
  private nextId = 1;
  private table: Table | null = null;
  private readonly byPart = new Map<number, { request: Pending; index: number }>();
  private readonly current = new Map<string, Pending>();
  private readonly flags: Int32Array | null;
  /**
   * Build buffers of finished dead-ground maps, kept for the next. Allocating them for every map
   * (about 900 KB of shared memory on a 72" × 48" table) cost 0.4-0.7 ms before the map was even
   * posted, most of it in the collections the allocations set off.
   */
  private readonly spareBuilds: BuildBuffers[] = [];
  /**
   * Per part of a dead-ground request, the lease of its build buffers. A set goes back only when
   * every part has replied, cancelled ones included: until then a worker may still write into it.
   */
  private readonly leases = new Map<number, BuildLease>();
  /** settles once the builder has sent the current table's scene and rasters (to the version) */
  private tableReady: Promise<number> = Promise.resolve(0);
  private readyAll: Promise<void> = Promise.resolve();
  private onBuilt: ((m: Extract<FromWorker, { type: "built" }>) => void) | null = null;
  private onReady: (version: number) => void = () => {};

  constructor(
    spawn: () => WorkerPort,
    readonly size: number,
  ) {
    const shared =
      typeof SharedArrayBuffer !== "undefined" &&
      (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated !== false;
    this.flags = shared ? new Int32Array(new SharedArrayBuffer(SLOTS * 4)) : null;
    for (let i = 0; i < size; i++) {
      const w = spawn();
      w.onMessage((m) => this.receive(m));
      this.workers.push(w);
    }
  }

  /**
   * Sends a table and its BVH (built here, or read from a cache) to the workers; requests made after this use it. The first
   * worker builds the cell rasters (of `cellInches`, default the map default) once and hands them to
   * the others with the scene, so no worker builds what another has.
   */
  setTable(table: Table, scene: LosScene | LosSceneData, catalog: Catalog, opts: TableOptions): void {
    // A scene built here gives its plain data (with its side tree); one read from the CLI's disk cache
    // is plain data already, its side tree included (src/cli/world-cache.ts).
    const data = "mesh" in scene ? sceneData(scene as LosScene) : scene;
    void this.load(table, data, catalog, opts).catch(() => undefined);
  }

  /**
   * Loads a table whose BVH and side tree the first worker builds, off this thread; resolves with
   * that scene's data (shared buffers where the platform allows), for this thread's own sight checks.
   * Requests made meanwhile wait for it.
   */
  loadTable(table: Table, catalog: Catalog, opts: TableOptions): Promise<LosSceneData & { buildMs: number }> {
    return this.load(table, null, catalog, opts);
  }

  /**
   * Resolves when every worker holds the current table and has run its warm-up maps, if asked (a
   * worker's warm-up ends early at the first request it is sent: worker-handler.ts).
   */
  whenReady(): Promise<void> {
    return this.readyAll;
  }

  private load(
    table: Table,
    scene: LosSceneData | null,
    catalog: Catalog,
    opts: TableOptions,
  ): Promise<LosSceneData & { buildMs: number }> {
    this.version++;
    this.table = table;
    for (const request of [...this.current.values()]) this.cancelRequest(request);
    const version = this.version;
    const cellInches = opts.cellInches ?? [DEFAULT_CELL_INCHES];
    const prime = opts.prime ?? false;
    let readyLeft = this.workers.length;
    let allReady = () => {};
    this.readyAll = new Promise<void>((r) => {
      allReady = r;
    });
    this.onReady = (v) => {
      if (v === version && --readyLeft === 0) allReady();
    };
    const built = new Promise<LosSceneData & { buildMs: number }>((resolve, reject) => {
      this.onBuilt = (m) => {
        if (m.version !== version) return;
        this.onBuilt = null;
        if (m.error !== undefined) {
          reject(new Error(`map worker: cannot build the table: ${m.error}`));
          return;
        }
        const data = scene ?? m.scene!;
        for (const w of this.workers.slice(1))
          w.post({
            type: "init",
            version,
            table,
            scene: data,
            catalog: catalog.types,
            sight: opts.sight,
            rasters: m.rasters,
            prime,
          });
        resolve({ ...data, buildMs: m.buildMs });
      };
    });
    this.tableReady = built.then(
      () => version,
      () => version,
    );
    this.workers[0]?.post({
      type: "build",
      version,
      table,
      scene,
      catalog: catalog.types,
      sight: opts.sight,
      cellInches,
      prime,
    });
    return built;
  }

  /** The grid a map of this table at this cell size has. */
  shape(cellInches = DEFAULT_CELL_INCHES): GridShape {
    const t = this.requireTable();
    return {
      cellInches,
      cols: Math.ceil(t.width / cellInches - 1e-9),
      rows: Math.ceil(t.depth / cellInches - 1e-9),
    };
  }

  /**
   * Dead ground of one observer, shared across the workers band by band: each takes the next band
   * from a shared counter (fixed interleaved shares without SharedArrayBuffer).
   */
  async deadGround(
    observer: MapObserver,
    req: DeadGroundRequest = {},
  ): Promise<GridShape & { visible: Uint8Array; seenFrom: Uint8Array | null; castCells: number }> {
    const shape = this.shape(req.cellInches);
    // The mask is read by every worker: shared where it can be, else copied to each.
    let only = req.only ?? null;
    if (only && this.flags && !(only.buffer instanceof SharedArrayBuffer)) {
      const copy = new Uint8Array(new SharedArrayBuffer(only.length));
      copy.set(only);
      only = copy;
    }
    const queue = this.flags ? new Int32Array(new SharedArrayBuffer(4)) : null;
    // The proof builds (a horizon per eye point) are shared out too, into shared buffers.
    const builds = this.flags
      ? this.buildBuffers(observer.eyeX.length, piecesFor(shape.cols, shape.rows, shape.cellInches))
      : null;
    const lease = builds ? { set: builds, left: this.workers.length } : null;
    const parts = await this.run(req, this.workers.length, lease, (id, index, cancel) => ({
      type: "deadground",
      builds,
      id,
      version: this.version,
      observer,
      cellInches: shape.cellInches,
      targetHeightYards: req.targetHeightYards ?? DEFAULT_TARGET_HEIGHT_YARDS,
      queue,
      parts: this.workers.length,
      part: index,
      cancel,
      only,
      lowerHeightsYards: req.lowerHeightsYards,
      ...(req.sight ? { sight: req.sight } : {}),
    }));
    const visible = new Uint8Array(shape.cols * shape.rows);
    // Each worker's seenFrom holds its own bands; the rest stay at "none known", the highest value.
    let seenFrom: Uint8Array | null = null;
    let castCells = 0;
    for (const p of parts) {
      if (p.type !== "deadground") continue;
      castCells += p.castCells;
      for (let i = 0; i < visible.length; i++) visible[i] = visible[i]! | p.visible[i]!;
      if (p.seenFrom === null) continue;
      if (seenFrom === null) seenFrom = p.seenFrom;
      else
        for (let i = 0; i < seenFrom.length; i++)
          if (p.seenFrom[i]! < seenFrom[i]!) seenFrom[i] = p.seenFrom[i]!;
    }
    return { ...shape, visible, seenFrom, castCells };
  }

  /**
   * Minimum visible height for one observer (core/los/min-height.ts): the sweep's dead-ground maps
   * each run on the pool, one after another, on the request's channel (a newer request cancels it).
   * Progress runs 0..1 once per height of the sweep.
   */
  async minHeight(
    observer: MapObserver,
    req: MapRequest & { heightsYards?: readonly number[] } = {},
  ): Promise<GridShape & MinHeightMap> {
    const shape = this.shape(req.cellInches);
    const heights = req.heightsYards ?? DEFAULT_MIN_HEIGHT_LADDER_YARDS;
    const problem = ladderProblem(heights);
    if (problem) throw new Error(`minimum-height ladder: ${problem}`);
    const map = await minHeightFromMapsAsync(heights, shape.cols * shape.rows, (h, only, lowerHeightsYards) =>
      this.deadGround(observer, { ...req, targetHeightYards: h, only, lowerHeightsYards }),
    );
    return { ...shape, ...map };
  }

  /**
   * Threat map: per cell, how many of the observers see a target there. Each worker takes the next
   * observer from a shared counter until none are left (maps differ in cost many times over); without
   * SharedArrayBuffer the observers are dealt out in turn.
   */
  async threat(
    observers: readonly MapObserver[],
    req: MapRequest = {},
  ): Promise<GridShape & { counts: Uint16Array }> {
    const shape = this.shape(req.cellInches);
    const n = Math.max(1, Math.min(this.workers.length, observers.length));
    const queue = this.flags ? new Int32Array(new SharedArrayBuffer(4)) : null;
    // From the shared queue, the observers that see only near (deep in a wood or town) last: their
    // maps take a few milliseconds, so the workers finish together instead of one waiting out
    // another's long map (measured: the first worker idled 12-20 ms at the end of a threat map).
    const near = queue ? observers.map(seesOnlyNear) : [];
    const queued = [...observers.filter((_, k) => !near[k]), ...observers.filter((_, k) => near[k])];
    const parts = await this.run(req, n, null, (id, index, cancel) => ({
      type: "threat",
      id,
      version: this.version,
      observers: queue ? queued : observers.filter((_, k) => k % n === index),
      queue,
      parts: n,
      cellInches: shape.cellInches,
      targetHeightYards: req.targetHeightYards ?? DEFAULT_TARGET_HEIGHT_YARDS,
      ...(req.sight ? { sight: req.sight } : {}),
      cancel,
    }));
    const counts = new Uint16Array(shape.cols * shape.rows);
    for (const p of parts) {
      if (p.type !== "threat") continue;
      for (let i = 0; i < counts.length; i++) counts[i] = counts[i]! + p.counts[i]!;
    }
    return { ...shape, counts };
  }

  /** Cancels the unfinished request on a channel, if any. */
  cancel(channel = "map"): void {
    const r = this.current.get(channel);
    if (r) this.cancelRequest(r);
  }

  /** Stops every worker. */
  dispose(): void {
    for (const r of [...this.current.values()]) this.cancelRequest(r);
    for (const w of this.workers) w.terminate();
    this.workers.length = 0;
    this.leases.clear();
    this.spareBuilds.length = 0;
  }

  private requireTable(): Table {
    if (!this.table) throw new Error("LosPool: setTable first");
    return this.table;
  }

  /** A spare set of build buffers for this many eyes and pieces, or a new one; counters at zero. */
  private buildBuffers(eyes: number, pieces: number): BuildBuffers {
    const k = this.spareBuilds.findIndex(
      (b) => b.buffers.length === eyes && b.buffers.every((x) => x.length === pieces),
    );
    if (k < 0)
      return {
        buffers: Array.from({ length: eyes }, () => new Float32Array(new SharedArrayBuffer(pieces * 4))),
        counters: new Int32Array(new SharedArrayBuffer(8)),
      };
    const [set] = this.spareBuilds.splice(k, 1);
    Atomics.store(set!.counters, 0, 0);
    Atomics.store(set!.counters, 1, 0);
    return set!;
  }

  private run(
    req: MapRequest,
    partCount: number,
    lease: BuildLease | null,
    message: (id: number, index: number, cancel: { flags: Int32Array; slot: number } | null) => ToWorker,
  ): Promise<FromWorker[]> {
    this.requireTable();
    const channel = req.channel ?? "map";
    const previous = this.current.get(channel);
    if (previous) this.cancelRequest(previous);
    return new Promise<FromWorker[]>((resolve, reject) => {
      const id = this.nextId++;
      const slot = id % SLOTS;
      if (this.flags) Atomics.store(this.flags, slot, 0);
      const request: Pending = {
        id,
        channel,
        slot,
        parts: [],
        expected: partCount,
        progress: new Map(),
        onProgress: req.onProgress,
        resolve,
        reject,
      };
      this.current.set(channel, request);
      const cancel = this.flags ? { flags: this.flags, slot } : null;
      const version = this.version;
      // Posted once every worker has the table: the others get it from the builder.
      void this.tableReady.then(() => {
        if (request.dead || version !== this.version) return;
        for (let index = 0; index < partCount; index++) {
          const partId = this.nextId++;
          this.byPart.set(partId, { request, index });
          if (lease) this.leases.set(partId, lease);
          this.workers[index]!.post(message(partId, index, cancel));
        }
      });
    });
  }

  private cancelRequest(r: Pending): void {
    this.fail(r, new CancelledError(`map request ${r.id} was replaced by a newer one`));
  }

  private fail(r: Pending, error: Error): void {
    r.dead = true;
    if (this.flags) Atomics.store(this.flags, r.slot, 1);
    if (this.current.get(r.channel) === r) this.current.delete(r.channel);
    for (const [partId, p] of this.byPart) if (p.request === r) this.byPart.delete(partId);
    r.reject(error);
  }

  private receive(m: FromWorker): void {
    if (m.type === "built") {
      this.onBuilt?.(m);
      return;
    }
    if (m.type === "ready") {
      this.onReady(m.version);
      return;
    }
    const lease = m.type === "progress" ? undefined : this.leases.get(m.id);
    if (lease) {
      this.leases.delete(m.id);
      // A handful at most: one set per table shape and eye count in use.
      if (--lease.left === 0 && this.spareBuilds.length < 4) this.spareBuilds.push(lease.set);
    }
    const entry = this.byPart.get(m.id);
    if (!entry) return; // a part of a cancelled request
    const { request } = entry;
    if (m.type === "progress") {
      request.progress.set(m.id, { done: m.done, total: m.total });
      if (request.onProgress) {
        let done = 0;
        let total = 0;
        for (const p of request.progress.values()) {
          done += p.done;
          total += p.total;
        }
        // Parts that have not reported yet count as not started, with the same weight.
        const fraction = (done / Math.max(1, total)) * (request.progress.size / request.expected);
        request.onProgress(Math.min(1, fraction));
      }
      return;
    }
    this.byPart.delete(m.id);
    if (m.type === "error") {
      this.fail(request, new Error(`map worker: ${m.message}`));
      return;
    }
    request.parts.push(m);
    if (request.parts.length === request.expected) {
      if (this.current.get(request.channel) === request) this.current.delete(request.channel);
      request.onProgress?.(1);
      request.resolve(request.parts);
    }
  }
}
