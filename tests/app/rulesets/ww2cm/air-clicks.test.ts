import { describe, expect, it } from "vitest";
import { shellWith } from "../../../../src/app/game/shell";
import { bvhEngine } from "../../../../src/app/los/bvh-engine";
import { Ww2Game } from "../../../../src/app/rulesets/ww2cm/adapter";
import { flyCommand, interceptCommand, targetsUnder } from "../../../../src/app/rulesets/ww2cm/air-clicks";
import { AIR, airMarks } from "../../../../src/app/rulesets/ww2cm/air-scene";
import { eventText } from "../../../../src/app/rulesets/ww2cm/log-text";
import { createPlayTool } from "../../../../src/app/rulesets/ww2cm/play-tool";
import { ww2Of } from "../../../../src/app/rulesets/ww2cm/store";
import { terrainOf } from "../../../../src/app/store/derived";
import { builtinCatalog } from "../../../../src/core/catalog/builtin";
import { cmToInches } from "../../../../src/core/table/length-unit";
import type { FlightEvent } from "../../../../src/core/ww2cm/air/phase";
import { WW2CM_SIGHT } from "../../../../src/core/ww2cm/sight";
import { storeWith } from "../../support";
import { atCm, tick } from "./skirmish-clicks";

/**
 * issue 35 in the page, by clicks, in Node through the one shell: the set-up's "Air and night" choice
 * lands the paratroopers and the glider before the first turn (shown in "Before the first turn" and as
 * marks); blue's air sub-phase: the fighter-bomber picked, its entry and exit by two table clicks (each
 * put on the nearest edge), its weapons given the units it passes over, flown; red answers by clicks
 * with its fighter's path; the scene's marks hold the flight, the AA-seen stretch and the interceptor.
 * At night the picked unit has the 50 cm ring.
 */

async function game(seed: string, air: "air" | "night") {
  const app = storeWith();
  const engine = bvhEngine(builtinCatalog(), null, () => WW2CM_SIGHT);
  const g = shellWith(app, null, (s) => new Ww2Game(app, engine, s)).api as Ww2Game;
  ww2Of(app).setWw2Api(g);
  expect(await g.start({ seed, turnLimit: 2, air })).toBeNull();
  return { app, g, tool: createPlayTool(app) };
}
type App = Awaited<ReturnType<typeof game>>["app"];
const w = (app: App) => ww2Of(app).ww2;
const view = (app: App) => w(app).snapshot!.view;
const marks = (app: App) => {
  const snap = w(app).snapshot!;
  const t = app.getState().table;
  return airMarks(
    snap.view,
    snap.opening,
    snap.log.flatMap((e) => e.events),
    w(app).flight,
    null,
    terrainOf(t),
    { yardsPerInch: t.yardsPerInch, exaggeration: 1 },
  );
};

const SEED = process.env.AIR_SEED ?? "ww2cm-air-page-5";

describe("issue 35 in the page, by clicks", () => {
  it(`${SEED}: landings, a flight by clicks, an interception by clicks, the marks`, async () => {
    const { app, g, tool } = await game(SEED, "air");
    const snap = w(app).snapshot!;
    expect(snap.opening.map((e) => e.type)).toEqual(["drop-order", "drop", "glider"]);
    expect(snap.opening.map((e) => eventText(view(app), e)).join("\n")).toMatch(
      /drop of Blue paratroopers aimed at \(55\.0, 50\.0\)/,
    );
    // landing points: one mark per paratrooper, green or red
    expect(marks(app).filter((m) => m.key.startsWith("land-"))).toHaveLength(6);
    expect(marks(app).some((m) => m.key.startsWith("swept-"))).toBe(true);

    for (let i = 0; i < 3; i++) {
      g.play({ type: "next" });
      await tick();
    }
    expect(view(app).phase).toBe("air");
    expect(view(app).air!.planes.find((p) => p.id === "b-plane")!.status).toBe("arrived");
    // "Fly b-plane" (air-panel.tsx) picks it; two clicks put its ends on the nearest edges
    ww2Of(app).setWw2({ flight: { plane: "b-plane", entry: null, exit: null, targets: [null, null, null] } });
    tool.click(atCm(47, 3));
    tool.click(atCm(47, 87));
    expect(w(app).flight).toMatchObject({ entry: [47, 0], exit: [47, 90] });
    expect(marks(app).find((m) => m.key === "planned")?.colour).toBe(AIR.planned);
    const under = targetsUnder(view(app), "blue", w(app).flight!);
    expect(under.map((u) => u.unit)).toContain("r-squad");
    const f = { ...w(app).flight!, targets: ["r-squad", null, "r-squad"] };
    g.play(flyCommand(f)!);
    await tick();
    expect(view(app).air!.pending).toMatchObject({ aircraft: "b-plane", defender: "red" });
    expect(w(app).handOver).toBe("red");
    g.handedOver();
    await tick();
    // red: "Intercept with r-fighter", two clicks, "Intercept"
    ww2Of(app).setWw2({ flight: { plane: "r-fighter", entry: null, exit: null, targets: [] } });
    tool.click(atCm(5, 88));
    tool.click(atCm(94, 4));
    expect(w(app).flight).toMatchObject({ entry: [5, 90], exit: [94, 0] });
    g.play(interceptCommand(w(app).flight!)!);
    await tick();
    expect(w(app).refusal).toBeNull();
    const events = w(app).snapshot!.log.flatMap((e) => e.events);
    const flight = events.find((e) => e.type === "flight") as FlightEvent;
    expect(flight.intercept?.interceptor).toBe("r-fighter");
    const keys = marks(app).map((m) => m.key);
    expect(keys).toContain("flight");
    expect(keys).toContain("interceptor");
    // the AA machine gun's seen stretches are drawn over the path in red
    const seen = flight.aa.flatMap((a) => a.seen);
    expect(keys.filter((k) => k.startsWith("seen-"))).toHaveLength(seen.length);
    expect(seen.length).toBeGreaterThan(0);
  }, 120_000);

  it("ww2cm-night-page-1: a night game has no aircraft and rings the picked unit at 50 cm", async () => {
    const { app, tool } = await game("ww2cm-night-page-1", "night");
    expect(view(app).night).toBe(true);
    expect(view(app).air).toBeUndefined();
    tool.click(atCm(40, 15)); // a blue squad model
    const t = app.getState().table;
    const pick = w(app).pick!;
    const m = view(app).models.find((x) => x.unit === pick)!;
    const snap = w(app).snapshot!;
    const ring = airMarks(snap.view, snap.opening, [], null, [m.x, m.y], terrainOf(t), {
      yardsPerInch: t.yardsPerInch,
      exaggeration: 1,
    }).find((k) => k.key === "night")!;
    expect(ring.colour).toBe(AIR.night);
    // every point of the ring 50 cm from the centre
    for (let i = 0; i < ring.positions.length; i += 3)
      expect(
        Math.hypot(ring.positions[i]! - cmToInches(m.x), ring.positions[i + 1]! - cmToInches(m.y)),
      ).toBeCloseTo(cmToInches(50), 1);
  }, 120_000);
});
