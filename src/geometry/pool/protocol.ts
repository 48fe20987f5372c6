import type { CatalogEntry } from "../../core/catalog/schema";
import type { CellRaster } from "../../core/los/cell-raster";
import type { MapObserver } from "../../core/los/observer";
import type { Table } from "../../core/table/schema";
import type { LosSceneData } from "../bvh/los-scene";

/**
 * The shared buffers of one dead-ground map's proof builds: one per eye point (a horizon each), and
 * two counters, the next build to take and the builds done, so the workers build each once between
 * them.
 */
export interface BuildBuffers {
  buffers: Float32Array[];
  counters: Int32Array;
}

/**
 * Messages between the map pool and its workers: plain data plus typed arrays. The BVH and triangle
 * buffers are SharedArrayBuffers where the platform allows (Node, cross-origin-isolated pages), so
 * every worker reads the same memory; elsewhere they are copied once per table.
 */
export type ToWorker =
  | {
      type: "init";
      version: number;
      table: Table;
      scene: LosSceneData;
      catalog: CatalogEntry[];
      /** the world's sight rules, by name (the worker's entry was given the rules it knows) */
      sight: string;
      /** cell rasters the builder made for this table (each is built once per table and cell size) */
      rasters?: CellRaster[];
      /** run a warm-up map when ready, so the first real map runs compiled code */
      prime?: boolean;
    }
  | {
      /**
       * To the pool's first worker, the builder: build the table's scene (its BVH and side tree)
       * unless one is given, and the cell rasters of these sizes, take them, and send them back
       * ("built") for the other workers and the main thread.
       */
      type: "build";
      version: number;
      table: Table;
      scene: LosSceneData | null;
      catalog: CatalogEntry[];
      /** the world's sight rules, by name */
      sight: string;
      cellInches: number[];
      prime?: boolean;
    }
  | {
      type: "deadground";
      id: number;
      version: number;
      observer: MapObserver;
      cellInches: number;
      targetHeightYards: number;
      /** a band counter shared by every part (each takes the next band); null: fixed shares */
      queue: Int32Array | null;
      /** how many workers share the map (progress is reported as this worker's share) */
      parts: number;
      /** this worker's index among them: its fixed share is every `parts`-th band from this one */
      part: number;
      /** where SharedArrayBuffer is available, the map's build buffers; null: each worker builds them all */
      builds: BuildBuffers | null;
      /** shared cancel flags and this request's slot, when SharedArrayBuffer is available */
      cancel: { flags: Int32Array; slot: number } | null;
      /** only these cells need deciding (DeadGroundOptions.only); null: every cell */
      only?: Uint8Array | null;
      /** a minimum-height sweep's lower heights (DeadGroundOptions.lowerHeightsYards) */
      lowerHeightsYards?: readonly number[];
      /** the sight rules to map under, by name; absent: the world's own */
      sight?: string;
    }
  | {
      type: "threat";
      id: number;
      version: number;
      observers: MapObserver[];
      /**
       * a counter shared by every part of the request: each worker takes the next observer from it
       * until none are left, so one slow map does not hold back a worker's fixed share; null where
       * SharedArrayBuffer is missing, and then the worker maps every observer it was given
       */
      queue: Int32Array | null;
      /** how many workers share the queue (progress is reported as this worker's share) */
      parts: number;
      cellInches: number;
      targetHeightYards: number;
      /** the sight rules to map under, by name (those the worker's entry knows); absent: the world's own */
      sight?: string;
      cancel: { flags: Int32Array; slot: number } | null;
    };

export type FromWorker =
  | {
      type: "built";
      version: number;
      /** the scene the builder made (null: it was given one), buffers shared where the platform allows */
      scene: LosSceneData | null;
      rasters: CellRaster[];
      /** how long the builder took, ms */
      buildMs: number;
      error?: string;
    }
  /** a worker holds the table (and, when asked, has run its warm-up map) */
  | { type: "ready"; version: number }
  | { type: "progress"; id: number; done: number; total: number }
  | {
      type: "deadground";
      id: number;
      visible: Uint8Array;
      /** with lowerHeightsYards: DeadGroundOptions' seenFrom for this worker's bands, else null */
      seenFrom: Uint8Array | null;
      castCells: number;
      cancelled: boolean;
    }
  | { type: "threat"; id: number; counts: Uint16Array; cancelled: boolean }
  | { type: "error"; id: number; message: string };

/** The little a pool needs of a worker, in the browser (Worker) and in Node (worker_threads). */
export interface WorkerPort {
  post(message: ToWorker, transfer?: Transferable[]): void;
  onMessage(handler: (message: FromWorker) => void): void;
  terminate(): void;
}
