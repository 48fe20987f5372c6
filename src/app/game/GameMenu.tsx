import { fileText } from "../files/file-text";
import { FilePickButton } from "../panels/controls";
import { useAppStore } from "../store/hooks";
import type { AppStore } from "../store/store";

/** Compact buttons: as tall as the toolbar's selects, so adding them does not make the toolbar taller. */
const COMPACT = { padding: "1px 8px" } as const;

const failed = (app: AppStore, e: unknown) =>
  app.getState().setNotice(`Games could not load: ${e instanceof Error ? e.message : String(e)}`);

/** Opens a saved game file (loading the game code first if it is not loaded yet). */
export async function openGameFile(app: AppStore, f: File): Promise<void> {
  try {
    const api = await app.getState().loadGames();
    const text = await fileText(f);
    const r = text.ok ? api.load(text.value, f.name) : text;
    if (!r.ok)
      app
        .getState()
        .reportLoadError({ title: `${f.name} is not a game Sightline can open`, problems: r.error });
  } catch (e) {
    failed(app, e);
  }
}

/** "New game…" and "Open game…" for the main toolbar; the game itself loads when one starts. */
export function GameMenu() {
  const app = useAppStore();
  return (
    <div className="group">
      <button
        type="button"
        style={COMPACT}
        data-testid="new-game"
        title="Set up a hot-seat Firestrike game on this table or another"
        onClick={() =>
          app
            .getState()
            .loadGames()
            .then(
              () => app.getState().setGame({ setupOpen: true }),
              (e) => failed(app, e),
            )
        }
      >
        New game…
      </button>
      <FilePickButton
        label="Open game…"
        title="Open a saved game (sightline-game/3, or an older /2 or /1 save)"
        style={COMPACT}
        testId="open-game"
        inputTestId="open-game-file"
        onFile={(f) => void openGameFile(app, f)}
      />
    </div>
  );
}
