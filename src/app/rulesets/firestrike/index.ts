import type { RulesetUi } from "../ui";
import { gameOf } from "./store/game-store";

/**
 * Firestrike's UI as the shell's registry lists it (src/app/rulesets/index.ts): every part loads on
 * demand, the controller (and with it the rules engine) only when a game starts or resumes.
 */

/** Firestrike's UI. */
export const firestrikeUi: RulesetUi = {
  id: "firestrike",
  name: "Firestrike",
  blurb: "Set up a hot-seat Firestrike game on this table or another",
  online: true,
  host: async ({ app, engine, storage }) => {
    const { GameController } = await import("./controller");
    const c = new GameController(app, engine, storage);
    gameOf(app).setGameApi(c);
    return c;
  },
  panels: () =>
    import("./ui").then((m) => ({ Header: m.GameHeader, Side: m.GameSide, Overlays: m.GameOverlays })),
  scene: () => import("./scene/GameLayer").then((m) => m.default),
  labels: () => import("./scene/MarkLabels").then((m) => m.GameMarkLabels),
  tool: (app) => import("./tools/game-tool").then((m) => m.createGameTool(app)),
};
