import type { KeyValueStorage } from "../files/autosave";
import type { LosEngine } from "../los/engine";
import type { AppStore } from "../store/store";
import { readGameAutosave, setAsideGameAutosave } from "./autosave";

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
  const saved = storage ? readGameAutosave(storage) : null;
  if (!saved || !storage) return;
  void load().then((c) => {
    const r = c.resume(saved.game, saved.before);
    if (r.ok) return;
    setAsideGameAutosave(storage, saved);
    app
      .getState()
      .setNotice(
        `The autosaved game could not be resumed (${r.error[0]?.path} ${r.error[0]?.message}); it was kept in localStorage under "sightline.game.v1.unreadable"`,
      );
  });
}
