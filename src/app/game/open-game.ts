import { MIGRATIONS } from "../../core/game/format";
import { fileText } from "../files/file-text";
import type { AppStore } from "../store/store";

/**
 * Opening a saved game file, for the shell's menu and a ruleset's header alike. It names no registry
 * (the caller says which ruleset reads a file that names none), so a ruleset's UI can use it without
 * an import circle through the registry (issue 36 item 6).
 */

/**
 * The ruleset a game file's text names (`sightline-game/1` files are Firestrike's, as their migration
 * says). Text that is no game file at all goes to `fallback`, whose reader then says what is wrong with
 * it, with line and column.
 */
export function rulesetNamedIn(text: string, fallback: string): string {
  try {
    const json = JSON.parse(text) as unknown;
    if (json === null || typeof json !== "object" || Array.isArray(json)) return fallback;
    const obj = json as Record<string, unknown>;
    const named = obj.format === "sightline-game/1" ? MIGRATIONS[1]!(obj).ruleset : obj.ruleset;
    return typeof named === "string" ? named : fallback;
  } catch {
    return fallback;
  }
}

/** Tells the user that games could not load. */
export const gamesFailed = (app: AppStore, e: unknown): void =>
  app.getState().setNotice(`Games could not load: ${e instanceof Error ? e.message : String(e)}`);

/**
 * Opens a saved game file with the ruleset it names (loading that ruleset's game code first); a file
 * that names none goes to `fallback`.
 */
export async function openGameFile(app: AppStore, f: File, fallback: string): Promise<void> {
  try {
    const text = await fileText(f);
    const r = text.ok
      ? (await app.getState().loadHost(rulesetNamedIn(text.value, fallback))).load(text.value, f.name)
      : text;
    if (!r.ok)
      app
        .getState()
        .reportLoadError({ title: `${f.name} is not a game Sightline can open`, problems: r.error });
  } catch (e) {
    gamesFailed(app, e);
  }
}
