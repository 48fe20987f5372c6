import type { GameDeps } from "../../../core/firestrike/match/position";
import type { StatBook } from "../../../core/firestrike/stats/schema";
import type { AppStore } from "../../store/store";

/**
 * The rules data Firestrike's UI reads (stat lines, charts, the catalog): the game controller's, which
 * plays the game with them. The UI never loads its own copy (issue 24 item 7), so a game played with
 * other stat lines shows those.
 */

/** Firestrike's rules data. */
export type FirestrikeRules = Pick<GameDeps, "charts" | "stats" | "catalog">;

/** The rules data of the game controller; its parts of the UI show only once it is loaded. */
export function rulesOf(app: AppStore): FirestrikeRules {
  const rules = app.getState().gameApi?.rules;
  if (!rules) throw new Error("Firestrike's UI was shown before its game controller loaded (internal)");
  return rules;
}

/** The stat lines of the game controller. */
export const statsOf = (app: AppStore): StatBook => rulesOf(app).stats;
