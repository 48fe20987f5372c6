import type { AppStore } from "../../store/store";
import { gameOf } from "./store/game-store";

/**
 * Undo in a game (Ctrl+Z and the Undo button): the last log entry goes at once, except an agreed
 * take-back, whose undo brings the taken-back entry and its roll back: the player is asked first, and
 * told what will happen (issue 23 item 5). No rules engine here, so the page's key handler stays light.
 */
export function undoInGame(
  app: AppStore,
  ask: (question: string) => boolean = (q) => window.confirm(q),
): void {
  const s = gameOf(app);
  const v = s.game.view;
  if (!v || !s.gameApi) return;
  if (v.undoAsks && !ask(v.undoAsks)) return;
  s.gameApi.undo();
}
