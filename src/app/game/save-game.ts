import { GAME_FORMAT } from "../../core/game/format";
import { downloadText } from "../panels/controls";
import type { AppStore } from "../store/store";

/** The file name a game's Save offers: its name, made safe for a file system. */
export const gameFileName = (name: string, fallback: string): string =>
  `${name.replace(/[^A-Za-z0-9_-]+/g, "-").toLowerCase() || fallback}.game.json`;

/** Downloads a game's file text (any ruleset's) and says what was saved. */
export function downloadGame(app: AppStore, name: string, fallback: string, text: string): void {
  downloadText(gameFileName(name, fallback), text);
  app.getState().setNotice(`Game saved: the file is its command log (${GAME_FORMAT})`);
}
