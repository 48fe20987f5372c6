import { afterEach, describe, expect, it, vi } from "vitest";
import { CancelledError, type LosEngine } from "../../src/app/los/engine";
import { LIVE_CELL_INCHES, liveCoarseSince, REFINE_AFTER_MS } from "../../src/app/los/live-dead-ground";
import { startOverlayPipeline } from "../../src/app/los/overlay-pipeline";
import { createDeadGroundTool } from "../../src/app/tools/deadground-tool";
import { err } from "../../src/core/result";
import type { Table } from "../../src/core/table/schema";
import { at, storeWith } from "../app/support";

/**
 * Issue 22: with a unit's dead-ground map on screen, dragging the unit left the map where the unit had
 * been until the drop. The map now follows the drag: a coarse map for the newest pose first (a pose
 * that arrives meanwhile waits for it, so maps keep finishing under a moving pointer), refined when the
 * pointer rests; a newer pose cancels a refinement; the drop computes the map at the drop point.
 */
type Call = {
  kind: "deadground" | "threat";
  table: Table;
  req: { observerId?: string; cellInches: number };
  signal: AbortSignal;
  resolve: (v: unknown) => void;
};

function fakeEngine() {
  const calls: Call[] = [];
  const make = (kind: Call["kind"]) => (table: Table, req: Call["req"], _p: unknown, signal: AbortSignal) =>
    new Promise((resolve, reject) => {
      calls.push({ kind, table, req, signal, resolve });
      signal.addEventListener("abort", () => reject(new CancelledError("replaced")));
    });
  const engine = {
    lineOfSight: () => err("unused"),
    deadGround: make("deadground"),
    threat: make("threat"),
  } as unknown as LosEngine;
  return { engine, calls };
}

const grid = (cellInches: number) => ({
  cellInches,
  cols: 1,
  rows: 1,
  values: new Uint8Array([1]),
  visibleFraction: 1,
});
const settle = async () => {
  for (let i = 0; i < 4; i++) await Promise.resolve();
};
const b1Of = (t: Table) => t.units.find((u) => u.id === "b1")!;

describe("live dead ground follows a dragged observer", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("coarse map per newest pose, refined at rest, stale refinement cancelled, fresh map at the drop", async () => {
    vi.useFakeTimers();
    const app = storeWith();
    const { engine, calls } = fakeEngine();
    startOverlayPipeline(app, engine);
    const tool = createDeadGroundTool(app);
    expect(tool.down(at([24, 19.5]))).toBe(true);
    expect(calls).toHaveLength(1); // the press shows b1's map
    calls[0]!.resolve(grid(0.25));
    await settle();

    tool.move(at([26, 20]));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.req.cellInches).toBe(LIVE_CELL_INCHES);
    expect(b1Of(calls[1]!.table)).toMatchObject({ x: 26, y: 20 });
    expect(b1Of(app.getState().table)).toMatchObject({ x: 24, y: 19.5 }); // nothing committed yet
    // Poses during the coarse map wait for it; the newest one is mapped next.
    tool.move(at([27, 20]));
    tool.move(at([28, 21]));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.signal.aborted).toBe(false);
    calls[1]!.resolve(grid(LIVE_CELL_INCHES));
    await settle();
    expect(app.getState().overlayResult).toMatchObject({ status: "done", live: "coarse" });
    expect(calls).toHaveLength(3);
    expect(calls[2]!.req.cellInches).toBe(LIVE_CELL_INCHES);
    expect(b1Of(calls[2]!.table)).toMatchObject({ x: 28, y: 21 });
    // At rest: the coarse map is refined to the asked cells, once the pointer has rested a while.
    calls[2]!.resolve(grid(LIVE_CELL_INCHES));
    await settle();
    expect(calls).toHaveLength(3);
    vi.advanceTimersByTime(REFINE_AFTER_MS - 1);
    expect(calls).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(4);
    expect(calls[3]!.req.cellInches).toBe(0.25);
    expect(b1Of(calls[3]!.table)).toMatchObject({ x: 28, y: 21 });
    // A new pose makes the refinement stale.
    tool.move(at([30, 22]));
    expect(calls[3]!.signal.aborted).toBe(true);
    expect(calls).toHaveLength(5);
    expect(b1Of(calls[4]!.table)).toMatchObject({ x: 30, y: 22 });
    // The drop commits the move and maps the unit where it now stands, at the asked cells.
    tool.up(at([30, 22]));
    expect(b1Of(app.getState().table)).toMatchObject({ x: 30, y: 22 });
    expect(calls[4]!.signal.aborted).toBe(true);
    const last = calls.at(-1)!;
    expect(last.req.cellInches).toBe(0.25);
    expect(last.table).toBe(app.getState().table);
    last.resolve(grid(0.25));
    await settle();
    expect(app.getState().overlayResult).toMatchObject({ status: "done", live: null });
  });

  it("a pose that comes before the pointer has rested gets a coarse map, and the old pose no refinement", async () => {
    vi.useFakeTimers();
    const app = storeWith();
    const { engine, calls } = fakeEngine();
    startOverlayPipeline(app, engine);
    const tool = createDeadGroundTool(app);
    tool.down(at([24, 19.5]));
    calls[0]!.resolve(grid(0.25));
    await settle();
    tool.move(at([26, 20]));
    calls[1]!.resolve(grid(LIVE_CELL_INCHES));
    await settle();
    vi.advanceTimersByTime(REFINE_AFTER_MS / 2);
    tool.move(at([27, 21]));
    expect(calls).toHaveLength(3);
    expect(calls[2]!.req.cellInches).toBe(LIVE_CELL_INCHES);
    vi.advanceTimersByTime(REFINE_AFTER_MS);
    expect(calls).toHaveLength(3); // the old pose's rest timer was dropped; the new pose's map computes
    calls[2]!.resolve(grid(LIVE_CELL_INCHES));
    await settle();
    vi.advanceTimersByTime(REFINE_AFTER_MS);
    expect(calls).toHaveLength(4);
    expect(calls[3]!.req.cellInches).toBe(0.25);
    expect(b1Of(calls[3]!.table)).toMatchObject({ x: 27, y: 21 });
  });

  it("says while a pose's coarse map computes (FrameGate holds that pose's frame for it), and not for a refinement", async () => {
    vi.useFakeTimers();
    const app = storeWith();
    const { engine, calls } = fakeEngine();
    startOverlayPipeline(app, engine);
    const tool = createDeadGroundTool(app);
    tool.down(at([24, 19.5]));
    expect(liveCoarseSince(app)).toBeNull(); // the press's map is a click's (held by its "running")
    calls[0]!.resolve(grid(0.25));
    await settle();
    tool.move(at([26, 20]));
    expect(liveCoarseSince(app)).not.toBeNull();
    tool.move(at([27, 20])); // waits for the coarse map in flight
    calls[1]!.resolve(grid(LIVE_CELL_INCHES));
    await settle();
    expect(calls).toHaveLength(3);
    expect(liveCoarseSince(app)).not.toBeNull(); // the waiting pose's coarse map, started at once
    calls[2]!.resolve(grid(LIVE_CELL_INCHES));
    await settle();
    expect(liveCoarseSince(app)).toBeNull();
    vi.advanceTimersByTime(REFINE_AFTER_MS);
    expect(calls[3]!.req.cellInches).toBe(0.25);
    expect(liveCoarseSince(app)).toBeNull(); // the pose is drawn already: nothing to hold for
    tool.move(at([28, 21]));
    expect(liveCoarseSince(app)).not.toBeNull();
    tool.up(at([28, 21])); // the drop stops the live map
    expect(liveCoarseSince(app)).toBeNull();
  });

  it("dragging another unit leaves the dead-ground map alone", async () => {
    const app = storeWith();
    const { engine, calls } = fakeEngine();
    startOverlayPipeline(app, engine);
    app.getState().requestOverlay({ kind: "deadground", observerId: "b1" });
    expect(calls).toHaveLength(1);
    app.getState().setPreview({ unitId: "b2", x: 33, y: 18, facing: 0 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal.aborted).toBe(false);
  });

  it("a threat map waits for the drop, then updates", async () => {
    const app = storeWith();
    const { engine, calls } = fakeEngine();
    startOverlayPipeline(app, engine);
    app.getState().requestOverlay({ kind: "threat", side: "red" });
    calls[0]!.resolve(grid(0.25));
    await settle();
    app.getState().setPreview({ unitId: "r1", x: 44, y: 30, facing: 0 });
    expect(calls).toHaveLength(1);
    app.getState().setPreview(null);
    app.getState().tryEdit("move r1", (d) => {
      d.units.find((u) => u.id === "r1")!.x = 44;
    });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.kind).toBe("threat");
    expect(calls[1]!.table.units.find((u) => u.id === "r1")!.x).toBe(44);
  });
});
