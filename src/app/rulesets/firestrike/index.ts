import type { RulesetUi } from "../ui";
import { gameOf } from "./store/game-store";

/**
 * Firestrike's UI as the shell's registry lists it (src/app/rulesets/index.ts): every part loads on
 * demand, the adapter (and with it the rules engine) only when a game starts or resumes.
 */

/** Firestrike's UI. */
export const firestrikeUi: RulesetUi = {
  id: "firestrike",
  name: "Firestrike",
  blurb: "Set up a hot-seat Firestrike game on this table or another",
  adapter: async ({ app, engine, shell }) => {
    const { FirestrikeGame } = await import("./adapter");
    const game = new FirestrikeGame(app, engine, shell);
    gameOf(app).setGameApi(game);
    return game;
  },
  panels: () =>
    import("./ui").then((m) => ({ Header: m.GameHeader, Side: m.GameSide, Overlays: m.GameOverlays })),
  scene: () => import("./scene/GameLayer").then((m) => m.default),
  labels: () => import("./scene/MarkLabels").then((m) => m.GameMarkLabels),
  tool: (app) => import("./tools/game-tool").then((m) => m.createGameTool(app)),
};
