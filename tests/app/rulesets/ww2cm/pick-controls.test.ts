import { describe, expect, it } from "vitest";
import { shellWith } from "../../../../src/app/game/shell";
import { bvhEngine } from "../../../../src/app/los/bvh-engine";
import { Ww2Game } from "../../../../src/app/rulesets/ww2cm/adapter";
import { ww2Labels } from "../../../../src/app/rulesets/ww2cm/labels";
import {
  centreOf,
  createPlayTool,
  moveTo,
  pivotsBetween,
  toggleFirer,
  turned,
} from "../../../../src/app/rulesets/ww2cm/play-tool";
import { ww2Of } from "../../../../src/app/rulesets/ww2cm/store";
import type { PointerInput } from "../../../../src/app/tools/machine";
import { builtinCatalog } from "../../../../src/core/catalog/builtin";
import { cmToInches } from "../../../../src/core/table/length-unit";
import { WW2CM_SIGHT } from "../../../../src/core/ww2cm/sight";
import type { UnitAnchor } from "../../../../src/geometry/render/unit-layout";
import { storeWith } from "../../support";

/**
 * The ww2cm page's own controls in Node (issue 33, page): a vehicle's pivot (its ring shrinks by a
 * quarter a pivot, a move to the ring's edge is taken and one past it refused), the choice of firing
 * models (the calculator's lines and the shot take only those), one label per unit instead of one per
 * model (the shell's per-model labels off while the game is on, back on leaving).
 */

const tick = () => new Promise((r) => setTimeout(r, 0));
const atCm = (x: number, y: number, shift = false): PointerInput => ({
  point: [cmToInches(x), cmToInches(y)],
  screen: [0, 0],
  button: 0,
  shift,
  alt: false,
  ctrl: false,
  inchesPerPixel: 0.05,
});

async function game(seed: string) {
  const app = storeWith();
  const engine = bvhEngine(builtinCatalog(), null, () => WW2CM_SIGHT);
  const g = shellWith(app, null, (s) => new Ww2Game(app, engine, s)).api as Ww2Game;
  ww2Of(app).setWw2Api(g);
  expect(await g.start({ seed, turnLimit: 2 })).toBeNull();
  return { app, g, tool: createPlayTool(app) };
}
type App = Awaited<ReturnType<typeof game>>["app"];
const w = (app: App) => ww2Of(app).ww2;
const view = (app: App) => w(app).snapshot!.view;

describe("the tool's pure parts", () => {
  it("counts quarter turns either way, a part turn as a whole one", () => {
    expect(pivotsBetween(0, 0)).toBe(0);
    expect(pivotsBetween(0, 90)).toBe(1);
    expect(pivotsBetween(0, 270)).toBe(1);
    expect(pivotsBetween(0, 180)).toBe(2);
    expect(pivotsBetween(350, 10)).toBe(1);
    expect(pivotsBetween(0, 91)).toBe(2);
    expect(turned(0, -90)).toBe(270);
    expect(turned(270, 180)).toBe(90);
  });
});

describe("ww2cm page controls, through the shell", () => {
  it("ww2cm-pick-1: a tank's pivot shrinks its move by a quarter; the rules agree at the ring's edge", async () => {
    const { app, g, tool } = await game("ww2cm-pick-1");
    tool.click(atCm(100, 10));
    expect(w(app).pick).toBe("b-tank");
    const v = view(app);
    // no pivot chosen: the move carries no heading
    expect(moveTo(v, "b-tank", [100, 20], false, null)).not.toHaveProperty("heading");
    // one quarter turn: 12 cm × 3/4 = 9 cm; 9.5 cm is refused with the pivot named, nothing moves
    ww2Of(app).setWw2({ heading: 90 });
    tool.click(atCm(109.5, 10));
    await tick();
    expect(w(app).refusal).toMatch(/may go 9 cm after 1 pivot/);
    expect(view(app).models.find((m) => m.id === "bt1")).toMatchObject({ x: 100, y: 10 });
    // 9 cm with the pivot is taken: the tank stands 9 cm on, facing 90°
    tool.click(atCm(109, 10));
    await tick();
    expect(w(app).refusal).toBeNull();
    expect(view(app).models.find((m) => m.id === "bt1")).toMatchObject({ x: 109, y: 10 });
    expect(view(app).units.find((u) => u.id === "b-tank")!.vehicle!.heading).toBe(90);
    // the new position ends the pivot chosen
    expect(w(app).heading).toBeNull();
    // infantry never sends a heading
    expect(moveTo(view(app), "b-squad", [45, 20], false, 90)).not.toHaveProperty("heading");
    g.leave();
  });

  it("ww2cm-pick-2: chosen firing models alone are measured and roll; at least one always fires", async () => {
    const { app, g, tool } = await game("ww2cm-pick-2");
    g.play({ type: "next" });
    await tick();
    tool.click(atCm(70, 14));
    expect(w(app).pick).toBe("b-mg");
    tool.click(atCm(53, 78));
    expect(w(app).lines.filter((l) => /^ {2}bm\d: /.test(l))).toHaveLength(2);
    // keep the first model with a line: shift-clicks on the others
    const all = w(app).lines.filter((l) => /^ {2}bm\d: /.test(l));
    const keep = all.find((l) => !l.includes("no shot"))!.slice(2, 5);
    const v = view(app);
    for (const m of v.models.filter((x) => x.unit === "b-mg" && x.id !== keep)) {
      tool.click(atCm(m.x, m.y, true));
      expect(w(app).firers).not.toContain(m.id);
    }
    expect(w(app).firers).toEqual([keep]);
    tool.click(atCm(v.models.find((m) => m.id === keep)!.x, 14, true));
    expect(w(app).firers).toEqual([keep]);
    expect(toggleFirer(v, "b-mg", [keep], keep)).toEqual([keep]);
    // all back in: null (the rules' default, every standing model)
    expect(toggleFirer(v, "b-squad", ["bs1", "bs2", "bs3", "bs4", "bs5"], "bs6")).toBeNull();
    expect(toggleFirer(v, "b-squad", ["bs1"], "rs1")).toEqual(["bs1"]);
    const measured = w(app).lines.filter((l) => /^ {2}bm\d: /.test(l));
    expect(measured).toEqual([all.find((l) => l.startsWith(`  ${keep}: `))]);
    // Fire as the panel does: one model's rolls only
    g.play({ type: "shoot", unit: "b-mg", at: w(app).aim!, firers: w(app).firers! });
    await tick();
    expect(w(app).refusal).toBeNull();
    const shot = w(app)
      .snapshot!.log.at(-1)!
      .events.find((e) => e.type === "shot");
    expect(shot && shot.type === "shot" ? shot.rolls.map((r) => r.model) : null).toEqual([keep]);
    expect(w(app).firers).toBeNull();
    g.leave();
  });

  it("ww2cm-pick-3: one label per unit over its models, model ids for the picked unit; per-model labels off, back on leaving", async () => {
    const { app, g, tool } = await game("ww2cm-pick-3");
    expect(app.getState().view.showLabels).toBe(false);
    const units = app.getState().table.units;
    const anchors: UnitAnchor[] = units.map((u) => ({
      unitId: u.id,
      side: u.side,
      x: u.x,
      y: u.y,
      groundZ: 0,
      topZ: u.id === "bs2" ? 0.5 : 0.3,
      eyeZ: 0.2,
      sizeInches: 1,
      states: [],
    }));
    const formationOf = new Map(units.map((u) => [u.id, u.formation ?? u.id]));
    const labels = ww2Labels(anchors, formationOf, w(app));
    expect(labels.map((l) => l.text)).toEqual(view(app).units.map((u) => u.name));
    // the squad's label stands over its models' centre, above the tallest
    const squad = labels.find((l) => l.key === "u:ww2:b-squad")!;
    const c = centreOf(view(app), "b-squad")!;
    expect(squad.at[0]).toBeCloseTo(cmToInches(c[0]), 9);
    expect(squad.at[1]).toBeCloseTo(cmToInches(c[1]), 9);
    expect(squad.at[2]).toBeGreaterThan(0.5);
    expect(labels.find((l) => l.key === "u:ww2:b-tank")!.states).toEqual(["facing 0°", "turret 0°"]);
    // picked, the squad's models show their ids; a model left out of the fire says so
    tool.click(atCm(40, 15));
    const picked = ww2Labels(anchors, formationOf, { ...w(app), firers: ["bs1"] });
    expect(picked.filter((l) => l.model).map((l) => [l.text, l.states])).toEqual([
      ["bs1", []],
      ["bs2", ["holds fire"]],
      ["bs3", ["holds fire"]],
      ["bs4", ["holds fire"]],
      ["bs5", ["holds fire"]],
      ["bs6", ["holds fire"]],
    ]);
    g.leave();
    await tick();
    expect(app.getState().view.showLabels).toBe(true);
  });
});
