import { expect } from "vitest";
import { shellWith } from "../../../../src/app/game/shell";
import { bvhEngine } from "../../../../src/app/los/bvh-engine";
import { Ww2Game } from "../../../../src/app/rulesets/ww2cm/adapter";
import { createPlayTool } from "../../../../src/app/rulesets/ww2cm/play-tool";
import { ww2Of } from "../../../../src/app/rulesets/ww2cm/store";
import type { PointerInput } from "../../../../src/app/tools/machine";
import { builtinCatalog } from "../../../../src/core/catalog/builtin";
import { cmToInches } from "../../../../src/core/table/length-unit";
import { WW2CM_SIGHT } from "../../../../src/core/ww2cm/sight";
import { storeWith } from "../../support";
import { CLICKS, skirmishFile } from "./skirmish-scenario";

/**
 * The skirmish set-up (./skirmish-scenario.ts) played to its end in Node by the page's own clicks, as
 * the browser test clicks it: blue moves a squad, sprints its scouts, fires the MG across the hedge and
 * the wood, charges; red fires its AT gun at the tank; the turn limit ends it. Resolves with the page's
 * store, for the tests to read what happened.
 */

/** Lets the page's promises settle. */
export const tick = () => new Promise((r) => setTimeout(r, 0));
/** A pointer event at table cm (the tool gets table inches, as the canvas gives them). */
export const atCm = (x: number, y: number): PointerInput => ({
  point: [cmToInches(x), cmToInches(y)],
  screen: [0, 0],
  button: 0,
  shift: false,
  alt: false,
  ctrl: false,
  inchesPerPixel: 0.05,
});
const at = (p: readonly [number, number]): PointerInput => atCm(p[0], p[1]);

export async function playSkirmish(seed: string) {
  const app = storeWith();
  const engine = bvhEngine(builtinCatalog(), null, () => WW2CM_SIGHT);
  const g = shellWith(app, null, (s) => new Ww2Game(app, engine, s)).api as Ww2Game;
  ww2Of(app).setWw2Api(g);
  const started = g.shell.start(skirmishFile(seed), "test");
  expect(started.ok, JSON.stringify(started)).toBe(true);
  const tool = createPlayTool(app);
  const w = () => ww2Of(app).ww2;
  const click = async (p: readonly [number, number]) => {
    tool.click(at(p));
    await tick();
    expect(w().refusal, `after a click at ${p}`).toBeNull();
  };
  const next = async () => {
    g.play({ type: "next" });
    await tick();
    if (w().handOver) g.handedOver();
    await tick();
  };
  // blue: move, sprint
  await click(CLICKS.squad);
  await click(CLICKS.squadTo);
  ww2Of(app).setWw2({ sprint: true });
  await click(CLICKS.scouts);
  await click(CLICKS.scoutsTo);
  ww2Of(app).setWw2({ sprint: false });
  await next();
  // blue: the MG at the red squad behind the hedge and the wood
  await click(CLICKS.mg);
  await click(CLICKS.target);
  const mgLines = [...w().lines];
  g.play({ type: "shoot", unit: "b-mg", at: w().aim! });
  await tick();
  await next();
  // blue: the charge
  await click(CLICKS.close);
  await click(CLICKS.closeTarget);
  await next();
  // red: no move; the AT gun at the tank
  await next();
  await click(CLICKS.gun);
  await click(CLICKS.tank);
  g.play({ type: "shoot", unit: "r-gun", at: w().aim! });
  await tick();
  await next();
  await next();
  return { app, g, mgLines, snap: w().snapshot! };
}
