import type { RulesetUi } from "../../../../src/app/rulesets/ui";
import { toyRuleset } from "../core/ruleset";
import { toyOf } from "./store";

/**
 * The toy's page part (its module's `ui()`): a panel through the one game shell. Each part loads on
 * demand, the adapter only when a game starts, resumes or is joined. It draws nothing on the table.
 */

const Nothing = () => null;

export const toyUi: RulesetUi = {
  id: toyRuleset.id,
  name: "Toy duel",
  blurb: "Two units take turns shooting (tests only)",
  adapter: async ({ app, shell }) => {
    const { ToyGame } = await import("./adapter");
    const game = new ToyGame(app, shell);
    toyOf(app).setToyApi(game);
    return game;
  },
  panels: () =>
    import("./panels").then((m) => ({ Header: m.ToyHeader, Side: m.ToySide, Overlays: m.ToyOverlays })),
  scene: async () => Nothing,
  labels: async () => Nothing,
  tool: (app) => import("./tool").then((m) => m.createToyTool(app)),
};
