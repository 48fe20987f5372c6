import { describe, expect, it } from "vitest";
import { hasUnsavedWork } from "../../src/app/store/table-slice";
import { shippedTable, storeWith } from "../app/support";

/**
 * Regression (issue 39, item 12): a selection carried across tables by id; the status line kept the
 * last action's message and the old file name after Save; the editor had no blank-table command.
 */
describe("tables loaded, saved and made blank", () => {
  it("loading another table clears the selection, even where the new table has a unit of that id", () => {
    const app = storeWith();
    const id = app.getState().table.units[0]!.id;
    app.getState().selectUnit(id);
    const other = structuredClone(shippedTable());
    other.name = "Another table";
    app.getState().loadTable(other, "file:other.json");
    expect(other.units.some((u) => u.id === id)).toBe(true);
    expect(app.getState().selectedUnitId).toBeNull();
    const f = other.features[0]!.id;
    app.getState().selectFeature(f);
    app.getState().loadTable(structuredClone(other), "file:third.json");
    expect(app.getState().selectedShape).toBeNull();
  });

  it("an edit inside one table keeps the selection", () => {
    const app = storeWith();
    const id = app.getState().table.units[0]!.id;
    app.getState().selectUnit(id);
    app.getState().tryEdit("rename", (d) => void (d.name = "Renamed"));
    expect(app.getState().selectedUnitId).toBe(id);
  });

  it("Save replaces the last action's message and names the file saved", () => {
    const app = storeWith(shippedTable());
    app.getState().loadTable(app.getState().table, "file:old-name.json", "Opened old-name.json");
    app.getState().tryEdit("Move unit", (d) => void (d.name = "New name"));
    expect(hasUnsavedWork(app.getState())).toBe(true);
    app.getState().markSaved("new-name.json");
    expect(app.getState().notice).toBe("Saved as new-name.json");
    expect(app.getState().savedAs).toBe("new-name.json");
    expect(hasUnsavedWork(app.getState())).toBe(false);
    app.getState().tryEdit("again", (d) => void (d.name = "Newer"));
    expect(hasUnsavedWork(app.getState())).toBe(true);
  });

  it("New blank table makes an empty table of the size asked, undoably, and refuses a bad size", () => {
    const app = storeWith();
    const before = app.getState().table;
    app.getState().selectUnit(before.units[0]!.id);
    expect(app.getState().newBlankTable(60, 44)).toBe(true);
    const t = app.getState().table;
    expect([t.width, t.depth, t.features.length, t.units.length]).toEqual([60, 44, 0, 0]);
    expect(app.getState().selectedUnitId).toBeNull();
    expect(hasUnsavedWork(app.getState())).toBe(false);
    expect(app.getState().newBlankTable(-1, 44)).toBe(false);
    expect(app.getState().editError?.problems[0]?.path).toBe("$.width");
    expect(app.getState().table).toBe(t);
    app.getState().undo();
    expect(app.getState().table).toBe(before);
  });
});
