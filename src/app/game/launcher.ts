import type { KeyValueStorage } from "../files/autosave";
import type { LosEngine } from "../los/engine";
import type { AppStore } from "../store/store";
import { GAME_AUTOSAVE_UNREADABLE_KEY, readGameAutosave, setAsideGameAutosave } from "./autosave";

/**
 * Installs games in the app without loading them: the controller and the rules engine are fetched the
 * first time a game starts or an autosaved game resumes, so the page's first download stays small.
 */
export function installGames(app: AppStore, engine: LosEngine, storage: KeyValueStorage | null): void {
  let loading: Promise<import("./controller").GameController> | null = null;
  const load = () =>
    (loading ??= import("./controller").then((m) => {
      const c = new m.GameController(app, engine, storage);
      app.getState().setGameApi(c);
      return c;
    }));
  app.getState().setGameLoader(load);
  const saved = storage ? readGameAutosave(storage, app.getState().catalog) : null;
  if (!saved || !storage) return;
  void load().then((c) => {
    const r = c.resume(saved.game, saved.before);
    if (r.ok) {
      // The game resumes; a `before` table that did not validate is not given back on leaving: the
      // table on screen at resume (the table autosave, or the default) is, and the user is told.
      const p = saved.beforeProblems?.[0];
      if (p)
        app
          .getState()
          .setNotice(
            `The table saved with the game could not be read (${p.path} ${p.message}); leaving the game gives back the autosaved table instead`,
          );
      return;
    }
    const kept = setAsideGameAutosave(storage, saved);
    const why = `${r.error[0]?.path} ${r.error[0]?.message}`;
    app
      .getState()
      .setNotice(
        kept
          ? `The autosaved game could not be resumed (${why}); it was kept in localStorage under "${GAME_AUTOSAVE_UNREADABLE_KEY}"`
          : `The autosaved game could not be resumed (${why}); the browser refused to copy it aside, so it stays where it was`,
      );
    app.getState().keepSave({
      id: "game-unreadable",
      message: `The autosaved game could not be resumed (${why}).`,
      fileName: "unreadable-game.json",
      text: saved.game,
    });
  });
}
