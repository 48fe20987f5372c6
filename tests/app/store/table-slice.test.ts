import { describe, expect, it } from "vitest";
import { HISTORY_LIMIT } from "../../../src/app/store/table-slice";
import { storeWith } from "../support";

describe("table slice", () => {
  it("an edit keeps the arrays it did not change, so terrain pipelines see no terrain change", () => {
    const app = storeWith();
    const before = app.getState().table;
    app.getState().tryEdit("move", (d) => {
      d.units[0]!.x += 1;
    });
    const after = app.getState().table;
    expect(after.features).toBe(before.features);
    expect(after.deploymentZones).toBe(before.deploymentZones);
    expect(after.units).not.toBe(before.units);
  });

  it("a refused edit changes nothing and says why; the next good edit clears the message", () => {
    const app = storeWith();
    const before = app.getState();
    expect(app.getState().tryEdit("break", (d) => void (d.width = -1))).toBe(false);
    expect(app.getState().table).toBe(before.table);
    expect(app.getState().revision).toBe(before.revision);
    expect(app.getState().editError?.problems[0]?.path).toBe("$.width");
    expect(app.getState().tryEdit("ok", (d) => void (d.name = "Renamed"))).toBe(true);
    expect(app.getState().editError).toBeNull();
  });

  it("undo and redo walk the history; a new edit drops the redo branch; history is bounded", () => {
    const app = storeWith();
    const s = () => app.getState();
    s().tryEdit("a", (d) => void (d.name = "A"));
    s().tryEdit("b", (d) => void (d.name = "B"));
    s().undo();
    expect(s().table.name).toBe("A");
    s().tryEdit("c", (d) => void (d.name = "C"));
    expect(s().future).toEqual([]);
    s().redo();
    expect(s().table.name).toBe("C");
    for (let i = 0; i < HISTORY_LIMIT + 10; i++) s().tryEdit(`n${i}`, (d) => void (d.name = `N${i}`));
    expect(s().past.length).toBe(HISTORY_LIMIT);
  });

  it("deleting a unit drops it from the selection, the LOS check and the eye view", () => {
    const app = storeWith();
    app.getState().selectUnit("r4");
    app.getState().setLosPair("b1", "r4");
    app.getState().eyeView("r4", "b1");
    app.getState().tryEdit("remove", (d) => {
      d.units = d.units.filter((u) => u.id !== "r4");
    });
    const s = app.getState();
    expect(s.selectedUnitId).toBeNull();
    expect(s.los.targetId).toBeNull();
    expect(s.view.camera).toBe("orbit");
  });
});
