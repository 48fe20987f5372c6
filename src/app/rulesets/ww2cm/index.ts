import type { RulesetUi } from "../ui";
import { ww2Of } from "./store";

/**
 * Seed 002's page part (its module's `ui()`, src/rulesets/ww2cm.ts): every part loads on demand, the
 * adapter (and with it the rules engine) only when a game starts, resumes or is joined.
 */

export const ww2cmUi: RulesetUi = {
  id: "ww2cm",
  name: "WWII skirmish in cm (seed 002)",
  blurb: "Set up a hot-seat WWII skirmish measured in cm (seed 002) on the village crossroads table",
  adapter: async ({ app, engine, shell }) => {
    const { Ww2Game } = await import("./adapter");
    const game = new Ww2Game(app, engine, shell);
    ww2Of(app).setWw2Api(game);
    return game;
  },
  panels: () =>
    import("./panels").then((m) => ({ Header: m.Ww2Header, Side: m.Ww2Side, Overlays: m.Ww2Overlays })),
  // The models are bases on the app's table: the shell's scene shows them; the layer adds the picked
  // unit's ring and the 13 cm circle; the labels are one per unit (the shell's per model are off).
  scene: () => import("./scene").then((m) => m.Ww2Layer),
  labels: () => import("./labels").then((m) => m.Ww2Labels),
  tool: (app) => import("./play-tool").then((m) => m.createPlayTool(app)),
};
