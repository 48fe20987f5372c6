import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { shellWith } from "../../../../src/app/game/shell";
import { bvhEngine } from "../../../../src/app/los/bvh-engine";
import { Ww2Game } from "../../../../src/app/rulesets/ww2cm/adapter";
import { clickMode, createPlayTool } from "../../../../src/app/rulesets/ww2cm/play-tool";
import { type Ww2Api, ww2Of } from "../../../../src/app/rulesets/ww2cm/store";
import { disembarkAt, UnitActions } from "../../../../src/app/rulesets/ww2cm/unit-actions";
import { StoreContext } from "../../../../src/app/store/hooks";
import type { PointerInput } from "../../../../src/app/tools/machine";
import { builtinCatalog } from "../../../../src/core/catalog/builtin";
import { cmToInches } from "../../../../src/core/table/length-unit";
import type { Ww2Command } from "../../../../src/core/ww2cm/commands";
import { WW2CM_SIGHT } from "../../../../src/core/ww2cm/sight";
import { cmBetween, type Ww2State } from "../../../../src/core/ww2cm/state";
import { storeWith } from "../../support";

/**
 * The ww2cm page's other commands by clicks (issue 33 item 3): the free fire and move after a melee as
 * their own actions, a gun's pack / set-up, a tow to a clicked point, getting out of a truck, grenades;
 * and the models drawn as the catalog's one figure (figure-28mm), the truck as a truck.
 */

const tick = () => new Promise((r) => setTimeout(r, 0));
const atCm = (x: number, y: number): PointerInput => ({
  point: [cmToInches(x), cmToInches(y)],
  screen: [0, 0],
  button: 0,
  shift: false,
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
const view = (app: App) => ww2Of(app).ww2.snapshot!.view;
/** Puts a changed view on the page, and records what its clicks would send instead of sending it. */
function patched(app: App, v: Ww2State): Ww2Command[] {
  const w = ww2Of(app);
  const sent: Ww2Command[] = [];
  w.setWw2({ snapshot: { ...w.ww2.snapshot!, view: v, seatsToAct: [v.free?.side ?? v.side] } });
  w.setWw2Api({ play: (c: Ww2Command) => sent.push(c), measure: () => [] } as unknown as Ww2Api);
  return sent;
}
const render = (app: App, node: ReactNode) =>
  renderToStaticMarkup(
    <StoreContext.Provider value={{ ...app, getInitialState: app.getState }}>{node}</StoreContext.Provider>,
  );

describe("ww2cm page: commands beyond move, shoot and charge", () => {
  it("ww2cm-acts-1: the models are one figure each, the truck a truck, the tank a tank", async () => {
    const { app, g } = await game("ww2cm-acts-1");
    const type = (id: string) => app.getState().table.units.find((u) => u.id === id)?.type;
    expect([type("bs1"), type("bt1"), type("btr1"), type("rmo1")]).toEqual([
      "figure-28mm",
      "MBT",
      "truck",
      "figure-28mm",
    ]);
    g.leave();
  });

  it("ww2cm-acts-2: a fled unit's foe moves by a click, then aims its free fire by a click, in the other side's melee phase", async () => {
    const { app, g, tool } = await game("ww2cm-acts-2");
    const v0 = view(app);
    const free = { unit: "b-squad", side: "blue", fleeing: "r-squad", fire: true, move: true, both: true };
    const sent = patched(app, { ...v0, side: "red", phase: "melee", free });
    expect(clickMode({ ...v0, free }, "b-squad", false)).toBe("move");
    expect(clickMode({ ...v0, free }, "b-mg", false)).toBeNull();
    tool.click(atCm(40, 15));
    expect(ww2Of(app).ww2.pick).toBe("b-squad");
    tool.click(atCm(45, 18));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: "move", unit: "b-squad" });
    // with "Aim the free fire" ticked a click on a red model aims the circle there and sends nothing
    ww2Of(app).setWw2({ freeFire: true });
    tool.click(atCm(45, 78));
    expect(sent).toHaveLength(1);
    expect(ww2Of(app).ww2.aim).toEqual([45, 78]);
    // only the fire left: a click aims without the box
    expect(clickMode({ ...v0, free: { ...free, move: false } }, "b-squad", false)).toBe("shoot");
    g.leave();
  });

  it("ww2cm-acts-3: a set-up gun offers Pack gun; a tower picks the packed gun and a click is the tow's end", async () => {
    const { app, g, tool } = await game("ww2cm-acts-3");
    const v0 = view(app);
    const gun = v0.units.find((u) => u.id === "r-gun")!;
    expect(render(app, <UnitActions unit={gun} view={{ ...v0, side: "red" }} />)).toMatch(
      /data-testid="ww2-crew"[^>]*>Pack gun</,
    );
    const packed: Ww2State = {
      ...v0,
      units: v0.units.map((u) =>
        u.id === "b-mg" ? { ...u, weapon: "at-gun", packed: "a-turn" as const } : u,
      ),
    };
    const truck = packed.units.find((u) => u.id === "b-truck")!;
    expect(render(app, <UnitActions unit={truck} view={packed} />)).toContain('data-testid="ww2-tow-b-mg"');
    const sent = patched(app, packed);
    tool.click(atCm(84, 5));
    expect(ww2Of(app).ww2.pick).toBe("b-truck");
    ww2Of(app).setWw2({ towGun: "b-mg" });
    tool.click(atCm(84, 20));
    expect(sent).toEqual([{ type: "tow", unit: "b-truck", gun: "b-mg", to: [84, 20] }]);
    expect(ww2Of(app).ww2.towGun).toBeNull();
    g.leave();
  });

  it("ww2cm-acts-4: a truck's riders are off the table and get out round it, within the rules' 4 cm", async () => {
    const { app, g } = await game("ww2cm-acts-4");
    const v0 = view(app);
    // the MG team rides in the truck (as getting in would leave it)
    const riding: Ww2State = {
      ...v0,
      units: v0.units.map((u) => (u.id === "b-mg" ? { ...u, inside: "b-truck" } : u)),
      models: v0.models.map((m) => (m.unit === "b-mg" ? { ...m, x: 84, y: 5 } : m)),
    };
    const truck = riding.units.find((u) => u.id === "b-truck")!;
    expect(render(app, <UnitActions unit={truck} view={riding} />)).toContain("Blue MG team gets out");
    const c = disembarkAt(riding, "b-mg", "b-truck");
    expect(c?.type).toBe("disembark");
    for (const t of c && c.type === "disembark" ? c.to : [])
      expect(cmBetween(t, { x: 84, y: 5 })).toBeLessThanOrEqual(4);
    // a foot unit in the shooting phase may throw grenades
    const squad = v0.units.find((u) => u.id === "b-squad")!;
    expect(render(app, <UnitActions unit={squad} view={{ ...v0, phase: "shoot" }} />)).toContain(
      'data-testid="ww2-grenades"',
    );
    await tick();
    g.leave();
  });
});
