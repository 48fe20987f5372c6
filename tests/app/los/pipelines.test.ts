import { describe, expect, it } from "vitest";
import { bvhEngine } from "../../../src/app/los/bvh-engine";
import { CancelledError, type LosEngine } from "../../../src/app/los/engine";
import { startLosPipeline } from "../../../src/app/los/los-pipeline";
import { startOverlayPipeline } from "../../../src/app/los/overlay-pipeline";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../../src/core/firestrike/sight/rules";
import { lineOfSight } from "../../../src/core/los/line-of-sight";
import { reasonLine, verdictFacts, verdictHeadline, verdictText } from "../../../src/core/los/verdict-text";
import { err } from "../../../src/core/result";
import { createWorld } from "../../../src/geometry/los/world";
import { storeWith } from "../support";

describe("LOS pipeline", () => {
  it("keeps the verdict in step with the pair and the table, using the measured engine", () => {
    const app = storeWith();
    const stop = startLosPipeline(
      app,
      bvhEngine(builtinCatalog(), null, () => FIRESTRIKE_SIGHT),
    );
    app.getState().setLosPair("b1", "r4");
    const expected = lineOfSight(
      createWorld(app.getState().table, builtinCatalog(), FIRESTRIKE_SIGHT),
      "b1",
      "r4",
    );
    expect(expected.ok).toBe(true);
    expect(app.getState().los.verdict).toEqual(expected.ok && expected.value);
    expect(app.getState().los.revision).toBe(app.getState().revision);
    app.getState().tryEdit("move r4 behind the woods", (d) => {
      const r4 = d.units.find((u) => u.id === "r4")!;
      r4.x = 12;
      r4.y = 44;
    });
    const moved = lineOfSight(
      createWorld(app.getState().table, builtinCatalog(), FIRESTRIKE_SIGHT),
      "b1",
      "r4",
    );
    expect(app.getState().los.verdict).toEqual(moved.ok && moved.value);
    expect(app.getState().los.revision).toBe(app.getState().revision);
    stop();
  });

  it("an engine error is shown instead of a verdict", () => {
    const app = storeWith();
    const engine = { lineOfSight: () => err('no unit "zz"') } as unknown as LosEngine;
    startLosPipeline(app, engine);
    app.getState().setLosPair("b1", "zz");
    expect(app.getState().los).toMatchObject({ verdict: null, error: 'no unit "zz"' });
  });

  it("the panel's lines are the lines `sightline los` prints", () => {
    const r = lineOfSight(
      createWorld(storeWith().getState().table, builtinCatalog(), FIRESTRIKE_SIGHT),
      "b7",
      "r3",
    );
    if (!r.ok) throw new Error(r.error);
    const v = r.value;
    const mine = [
      verdictHeadline(v),
      ...verdictFacts(v).map((f) => `${f.label} ${f.value}`),
      "reasons:",
      ...v.reasons.map(reasonLine),
    ];
    const cli = verdictText(v)
      .split("\n")
      .map((l) => l.trim().replace(/\s+/g, " "));
    expect(mine.map((l) => l.replace(/\s+/g, " "))).toEqual(cli);
  });
});

/** A fake engine whose maps finish only when the test says so. */
function controllableEngine() {
  const calls: {
    req: unknown;
    signal: AbortSignal;
    progress: (p: number) => void;
    resolve: (v: unknown) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const run = (_t: unknown, req: unknown, progress: (p: number) => void, signal: AbortSignal) =>
    new Promise((resolve, reject) => {
      calls.push({ req, signal, progress, resolve, reject });
      signal.addEventListener("abort", () => reject(new CancelledError("replaced")));
    });
  const engine = { lineOfSight: () => err("unused"), deadGround: run, threat: run } as unknown as LosEngine;
  return { engine, calls };
}

const grid = { cellInches: 0.25, cols: 2, rows: 1, values: new Uint8Array([1, 0]), visibleFraction: 0.5 };

describe("overlay pipeline", () => {
  it("runs a map with progress, and a newer request cancels the one in flight", async () => {
    const app = storeWith();
    const { engine, calls } = controllableEngine();
    let t = 0;
    startOverlayPipeline(app, engine, () => (t += 10));
    app.getState().requestOverlay({ kind: "deadground", observerId: "b1" });
    expect(app.getState().overlayResult.status).toBe("running");
    calls[0]!.progress(0.4);
    expect(app.getState().overlayProgress.getState().fraction).toBe(0.4);
    app.getState().requestOverlay({ targetHeight: "vehicle" });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.req).toMatchObject({ observerId: "b1", targetHeightYards: 3, cellInches: 0.25 });
    calls[1]!.resolve(grid);
    await Promise.resolve();
    await Promise.resolve();
    expect(app.getState().overlayProgress.getState().fraction).toBe(1);
    expect(app.getState().overlayResult).toMatchObject({
      status: "done",
      visibleFraction: 0.5,
      error: null,
    });
    expect(app.getState().overlayResult.grid).toBe(grid);
  });

  it("a table change recomputes; clearing stops and empties the overlay", async () => {
    const app = storeWith();
    const { engine, calls } = controllableEngine();
    startOverlayPipeline(app, engine);
    app.getState().requestOverlay({ kind: "threat", side: "blue" });
    expect(calls[0]!.req).toMatchObject({ side: "blue", targetHeightYards: 2 });
    app.getState().tryEdit("remove wall", (d) => {
      d.features = d.features.filter((f) => f.id !== "wall-2");
    });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    app.getState().requestOverlay({ kind: "none" });
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(app.getState().overlayResult).toMatchObject({ status: "idle", grid: null });
  });

  it("a failed map shows its error", async () => {
    const app = storeWith();
    const { engine, calls } = controllableEngine();
    startOverlayPipeline(app, engine);
    app.getState().requestOverlay({ kind: "deadground", observerId: "b2" });
    calls[0]!.reject(new Error("worker crashed"));
    await Promise.resolve();
    await Promise.resolve();
    expect(app.getState().overlayResult).toMatchObject({ status: "error", error: "worker crashed" });
  });
});
