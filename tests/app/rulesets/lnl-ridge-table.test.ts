import { describe, expect, it } from "vitest";
import { lnlGame, SHIPPED_RIDGE_TABLE } from "../../../src/app/rulesets/lnl/adapter";
import { countersOnTable } from "../../../src/app/rulesets/lnl/bases";
import { lnlOf } from "../../../src/app/rulesets/lnl/store";
import type { LnlState } from "../../../src/core/lnl/state";
import { boardHexByLabel, hexBoardOf } from "../../../src/core/table/hex-board";
import { indexTerrain } from "../../../src/core/table/terrain";
import { shippedTable, storeWith, worldEngine } from "../support";

/**
 * Issue 38 item 5: a second Lock 'n Load table (terrain/lnl-ridge-village.json), offered by the set-up
 * dialog beside the hamlet. It reads as the hexes it was drawn for, and a game starts on it with the
 * table's units as counters and plays its first entries.
 */

const ridge = () => shippedTable("lnl-ridge-village");

describe("the second shipped Lock 'n Load table", () => {
  it("reads as a village round a church, a two-level ridge, a long wood, a pond, a ruin and fields", () => {
    const t = ridge();
    const board = hexBoardOf(t, indexTerrain(t))!;
    const at = (label: string) => {
      const h = boardHexByLabel(board, label)!;
      return [h.terrain, h.level];
    };
    expect(at("D6")).toEqual(["building", 0]);
    expect(at("C6")).toEqual(["built-up", 0]);
    expect(at("L5")).toEqual(["clear", 2]);
    expect(at("K5")).toEqual(["clear", 1]);
    expect(at("G8")).toEqual(["woods", 0]);
    expect(at("B9")).toEqual(["water", 0]);
    expect(at("H5")).toEqual(["rubble", 0]);
    expect(at("J2")).toEqual(["orchard", 0]);
    expect(at("F3")).toEqual(["grain", 0]);
    expect(at("N8")).toEqual(["brush", 0]);
    expect(at("F6")[0]).toBe("road");
    // the two sides start apart, each in its own zone
    const units = t.units;
    expect(units.filter((u) => u.side === "blue").every((u) => u.y < 4.5)).toBe(true);
    expect(units.filter((u) => u.side === "red").every((u) => u.y > 12)).toBe(true);
  });

  it("starts a game from the set-up dialog's choice, the table's units as counters, and plays", async () => {
    const app = storeWith(ridge());
    const c = lnlGame(app, worldEngine());
    app.getState().setHost(c.shell);
    const r = c.startOnTable({ table: SHIPPED_RIDGE_TABLE.json, turnLimit: 2, seed: "ridge-1" });
    expect(r).toMatchObject({ ok: true });
    const view = () => lnlOf(app).lnl.snapshot!.view as LnlState;
    expect(
      view()
        .units.map((u) => `${u.id}@${u.hex}`)
        .sort(),
    ).toEqual(
      [
        "b-ldr@H2",
        "b-mg@J1",
        "b-sq1@D2",
        "b-sq2@H2",
        "b-sq3@L2",
        "r-ldr@H8",
        "r-mg@K8",
        "r-sq1@D8",
        "r-sq2@H8",
        "r-sq3@M8",
      ].sort(),
    );
    expect(app.getState().table.name).toBe("Hex ridge and village (Lock 'n Load)");
    expect(countersOnTable(app.getState().table, view())).toHaveLength(10);
    await c.play({ type: "end-rally" });
    await c.play({ type: "end-rally" });
    expect(view().phase).not.toBe("rally");
    expect(lnlOf(app).lnl.error).toBeNull();
  });
});
