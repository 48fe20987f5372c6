import type { StatBook } from "../../../core/firestrike/stats/schema";
import type { AppStore } from "../../store/store";
import type { FirestrikeRules } from "./api";
import { gameOf } from "./store/game-store";

/**
 * The rules data Firestrike's UI reads (stat lines, charts, the catalog): the game controller's, which
 * plays the game with them. The UI never loads its own copy (issue 24 item 7), so a game played with
 * other stat lines shows those.
 */

/** Firestrike's rules data (declared beside the game API, which hands it out). */
export type { FirestrikeRules } from "./api";

/** The rules data of the game controller; its parts of the UI show only once it is loaded. */
export function rulesOf(app: AppStore): FirestrikeRules {
  const rules = gameOf(app).gameApi?.rules;
  if (!rules) throw new Error("Firestrike's UI was shown before its game controller loaded (internal)");
  return rules;
}

/** The stat lines of the game controller. */
export const statsOf = (app: AppStore): StatBook => rulesOf(app).stats;
