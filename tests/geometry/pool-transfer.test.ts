import { describe, expect, it } from "vitest";
import { observerFromPlacement } from "../../src/core/los/observer";
import { placeUnit } from "../../src/core/units/placement";
import type { FromWorker } from "../../src/geometry/pool/protocol";
import { createWorkerHandler } from "../../src/geometry/pool/worker-handler";
import { shippedWorld } from "../support/worlds";

// Issue 37 item 2: a map's grid reaches the page's thread by transfer (its buffer moves, nothing is
// copied on the way), and progress reports carry no grid. The worker handler is the one the page's
// Web Worker and the Node pool both run; its `post` is given the transfer list.

describe("map results cross to the page by transfer, not by copy", () => {
  const world = shippedWorld("ridge-and-village.json");
  const observer = (id: string) =>
    observerFromPlacement(
      world,
      placeUnit(world.terrain, world.catalog, world.table.units.find((u) => u.id === id)!),
    );
  const sent: { m: FromWorker; transfer: Transferable[] }[] = [];
  const handle = createWorkerHandler(
    (m, transfer) => sent.push({ m, transfer: transfer ?? [] }),
    [world.rules],
  );
  handle({
    type: "init",
    version: 1,
    table: world.table,
    scene: world.scene,
    catalog: world.catalog.types,
    sight: world.rules.name,
  });

  it("a dead-ground part transfers its grid; its progress reports hold only counts", () => {
    sent.length = 0;
    handle({
      type: "deadground",
      id: 3,
      version: 1,
      observer: observer("b1"),
      cellInches: 0.5,
      targetHeightYards: 2,
      queue: null,
      parts: 1,
      part: 0,
      builds: null,
      cancel: null,
    });
    const done = sent.find((x) => x.m.type === "deadground");
    if (done?.m.type !== "deadground") throw new Error("no map came back");
    expect(done.m.visible.length).toBe(
      Math.ceil(world.table.width / 0.5) * Math.ceil(world.table.depth / 0.5),
    );
    expect(done.transfer).toContain(done.m.visible.buffer);
    if (done.m.seenFrom) expect(done.transfer).toContain(done.m.seenFrom.buffer);
    const progress = sent.filter((x) => x.m.type === "progress");
    expect(progress.length).toBeGreaterThan(0);
    for (const p of progress) {
      expect(p.transfer).toEqual([]);
      expect(Object.keys(p.m).sort()).toEqual(["done", "id", "total", "type"]);
    }
  });

  it("a threat map transfers its counts", () => {
    sent.length = 0;
    handle({
      type: "threat",
      id: 4,
      version: 1,
      observers: [observer("r1"), observer("r2")],
      queue: null,
      parts: 1,
      cellInches: 1,
      targetHeightYards: 2,
      cancel: null,
    });
    const done = sent.find((x) => x.m.type === "threat");
    if (done?.m.type !== "threat") throw new Error("no threat map came back");
    expect(done.transfer).toEqual([done.m.counts.buffer]);
  });
});
