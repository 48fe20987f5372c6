import type { RulesetUi } from "../ui";
import { firefightOf } from "./store";

/**
 * The firefight's UI (seed 003) as the shell's registry lists it (src/app/rulesets/index.ts): every
 * part loads on demand, the adapter (and with it the rules engine) only when a game starts or resumes.
 */

const Nothing = () => null;

export const firefightUi: RulesetUi = {
  id: "firefight",
  name: "Firefight",
  blurb: "Set up a hot-seat firefight skirmish (seed 003) on the Firefight farm table",
  adapter: async ({ app, engine, shell }) => {
    const { FirefightGame } = await import("./adapter");
    const game = new FirefightGame(app, engine, shell);
    firefightOf(app).setFirefightApi(game);
    return game;
  },
  panels: () =>
    import("./ui").then((m) => ({
      Header: m.FirefightHeader,
      Side: m.FirefightSide,
      Overlays: m.FirefightOverlays,
    })),
  // The models are bases on the app's table: the shell's scene and labels show them; the layer adds the
  // deployment zone, the picked unit's allowance ring and the hovered path.
  scene: () => import("./scene").then((m) => m.FirefightLayer),
  labels: async () => Nothing,
  tool: (app) => import("./play-tool").then((m) => m.createPlayTool(app)),
};
