import { parseCatalog } from "../../core/catalog/catalog";
import { buildCellRaster, type CellRaster } from "../../core/los/cell-raster";
import { deadGroundMap, type SharedBuilds } from "../../core/los/dead-ground";
import { type MeasuredWorld, worldFromScene } from "../los/world";
import type { FromWorker, ToWorker } from "./protocol";

/** The build sharing of one map over shared counters: [0] the next build to take, [1] builds done. */
function sharedBuilds(
  buffers: Float32Array[],
  counters: Int32Array,
  cancelled: (() => boolean) | undefined,
): SharedBuilds {
  return {
    buffers,
    take: () => Atomics.add(counters, 0, 1),
    built: () => {
      Atomics.add(counters, 1, 1);
      Atomics.notify(counters, 1);
    },
    allBuilt: (total) => {
      for (;;) {
        const done = Atomics.load(counters, 1);
        if (done >= total) return true;
        if (cancelled?.()) return false;
        // Woken by the other worker's last build; the timeout only re-checks for cancellation.
        Atomics.wait(counters, 1, done, 25);
      }
    },
  };
}

/**
 * What a map worker does with each message, independent of how messages arrive (Web Worker or
 * worker_threads). It keeps one table's world and its cell rasters until the next `init`.
 */
export function createWorkerHandler(
  post: (m: FromWorker, transfer?: Transferable[]) => void,
): (m: ToWorker) => void {
  let world: MeasuredWorld | null = null;
  let version = -1;
  const rasters = new Map<number, CellRaster>();
  const rasterFor = (w: MeasuredWorld, cell: number): CellRaster => {
    let r = rasters.get(cell);
    if (!r) {
      r = buildCellRaster(w, cell);
      rasters.set(cell, r);
    }
    return r;
  };
  return (m) => {
    if (m.type === "init") {
      const catalog = parseCatalog({ format: "sightline-catalog/1", types: m.catalog });
      if (!catalog.ok) return;
      world = worldFromScene(m.table, m.scene, catalog.value);
      version = m.version;
      rasters.clear();
      return;
    }
    if (!world || m.version !== version) {
      post({ type: "error", id: m.id, message: "the worker has no table for this request (stale version)" });
      return;
    }
    const cancel = m.cancel;
    const cancelled = cancel ? () => Atomics.load(cancel.flags, cancel.slot) !== 0 : undefined;
    try {
      const raster = rasterFor(world, m.cellInches);
      if (m.type === "deadground") {
        // The next band from the counter shared by the parts, else this part's fixed share.
        const queue = m.queue;
        let band = m.part - m.parts;
        const builds = m.builds;
        const { visible, stats } = deadGroundMap(world, raster, m.observer, {
          targetHeightYards: m.targetHeightYards,
          only: m.only ?? null,
          nextChunk: queue ? () => Atomics.add(queue, 0, 1) : () => (band += m.parts),
          cancelled,
          sharedBuilds: builds ? sharedBuilds(builds.buffers, builds.counters, cancelled) : undefined,
          onProgress: (done, total) => post({ type: "progress", id: m.id, done, total: total / m.parts }),
        });
        post(
          { type: "deadground", id: m.id, visible, castCells: stats.castCells, cancelled: stats.cancelled },
          [visible.buffer as ArrayBuffer],
        );
      } else {
        const counts = new Uint16Array(raster.cols * raster.rows);
        const queue = m.queue;
        const total = queue ? m.observers.length / m.parts : m.observers.length;
        let stopped = false;
        let done = 0;
        let mine = 0;
        for (;;) {
          const k = queue ? Atomics.add(queue, 0, 1) : mine++;
          if (k >= m.observers.length || stopped) break;
          const { visible, stats } = deadGroundMap(world, raster, m.observers[k]!, {
            targetHeightYards: m.targetHeightYards,
            cancelled,
          });
          stopped = stats.cancelled;
          for (let i = 0; i < counts.length; i++) counts[i] = counts[i]! + visible[i]!;
          post({ type: "progress", id: m.id, done: ++done, total });
        }
        post({ type: "threat", id: m.id, counts, cancelled: stopped }, [counts.buffer as ArrayBuffer]);
      }
    } catch (e) {
      post({ type: "error", id: m.id, message: e instanceof Error ? e.message : String(e) });
    }
  };
}
