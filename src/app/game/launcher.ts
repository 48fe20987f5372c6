import type { KeyValueStorage } from "../files/autosave";
import type { LosEngine } from "../los/engine";
import { RULESET_UIS, rulesetUi } from "../rulesets";
import type { GameHost } from "../rulesets/ui";
import type { AppStore } from "../store/store";
import { GAME_AUTOSAVE_UNREADABLE_KEY, readGameAutosave, setAsideGameAutosave } from "./autosave";
import { rulesetNamedIn } from "./open-game";

/**
 * Installs games in the app without loading them: a ruleset's adapter (and its rules engine) is
 * fetched from the registry and handed to a game shell the first time one of its games starts or an autosaved one resumes, so
 * the page's first download stays small.
 */

/**
 * The ruleset a game file's text names; text that names none goes to the first ruleset this page knows,
 * whose reader then says what is wrong with it (`rulesetNamedIn`).
 */
export function rulesetOfGameText(text: string): string {
  return rulesetNamedIn(text, RULESET_UIS[0]?.id ?? "");
}

/** Installs the host loader and resumes an autosaved game (unless `resume` is false: an invite link). */
export function installGames(
  app: AppStore,
  engine: LosEngine | Promise<LosEngine>,
  storage: KeyValueStorage | null,
  opts: { resume: boolean } = { resume: true },
): void {
  const loading = new Map<string, Promise<GameHost>>();
  const load = (id: string): Promise<GameHost> => {
    const ui = rulesetUi(id);
    if (!ui) return Promise.reject(new Error(`this Sightline has no ruleset "${id}"`));
    let p = loading.get(id);
    if (!p)
      loading.set(
        id,
        (p = Promise.resolve(engine).then(async (e) => {
          // The shell (and the engine's session with it) loads with the first game, not with the page.
          const { GameShell } = await import("./shell");
          const shell = new GameShell(app, storage);
          return shell.use(await ui.adapter({ app, engine: e, storage, shell }));
        })),
      );
    return p.then((h) => {
      app.getState().setHost(h);
      return h;
    });
  };
  app.getState().setHostLoader(load);
  const saved = storage && opts.resume ? readGameAutosave(storage, app.getState().catalog) : null;
  if (!saved || !storage) return;
  void load(rulesetOfGameText(saved.game)).then(
    (host) => {
      const r = host.resume(saved.game, saved.before, saved.computer ?? null);
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
      setAside(app, storage, saved, `${r.error[0]?.path} ${r.error[0]?.message}`);
    },
    (e) => setAside(app, storage, saved, e instanceof Error ? e.message : String(e)),
  );
}

function setAside(
  app: AppStore,
  storage: KeyValueStorage,
  saved: NonNullable<ReturnType<typeof readGameAutosave>>,
  why: string,
): void {
  const kept = setAsideGameAutosave(storage, saved);
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
}
