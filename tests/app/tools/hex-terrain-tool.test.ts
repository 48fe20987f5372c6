import { describe, expect, it } from "vitest";
import { tableFileText } from "../../../src/app/files/load";
import { createHexTerrainTool } from "../../../src/app/tools/editor";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { validateTable } from "../../../src/core/table/validate";
import { at, shippedTable, storeWith } from "../support";

/** The editor's per-hex overrides (issue 21, hex mode): click a hex, pick terrain / level or clear; undoable; saved. */

const hamlet = () => shippedTable("lnl-hamlet");
const S3 = Math.sqrt(3);
const E2: [number, number] = [7, 1.5 * S3];
const F3: [number, number] = [8.5, 3 * S3]; // the shipped table's brush override

describe("hex-terrain tool", () => {
  it("sets a hex's terrain and level, clears an override, and each click is one undo step", () => {
    const app = storeWith(hamlet());
    const tool = createHexTerrainTool(app);
    const overrides = () => app.getState().table.hex!.overrides;
    const before = overrides().length;
    app.getState().setEditor({ hexTerrain: "woods", hexLevel: 1 });
    tool.click(at([E2[0] + 0.2, E2[1] - 0.3])); // anywhere in the hex
    expect(overrides().find((o) => o.hex === "E2")).toEqual({ hex: "E2", terrain: "woods", level: 1 });
    expect(app.getState().past.at(-1)).toBeDefined();
    // the file keeps it
    const saved = JSON.parse(tableFileText(app.getState().table));
    expect(saved.hex.overrides).toContainEqual({ hex: "E2", terrain: "woods", level: 1 });
    const back = validateTable(saved, builtinCatalog());
    expect(back.ok && back.value.hex!.overrides).toContainEqual({ hex: "E2", terrain: "woods", level: 1 });
    // a second click replaces it, never a second entry for the hex
    app.getState().setEditor({ hexTerrain: "rubble", hexLevel: null });
    tool.click(at(E2));
    expect(overrides().filter((o) => o.hex === "E2")).toEqual([{ hex: "E2", terrain: "rubble" }]);
    // "from the features" for both clears the override
    app.getState().setEditor({ hexTerrain: "", hexLevel: null });
    tool.click(at(F3));
    expect(overrides().some((o) => o.hex === "F3")).toBe(false);
    expect(overrides()).toHaveLength(before);
    app.getState().undo();
    expect(overrides().find((o) => o.hex === "F3")).toEqual({ hex: "F3", terrain: "brush" });
    app.getState().undo();
    app.getState().undo();
    expect(overrides().some((o) => o.hex === "E2")).toBe(false);
    expect(overrides()).toHaveLength(before);
  });

  it("a click off the board changes nothing", () => {
    const app = storeWith(hamlet());
    const tool = createHexTerrainTool(app);
    const table = app.getState().table;
    tool.click(at([-3, -3]));
    expect(app.getState().table).toBe(table);
  });
});
