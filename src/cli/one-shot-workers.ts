import { availableParallelism, loadavg } from "node:os";

// How many map workers a one-shot command starts, apart from node-pool.ts (the pool, and three.js with
// it): a small threat map runs on the main thread and loads neither (issue 37).

/**
 * How many workers a one-shot map process (`sightline threat` without `--workers`) starts: two where
 * the machine has two cores to spare for them (its cores less the last minute's load average), else
 * one. Each worker compiles the map code for itself, and a one-shot threat map runs mostly on code not
 * yet optimized, so a second worker on a busy machine doubles that cost and mostly waits for a core:
 * measured, paired whole processes on ridge-and-village (load 6-10), one worker took 0.67× the CPU
 * (0.55-0.80×) and 0.70× the wall time (0.53-0.83×) of two, and 0.74× / 0.68× in 10 more pairs
 * (docs/line-of-sight.md). Where loadavg means nothing (Windows reads 0) this gives two.
 */
export function oneShotWorkers(cores = availableParallelism(), load = loadavg()[0] ?? 0): number {
  return cores - load >= 2 ? 2 : 1;
}

/**
 * The most observer-cells (cells × observers) a one-shot threat map runs on the main thread where two
 * cores are to spare: a worker must load the map code and build its casters before its first cell,
 * which costs more than a small map takes on the thread that already has them (issue 37). Measured
 * against one worker only (docs/line-of-sight.md, "Start-up"); not yet against two on a quiet machine,
 * so it is kept at the smallest size measured there.
 */
export const MAIN_THREAD_THREAT_CELLS = 20_000;

/**
 * How many workers a one-shot threat map (`sightline threat` without `--workers`) starts: none (the
 * main thread alone) where oneShotWorkers would start one, since a lone worker leaves the main thread
 * waiting and adds its own start (measured, paired whole processes at load 18-24 on ridge-and-village
 * and bench-dense, 26,000 to 124,000 observer-cells: the main thread took 0.77-0.91× the CPU and
 * 0.68-0.82× the wall time of one worker, medians), or for a map of at most MAIN_THREAD_THREAT_CELLS
 * observer-cells; else two.
 */
export function oneShotThreatWorkers(
  cells: number,
  observers: number,
  cores = availableParallelism(),
  load = loadavg()[0] ?? 0,
): number {
  const workers = oneShotWorkers(cores, load);
  return workers < 2 || cells * observers <= MAIN_THREAD_THREAT_CELLS ? 0 : workers;
}
