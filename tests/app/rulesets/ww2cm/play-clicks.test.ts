import { describe, expect, it } from "vitest";
import { shellWith } from "../../../../src/app/game/shell";
import { bvhEngine } from "../../../../src/app/los/bvh-engine";
import { Ww2Game } from "../../../../src/app/rulesets/ww2cm/adapter";
import { centreOf, createPlayTool } from "../../../../src/app/rulesets/ww2cm/play-tool";
import { ww2Of } from "../../../../src/app/rulesets/ww2cm/store";
import type { PointerInput } from "../../../../src/app/tools/machine";
import { builtinCatalog } from "../../../../src/core/catalog/builtin";
import { cmToInches } from "../../../../src/core/table/length-unit";
import { WW2CM_SIGHT } from "../../../../src/core/ww2cm/sight";
import { storeWith } from "../../support";

/**
 * Issue 33 item "page": seed 002 in the page by clicks (no typed coordinates), in Node through the one
 * shell. On the village table (cm) blue picks its squad by clicking a model and moves it by clicking the
 * table; a click past the 4 cm ring is refused with the rules' reason in cm; in the shooting phase a
 * click on an enemy model places the 13 cm circle and shows each firing model's measured line; Fire
 * shoots; the turn's end hands the screen over to red; replay shows an earlier position and takes no
 * clicks.
 */

const tick = () => new Promise((r) => setTimeout(r, 0));
/** A pointer event at table cm (the tool gets table inches, as the canvas gives them). */
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
const w = (app: App) => ww2Of(app).ww2;
const view = (app: App) => w(app).snapshot!.view;
const model = (app: App, id: string) => view(app).models.find((m) => m.id === id)!;

describe("seed 002 in the page, by clicks", () => {
  it("ww2cm-page-1: picks, moves, is refused past the ring, measures and fires, hands over, replays", async () => {
    const { app, g, tool } = await game("ww2cm-page-1");
    expect(app.getState().match.ruleset).toBe("ww2cm");
    expect(view(app)).toMatchObject({ side: "blue", phase: "move", turn: 1 });
    // The models stand on the table as bases, in inches (the table reads cm into inches).
    const bs1 = app.getState().table.units.find((u) => u.id === "bs1")!;
    expect(bs1.x).toBeCloseTo(cmToInches(40), 6);
    expect(bs1.formation).toBe("b-squad");

    // A click on a red model picks nothing for blue; a click on a blue model picks its unit.
    tool.click(atCm(45, 78));
    expect(w(app).pick).toBeNull();
    tool.click(atCm(40, 15));
    expect(w(app).pick).toBe("b-squad");

    // Past the 4 cm ring: refused, naming the distance in cm; nothing moved.
    const c0 = centreOf(view(app), "b-squad")!;
    tool.click(atCm(c0[0], c0[1] + 6));
    await tick();
    expect(w(app).refusal).toMatch(/cm/);
    expect(model(app, "bs1")).toMatchObject({ x: 40, y: 15 });

    // Inside it: each model goes 3 cm up the table.
    tool.click(atCm(c0[0], c0[1] + 3));
    await tick();
    expect(w(app).refusal).toBeNull();
    expect(model(app, "bs1")).toMatchObject({ x: 40, y: 18 });
    expect(model(app, "bs6")).toMatchObject({ x: 50, y: 18 });
    expect(view(app).units.find((u) => u.id === "b-squad")!.moved).toBe(true);

    // Shooting: the MG team at a red squad model; the panel's lines are the calculator's, in cm.
    g.play({ type: "next" });
    await tick();
    expect(view(app).phase).toBe("shoot");
    tool.click(atCm(70, 14));
    expect(w(app).pick).toBe("b-mg");
    tool.click(atCm(53, 78));
    expect(w(app).aim).toEqual([53, 78]);
    const lines = w(app).lines.join("\n");
    expect(lines).toMatch(/13 cm circle \(53, 78\) cm/);
    expect(lines).toMatch(/in the circle, front first: rs\d/);
    // each firing model's measured distance, its need and each modifier with its reason
    expect(lines).toMatch(/bm1: 6\d\.\d cm, standing 0 levels up; needs \d\+ [^\n]+→/);
    expect(lines).toMatch(/\n {4}[−+]\d [a-z-]+: /);
    const entries = w(app).snapshot!.entries;
    g.play({ type: "shoot", unit: "b-mg", at: w(app).aim! });
    await tick();
    expect(w(app).refusal).toBeNull();
    expect(w(app).snapshot!.entries).toBe(entries + 1);
    expect(
      w(app)
        .snapshot!.log.at(-1)!
        .events.some((e) => e.type === "shot"),
    ).toBe(true);

    // The end of blue's turn hands the screen to red.
    g.play({ type: "next" });
    await tick();
    g.play({ type: "next" });
    await tick();
    await tick();
    expect(w(app).handOver).toBe("red");
    g.handedOver();
    await tick();
    expect(view(app).side).toBe("red");
    expect(w(app).snapshot!.seat).toBe("red");

    // Replay: the position before blue moved, and a click there does nothing.
    g.replayTo(0);
    expect(w(app).snapshot!.replayAt).toBe(0);
    expect(model(app, "bs1")).toMatchObject({ x: 40, y: 15 });
    const before = w(app).snapshot!.entries;
    tool.click(atCm(20, 80));
    tool.click(atCm(20, 75));
    await tick();
    expect(w(app).snapshot!.entries).toBe(before);
    g.replayTo(null);
    expect(w(app).snapshot!.replayAt).toBeNull();
  });
});
