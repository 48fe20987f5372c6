import { setFlagsFromString } from "node:v8";
import { mark } from "./timing";
import { beforeV8FlagsChange, isWholeProcess, makingCodeCache } from "./whole-process";

// A short command's job runs once, on code V8 has not yet optimized, and ends before most of what
// TurboFan (V8's optimizing compiler) builds for it can pay off: the compiles (on another thread, but
// on a loaded machine on the same cores) cost more than they save (issue 37). So a process whose only
// job is small stops V8 at its baseline tier, once the job's size is known. Maps and verdicts do not
// change: JavaScript's arithmetic is the same on every tier.

/**
 * The most observer-cells (cells × observers) a process's one map may have to run without TurboFan.
 * Measured, paired whole processes (ridge-and-village, 72×48", cache hits, load 15, CPU): a one-observer
 * map at 2" cells (864 cells) took 0.79× the CPU, at 0.5" (13,824) 0.66×, a 9-observer threat map at 2"
 * (7,776) 0.57× (docs/line-of-sight.md, "Start-up"); larger maps keep TurboFan, not measured without.
 */
export const SHORT_JOB_OBSERVER_CELLS = 14_000;

/** Whether a process whose one job is a map of this many observer-cells should run without TurboFan. */
export function isShortJob(observerCells: number): boolean {
  return observerCells <= SHORT_JOB_OBSERVER_CELLS;
}

let baselineOnly = false;

/**
 * Stops V8 at its baseline tier (Sparkplug) for the rest of this process, where the CLI owns the whole
 * process (the `sightline` bin: whole-process.ts; not main() inside a test or another program) and
 * unless SIGHTLINE_TURBOFAN=1 (kept for comparing the two). Called once a command has loaded its code and opened its table: Node's
 * own modules carry compiled code that V8 refuses once its flags change, so the later the call, the
 * fewer of them are compiled again. Returns whether V8 now stops at the baseline tier.
 */
export function runAsShortJob(): boolean {
  if (baselineOnly) return true;
  // The one process that makes the short commands' code cache keeps TurboFan (whole-process.ts).
  if (!isWholeProcess() || process.env.SIGHTLINE_TURBOFAN === "1" || makingCodeCache()) return false;
  // What every command goes on to load (the output streams, with net or tty behind them, and the
  // performance clock) is loaded first, while V8 still takes Node's compiled code for it.
  void process.stdout;
  void process.stderr;
  void globalThis.performance;
  beforeV8FlagsChange();
  setFlagsFromString("--max-opt=1");
  baselineOnly = true;
  mark("short job: V8 stops at its baseline tier");
  return true;
}
