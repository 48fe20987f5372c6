import { describe, expect, it } from "vitest";
import { shellWith } from "../../../../src/app/game/shell";
import { bvhEngine } from "../../../../src/app/los/bvh-engine";
import { FirefightGame } from "../../../../src/app/rulesets/firefight/adapter";
import { createPlayTool } from "../../../../src/app/rulesets/firefight/play-tool";
import { firefightOf } from "../../../../src/app/rulesets/firefight/store";
import type { PointerInput } from "../../../../src/app/tools/machine";
import { builtinCatalog } from "../../../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../../../src/core/firestrike/sight/rules";
import { storeWith } from "../../support";

/**
 * Issue 38 item 2, the firefight by clicks (no typed coordinates): on the farm, each side deploys a unit
 * by clicking one of its models and then the table in its zone; a picked unit's hovered path is priced
 * as the rules price it (the lane hedge counted double, a path over the allowance refused with its cost);
 * a click moves the unit; in the pairing a click on an enemy model pairs the two units.
 */

const tick = () => new Promise((r) => setTimeout(r, 0));
const at = (x: number, y: number, screen: [number, number] = [0, 0]): PointerInput => ({
  point: [x, y],
  screen,
  button: 0,
  shift: false,
  alt: false,
  ctrl: false,
  inchesPerPixel: 0.05,
});

function game() {
  const app = storeWith();
  const engine = bvhEngine(builtinCatalog(), null, () => FIRESTRIKE_SIGHT);
  const controller = shellWith(app, null, (s) => new FirefightGame(app, engine, s)).api as FirefightGame;
  firefightOf(app).setFirefightApi(controller);
  controller.start("rifle-section", "raiders");
  return { app, controller, tool: createPlayTool(app) };
}

type App = ReturnType<typeof game>["app"];
const ff = (app: App) => firefightOf(app).firefight;
const view = (app: App) => ff(app).snapshot!.view;
const modelOf = (app: App, unit: string) => app.getState().table.units.find((u) => u.formation === unit)!;
const centre = (app: App, unit: string) => {
  const ms = view(app).models.filter((m) => m.unit === unit && !m.slain);
  return [ms.reduce((s, m) => s + m.x, 0) / ms.length, ms.reduce((s, m) => s + m.y, 0) / ms.length];
};

/** The seat shown passes; the next one takes the page. */
async function pass(app: App, controller: ReturnType<typeof game>["controller"]) {
  controller.play({ type: "done" });
  await tick();
  await tick();
  if (ff(app).handOver) controller.handedOver();
}

describe("the firefight by clicks", () => {
  it("deploys, prices and makes a move, and pairs two units, each by clicking the table", async () => {
    const { app, controller, tool } = game();
    expect(view(app).step.kind).toBe("deploy");

    // Blue: click one of blue-rifles-1's models, then the table in blue's zone: a column at (2, 4).
    const rifle = modelOf(app, "blue-rifles-1");
    tool.click(at(rifle.x, rifle.y));
    expect(ff(app).pick.unit).toBe("blue-rifles-1");
    firefightOf(app).setFirefight({ pick: { ...ff(app).pick, formation: "column" } });
    tool.click(at(2, 4));
    await tick();
    expect(ff(app).refusal).toBeNull();
    expect(centre(app, "blue-rifles-1")).toEqual([2, 4]);
    // blue-rifles-2 in a line at (20, 6), by the same two clicks.
    const second = modelOf(app, "blue-rifles-2");
    tool.click(at(second.x, second.y));
    firefightOf(app).setFirefight({ pick: { ...ff(app).pick, formation: "line" } });
    tool.click(at(20, 6));
    await tick();
    expect(centre(app, "blue-rifles-2")).toEqual([20, 6]);
    // A click outside the zone is refused with the rules' reason, and nothing moves.
    tool.click(at(20, 20));
    await tick();
    expect(ff(app).refusal).toMatch(/zone/);
    expect(centre(app, "blue-rifles-2")).toEqual([20, 6]);
    await pass(app, controller);

    // Red: red-veterans in a column at (2, 44), across open ground from blue-rifles-1.
    expect(view(app).step).toMatchObject({ kind: "deploy", side: "red" });
    const vet = modelOf(app, "red-veterans");
    tool.click(at(vet.x, vet.y));
    expect(ff(app).pick.unit).toBe("red-veterans");
    firefightOf(app).setFirefight({ pick: { ...ff(app).pick, formation: "column" } });
    tool.click(at(2, 44));
    await tick();
    expect(centre(app, "red-veterans")).toEqual([2, 44]);
    await pass(app, controller);

    // Blue's move: pick blue-rifles-2 (allowance 4 y); the hovered path is priced as the rules price it.
    expect(view(app).step).toMatchObject({ kind: "move", side: "blue" });
    const r2m = modelOf(app, "blue-rifles-2");
    tool.click(at(r2m.x, r2m.y));
    tool.move(at(20, 9));
    expect(ff(app).aim).toMatchObject({ unit: "blue-rifles-2", allowanceY: 4, costY: 3, why: null });
    // Over the lane hedge (y 12.4 at x 20): 8 y of table, the hedge's stretch counted double.
    tool.move(at(20, 14));
    const over = ff(app).aim!;
    expect(over.costY).toBeGreaterThan(8);
    expect(over.why).toMatch(/more than the 4 y allowed/);
    // A click moves the unit's centre to the pointer.
    tool.move(at(20, 9));
    tool.click(at(20, 9));
    await tick();
    expect(ff(app).refusal).toBeNull();
    expect(centre(app, "blue-rifles-2")).toEqual([20, 9]);
    expect(view(app).moved).toContain("blue-rifles-2");
    await pass(app, controller);
    await pass(app, controller); // red holds

    // Pairing: click blue-rifles-1, then a red-veterans model it sees across the open west edge.
    expect(view(app).step.kind).toBe("pair");
    const b = modelOf(app, "blue-rifles-1");
    tool.click(at(b.x, b.y));
    const r = modelOf(app, "red-veterans");
    tool.click(at(r.x, r.y));
    await tick();
    expect(ff(app).refusal).toBeNull();
    expect(view(app).fights).toEqual([
      expect.objectContaining({ a: ["blue-rifles-1"], b: ["red-veterans"] }),
    ]);
  });

  it("deploys and moves a unit by dragging one of its models (a press without a drag only picks)", async () => {
    const { app, controller, tool } = game();
    // A press on a blue-rifles-1 model is taken (the camera stays still) and picks its unit; released
    // where it was pressed (under the drag threshold), nothing is played.
    const rifle = modelOf(app, "blue-rifles-1");
    expect(tool.down(at(rifle.x, rifle.y, [100, 100]))).toBe(true);
    tool.up(at(rifle.x, rifle.y, [101, 101]));
    await tick();
    expect(ff(app).pick.unit).toBe("blue-rifles-1");
    expect(view(app).moved).toEqual([]);
    // Dragged into the zone and released at (2, 4): the unit deploys there in the picked formation.
    firefightOf(app).setFirefight({ pick: { ...ff(app).pick, formation: "column" } });
    expect(tool.down(at(rifle.x, rifle.y, [100, 100]))).toBe(true);
    tool.move(at(5, 5, [140, 120]));
    tool.up(at(2, 4, [150, 130]));
    await tick();
    expect(ff(app).refusal).toBeNull();
    expect(centre(app, "blue-rifles-1")).toEqual([2, 4]);
    expect(view(app).moved).toContain("blue-rifles-1");
    // A press on open ground is not taken: the camera keeps it.
    expect(tool.down(at(30, 30, [10, 10]))).toBe(false);
    const second = modelOf(app, "blue-rifles-2");
    tool.click(at(second.x, second.y));
    tool.click(at(20, 6));
    await tick();
    await pass(app, controller);
    const vet = modelOf(app, "red-veterans");
    tool.click(at(vet.x, vet.y));
    tool.click(at(2, 44));
    await tick();
    await pass(app, controller);

    // Blue's move: drag blue-rifles-2; while dragging the path shows its cost; the release moves it.
    expect(view(app).step).toMatchObject({ kind: "move", side: "blue" });
    const start = centre(app, "blue-rifles-2");
    const m = modelOf(app, "blue-rifles-2");
    expect(tool.down(at(m.x, m.y, [200, 200]))).toBe(true);
    tool.move(at(start[0]!, start[1]! + 3, [200, 170]));
    expect(ff(app).aim).toMatchObject({ unit: "blue-rifles-2", allowanceY: 4, costY: 3, why: null });
    tool.up(at(start[0]!, start[1]! + 3, [200, 170]));
    await tick();
    expect(ff(app).refusal).toBeNull();
    expect(ff(app).aim).toBeNull();
    expect(centre(app, "blue-rifles-2")).toEqual([start[0], start[1]! + 3]);
    // A unit that has moved is not taken hold of again in this step.
    const again = modelOf(app, "blue-rifles-2");
    expect(tool.down(at(again.x, again.y, [0, 0]))).toBe(false);
  });
});
