import { describe, expect, it } from "vitest";
import type { LosEngine } from "../../../../src/app/los/engine";
import { startOverlayPipeline } from "../../../../src/app/los/overlay-pipeline";
import type { Table, TableUnit } from "../../../../src/core/table/schema";
import { storeWith } from "../../support";

/** The deployment threat map: counted from watch points across the enemy zone, not from the table's units. */

function recordingEngine() {
  const calls: { table: Table; req: { side: string } }[] = [];
  const engine = {
    threat: (table: Table, req: { side: string }) => {
      calls.push({ table, req });
      return new Promise(() => {});
    },
  } as unknown as LosEngine;
  return { engine, calls };
}

const watchers: TableUnit[] = [
  { id: "watch-1", side: "red", type: "MBT", x: 10, y: 44, facing: 0, posture: "normal" },
  { id: "watch-2", side: "red", type: "MBT", x: 14, y: 44, facing: 0, posture: "normal" },
];

describe("threat map from watch points", () => {
  it("gives the engine the watch points as the observing side's units", () => {
    const app = storeWith();
    const { engine, calls } = recordingEngine();
    startOverlayPipeline(app, engine);
    app
      .getState()
      .requestOverlay({ kind: "threat", side: "red", watchers: { key: "zone:red", units: watchers } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.table.units).toEqual(watchers);
    expect(calls[0]!.req.side).toBe("red");
    expect(calls[0]!.table.features).toBe(app.getState().table.features);
  });

  it("does not recompute when real units move (the watchers do not depend on them)", () => {
    const app = storeWith();
    const { engine, calls } = recordingEngine();
    startOverlayPipeline(app, engine);
    app
      .getState()
      .requestOverlay({ kind: "threat", side: "red", watchers: { key: "zone:red", units: watchers } });
    app.getState().tryEdit("move b1", (d) => {
      d.units[0]!.x += 1;
    });
    expect(calls).toHaveLength(1);
    app.getState().requestOverlay({ watchers: null });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.table.units).toBe(app.getState().table.units);
  });
});
