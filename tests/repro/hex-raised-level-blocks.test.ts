import { describe, expect, it } from "vitest";
import { applyLnl, seatsToAct } from "../../src/core/lnl/apply";
import { scriptedDice } from "../../src/core/lnl/dice";
import { hexTable, losOn } from "../core/hex/support";
import { bareGame, must, run, unit } from "../core/lnl/board";

// Regression (issue 39 item 1): a hex raised by `hex.overrides[].level` (the editor's Hex terrain
// level) counted for the end hexes' eyes and for movement, but the line between took its ground from
// hill features only, so units saw and fired through a raised hex they could not walk over. A raised
// hex now blocks a line that passes below its ground and is a crest for the degrading test, as hills are.
// Flat 1" hexes, column A: A1 (1, 0.87), A3 (1, 4.33), spans y 3.46–5.20; 10 yd a level, eyes 2 yd.
const lvl = (hex: string, level: number, extra = {}) => ({ hex, level, ...extra });

describe("repro: a raised hex (level override) is ground the line cannot pass through", () => {
  it("a level-1 hex between two ground-level hexes blocks, and says why", () => {
    const v = losOn(hexTable([], [lvl("A3", 1)]), "A1", "A6");
    expect(v.visible).toBe(false);
    expect(v.crossed.find((c) => c.label === "A3")).toMatchObject({ effect: "blocking" });
    expect(v.blockedBecause).toBe("the raised ground of A3 (hex level override)");
  });

  it("ends on the same level see over it; a lower level-0 override does not block", () => {
    expect(losOn(hexTable([], [lvl("A1", 1), lvl("A3", 1), lvl("A6", 1)]), "A1", "A6").visible).toBe(true);
    expect(losOn(hexTable([], [lvl("A3", 0)]), "A1", "A6").visible).toBe(true);
  });

  it("a blind hex: from level 2 over a level-1 hex, the hex just behind it is hidden, farther ones seen", () => {
    const table = hexTable([], [lvl("A1", 2), lvl("A3", 1)]);
    // to A4 (y 6.06) the line is at 22 − 20·0.83 ≈ 5.3 yd where it leaves A3: under its 10 yd ground
    expect(losOn(table, "A1", "A4").visible).toBe(false);
    // to A6 (y 9.53) it is at 12 yd there: over it
    expect(losOn(table, "A1", "A6").visible).toBe(true);
  });

  it("a raised brush hex is a crest: its brush stands on its raised ground", () => {
    // ends on level 1 (eyes 12 yd); A3 is level-1 brush: the line runs within the brush over its ground
    const v = losOn(
      hexTable([], [lvl("A1", 1), lvl("A3", 1, { terrain: "brush" }), lvl("A6", 1)]),
      "A1",
      "A6",
    );
    expect(v.crossed.find((c) => c.label === "A3")!.effect).toBe("degrading");
    expect(v.degradingCounted).toBe(1);
  });

  it("a raised hex on one side of a hexside line blocks that trace only (as blocking terrain does)", () => {
    // A2 to C2 runs along the B1|B2 hexside
    expect(losOn(hexTable([], [lvl("B2", 1)]), "A2", "C2").visible).toBe(true);
    const both = losOn(hexTable([], [lvl("B1", 1), lvl("B2", 1)]), "A2", "C2");
    expect(both.visible).toBe(false);
    expect(both.blockedBecause).toContain("raised ground of B");
  });

  it("Lock 'n Load: a squad cannot fire through a raised hex", () => {
    let { s, map } = bareGame([unit("a", "blue", "A1"), unit("b", "red", "A6")], [lvl("A3", 1)]);
    for (let i = 0; i < 2; i++)
      s = must(applyLnl(s, seatsToAct(s)[0]!, { type: "end-rally" }, map, scriptedDice([])));
    const seat = seatsToAct(s)[0]!;
    const [firer, target] = seat === "blue" ? ["a", "A6"] : ["b", "A1"];
    const r = run(s, map, seat, { type: "fire", firers: [{ unit: firer }], target }, [6, 1, 6]);
    expect(r.ok ? "fired" : r.error.message).toMatch(/^no LOS from A\d to A\d: the raised ground of A3/);
  });
});
