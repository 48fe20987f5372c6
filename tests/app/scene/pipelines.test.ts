import { describe, expect, it } from "vitest";
import { createAssetStore, startAssetPipeline } from "../../../src/app/scene/assets";
import { createOverlayStore, RANGE_RINGS, startOverlayAssets } from "../../../src/app/scene/overlay-assets";
import { createMeasureTool } from "../../../src/app/tools/measure";
import { at, storeWith } from "../support";

function setup() {
  const app = storeWith();
  const assets = createAssetStore();
  let painted = 0;
  startAssetPipeline(app, assets, () => {
    painted++;
    return null;
  });
  const overlays = createOverlayStore();
  startOverlayAssets(app, assets, overlays);
  return { app, assets, overlays, painted: () => painted };
}

describe("scene asset pipeline", () => {
  it("builds terrain, props and units once, and rebuilds only what an edit changed", () => {
    const { app, assets, painted } = setup();
    const first = assets.getState();
    expect(first.terrain?.props.trees.count).toBeGreaterThan(0);
    expect(first.units?.anchors).toHaveLength(app.getState().table.units.length);
    expect(painted()).toBe(1);
    // moving a unit: same terrain, new unit layout
    app.getState().tryEdit("move", (d) => {
      d.units.find((u) => u.id === "r4")!.x = 50;
    });
    expect(assets.getState().terrain).toBe(first.terrain);
    expect(assets.getState().units).not.toBe(first.units);
    expect(painted()).toBe(1);
    // a drag preview moves the unit's model without touching the table
    app.getState().setPreview({ unitId: "r4", x: 30, y: 44, facing: 90 });
    expect(assets.getState().units?.anchors.find((a) => a.unitId === "r4")).toMatchObject({ x: 30, y: 44 });
    // a terrain edit rebuilds the terrain and repaints the map
    app.getState().tryEdit("delete wall", (d) => {
      d.features = d.features.filter((f) => f.id !== "wall-2");
    });
    expect(assets.getState().terrain).not.toBe(first.terrain);
    expect(painted()).toBe(2);
    // showing zones repaints the map only
    const t = assets.getState().terrain;
    app.getState().setView({ showZones: false });
    expect(assets.getState().terrain?.ground).toBe(t?.ground);
    expect(painted()).toBe(3);
  });

  it("the vertical exaggeration rebuilds the terrain at the new scale", () => {
    const { app, assets } = setup();
    const before = assets.getState().terrain!.ground.boundingBox!.max.z;
    app.getState().setView({ exaggeration: 2 });
    expect(assets.getState().terrain!.ground.boundingBox!.max.z).toBeCloseTo(before / 2, 5);
  });
});

describe("overlay buffers", () => {
  it("draws the tape between closest base edges, with its reading", () => {
    const { app, overlays } = setup();
    app.getState().setTool("measure");
    const tool = createMeasureTool(app);
    tool.click(at([24, 19.5]));
    tool.click(at([38, 40]));
    const tape = overlays.getState().tape!;
    expect(tape.label).toMatch(/^23\.4" \(1169 yd\)$/);
    expect(tape.positions.length).toBeGreaterThan(6);
  });

  it('rings a selected unit at 8" and 24", and an HQ also at 12"', () => {
    const { app, overlays } = setup();
    app.getState().selectUnit("b1");
    expect(overlays.getState().rings.map((r) => r.label)).toEqual(
      RANGE_RINGS.filter((r) => !r.hqOnly).map((r) => r.label),
    );
    app.getState().selectUnit("b-hq");
    expect(overlays.getState().rings.map((r) => r.label)).toEqual(RANGE_RINGS.map((r) => r.label));
    app.getState().setMeasure({ showRings: false });
    expect(overlays.getState().rings).toEqual([]);
  });

  it("draws only the parts of the rings over the table, for a unit by the table's edge", () => {
    const { app, overlays } = setup();
    app.getState().selectUnit("b-hq"); // x 22, y 14.5: the 24" ring runs off the near edge
    const { width, depth } = app.getState().table;
    for (const r of overlays.getState().rings) {
      const xs: number[] = [];
      const ys: number[] = [];
      for (let i = 0; i < r.positions.length; i += 3) {
        xs.push(r.positions[i]!);
        ys.push(r.positions[i + 1]!);
      }
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(-1e-4);
      expect(Math.max(...xs)).toBeLessThanOrEqual(width + 1e-4);
      expect(Math.min(...ys)).toBeGreaterThanOrEqual(-1e-4);
      expect(Math.max(...ys)).toBeLessThanOrEqual(depth + 1e-4);
      expect(r.labelAt[1]).toBeLessThanOrEqual(depth);
    }
    const ring24 = overlays.getState().rings.find((r) => r.label === '24"')!;
    const ys = Array.from(ring24.positions).filter((_, i) => i % 3 === 1);
    expect(Math.min(...ys)).toBeCloseTo(0, 4); // cut at the near edge, not drawn beyond it
  });

  it("marks the selected shape in the editor: vertex handles, midpoint handles, the previewed drag", () => {
    const { app, overlays } = setup();
    app.getState().setTool("edit");
    app.getState().selectFeature("woods-east"); // 5 points
    let m = overlays.getState().shape!;
    expect(m.handles).toHaveLength(5);
    expect(m.extras.map((p) => [p[0], p[1]])).toEqual([
      [49.5, 4.5],
      [54, 7],
      [52, 11.5],
      [47, 11.5],
      [45.5, 7.5],
    ]);
    app.getState().selectVertex(2);
    expect(overlays.getState().shape!.selectedVertex).toBe(2);
    app.getState().setShapePreview({
      ref: { kind: "feature", id: "woods-east" },
      points: [
        [46, 5],
        [53, 4],
        [60, 10],
        [49, 13],
        [45, 10],
      ],
    });
    m = overlays.getState().shape!;
    expect(m.handles[2]!.slice(0, 2)).toEqual([60, 10]);
    expect(m.extras).toEqual([]);
    app.getState().setShapePreview(null);
    app.getState().selectFeature("smoke-1"); // centre [60,10], radius 2
    m = overlays.getState().shape!;
    expect(m.handles.map((p) => [p[0], p[1]])).toEqual([[60, 10]]);
    expect(m.extras.map((p) => [p[0], p[1]])).toEqual([[62, 10]]);
    app.getState().setTool("select");
    expect(overlays.getState().shape).toBeNull();
  });

  it("shows sight lines only for the current verdict", () => {
    const { app, overlays } = setup();
    expect(overlays.getState().sight).toBeNull();
    app.getState().setLosResult({
      verdict: {
        observer: "b1",
        target: "r4",
        visible: true,
        distanceInches: 1,
        distanceYards: 50,
        coverFraction: 0,
        covered: false,
        coverBand: [0, 0.06],
        coverSamples: 64,
        coverBy: [],
        hillEdge: { applies: false, unit: null, yardsFromEdge: null, ok: true },
        limits: { hillEdgeYards: 40, areaEdgeYards: 40 },
        blockedBy: [],
        passesUnder: [],
        plateaus: [],
        reasons: [],
        lines: [{ from: [0, 0, 1], to: [1, 1, 1], blockedBy: null, hitAt: null }],
      },
      error: null,
      revision: app.getState().revision,
    });
    expect(overlays.getState().sight?.positions.length).toBe(6);
    app.getState().tryEdit("move", (d) => {
      d.units.find((u) => u.id === "r4")!.x = 50;
    });
    expect(overlays.getState().sight).toBeNull();
  });
});

describe("map overlay texture (issue 22: no frame for a request, the texture updated in place)", () => {
  const grid = (cols: number, rows: number, fill: number) => ({
    cellInches: 1,
    cols,
    rows,
    values: new Uint8Array(cols * rows).fill(fill),
  });
  const done = (g: ReturnType<typeof grid>) =>
    ({ status: "done", grid: g, visibleFraction: g.values[0]!, error: null }) as const;

  it("keeps the map on screen while the next one computes, and writes a same-shaped map into its texture", () => {
    const { app, overlays } = setup();
    app.getState().requestOverlay({ kind: "deadground", observerId: "b1" });
    app.getState().setOverlayResult(done(grid(72, 48, 1)));
    const first = overlays.getState().map!;
    expect(first.kind).toBe("deadground");
    const version = first.texture.version;
    let changes = 0;
    overlays.subscribe(() => changes++);
    // a new request: nothing in the scene changes, so no frame is drawn for it
    app.getState().requestOverlay({ targetHeight: "vehicle" });
    app.getState().setOverlayResult({ status: "running", error: null });
    expect(overlays.getState().map).toBe(first);
    expect(changes).toBe(0);
    // its result, of the same grid: the same texture, its pixels rewritten and marked for upload
    app.getState().setOverlayResult(done(grid(72, 48, 0)));
    const second = overlays.getState().map!;
    expect(changes).toBe(1);
    expect(second).not.toBe(first);
    expect(second.texture).toBe(first.texture);
    expect(second.texture.version).toBeGreaterThan(version);
    const data = (second.texture.image as { data: Uint8Array }).data;
    // a dead cell is tinted (alpha > 0); the first map had every cell clear
    expect(data[3]).toBeGreaterThan(0);
  });

  it("a map of another grid gets a new texture and the old one is disposed; an error clears it", () => {
    const { app, overlays } = setup();
    app.getState().requestOverlay({ kind: "deadground", observerId: "b1" });
    app.getState().setOverlayResult(done(grid(72, 48, 0)));
    const first = overlays.getState().map!;
    let disposed = 0;
    first.texture.addEventListener("dispose", () => disposed++);
    app.getState().setOverlayResult(done(grid(36, 24, 0)));
    expect(overlays.getState().map!.texture).not.toBe(first.texture);
    expect(disposed).toBe(1);
    app.getState().setOverlayResult({ status: "error", grid: null, error: "boom" });
    expect(overlays.getState().map).toBeNull();
  });
});
