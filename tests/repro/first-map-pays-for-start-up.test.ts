import { describe, expect, it } from "vitest";
import { CancelledError, type LosEngine } from "../../src/app/los/engine";
import { startOverlayPipeline } from "../../src/app/los/overlay-pipeline";
import { startWarmUp, WARM_CELL_INCHES } from "../../src/app/los/warm-up";
import { err } from "../../src/core/result";
import { storeWith } from "../app/support";

/**
 * Issue 22: the workers (their WebAssembly and the table's BVH) started only with the first map, so
 * the first map after the page loaded took 3-4 s. They now start in idle time after the first frame,
 * through one coarse warm-up map, and again after a terrain change.
 */
function recordingEngine() {
  const calls: { table: unknown; req: { observerId: string; cellInches: number }; signal: AbortSignal }[] =
    [];
  const finish: ((v: unknown) => void)[] = [];
  const fail: ((e: unknown) => void)[] = [];
  const deadGround = (table: unknown, req: never, _p: unknown, signal: AbortSignal) =>
    new Promise((resolve, reject) => {
      calls.push({ table, req, signal });
      finish.push(resolve);
      fail.push(reject);
    });
  const engine = { lineOfSight: () => err("unused"), deadGround, threat: deadGround } as unknown as LosEngine;
  return { engine, calls, finish, fail };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("the map workers warm up in idle time after the first frame", () => {
  it("nothing before the first frame; one coarse map at the first idle moment; again after a terrain change", async () => {
    const app = storeWith();
    const { engine, calls, finish } = recordingEngine();
    const idle: (() => void)[] = [];
    let frame: () => void = () => {};
    let warmed = 0;
    startWarmUp(
      app,
      engine,
      new Promise<void>((r) => {
        frame = r;
      }),
      (run) => idle.push(run),
      () => warmed++,
    );
    await tick();
    expect(idle).toHaveLength(0);
    frame();
    await tick();
    expect(calls).toHaveLength(0); // waits for idle time, not just the frame
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.req.cellInches).toBe(WARM_CELL_INCHES);
    expect(calls[0]!.table).toBe(app.getState().table);
    finish[0]!({ cellInches: 2, cols: 1, rows: 1, values: new Uint8Array(1), visibleFraction: 1 });
    await tick();
    expect(warmed).toBe(1);

    // A unit move keeps the terrain: nothing to warm. A feature change does.
    app.getState().tryEdit("move b1", (d) => {
      d.units.find((u) => u.id === "b1")!.x += 1;
    });
    expect(idle).toHaveLength(0);
    app.getState().tryEdit("remove wall", (d) => {
      d.features = d.features.filter((f) => f.id !== "wall-2");
    });
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.table).toBe(app.getState().table);
  });

  it("never starts while a map is asked for, and a user's map replacing it shows no error", async () => {
    const app = storeWith();
    const { engine, calls, fail } = recordingEngine();
    startOverlayPipeline(app, engine);
    const idle: (() => void)[] = [];
    startWarmUp(app, engine, Promise.resolve(), (run) => idle.push(run));
    await tick();
    app.getState().requestOverlay({ kind: "deadground", observerId: "b1" });
    expect(calls).toHaveLength(1); // the user's map
    for (const run of idle.splice(0)) run();
    expect(calls).toHaveLength(1);
    // The warm-up, once the user clears the map, is replaced by the next map: no error shown.
    app.getState().requestOverlay({ kind: "none" });
    for (const run of idle.splice(0)) run();
    expect(calls).toHaveLength(2);
    fail[1]!(new CancelledError("replaced"));
    await tick();
    expect(app.getState().overlayResult.status).toBe("idle");
    expect(calls[1]!.signal.aborted).toBe(false);
  });
});
