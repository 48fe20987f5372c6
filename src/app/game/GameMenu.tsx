import { useRef } from "react";
import { useAppStore } from "../store/hooks";

/** Compact buttons: as tall as the toolbar's selects, so adding them does not make the toolbar taller. */
const COMPACT = { padding: "1px 8px" } as const;

/** "New game…" and "Open game…" for the main toolbar; the game itself loads when one starts. */
export function GameMenu() {
  const app = useAppStore();
  const input = useRef<HTMLInputElement>(null);
  const fail = (e: unknown) =>
    app.getState().setNotice(`Games could not load: ${e instanceof Error ? e.message : String(e)}`);
  const openFile = async (f: File) => {
    try {
      const api = await app.getState().loadGames();
      const r = api.load(await f.text(), f.name);
      if (!r.ok)
        app
          .getState()
          .reportLoadError({ title: `${f.name} is not a game Sightline can open`, problems: r.error });
    } catch (e) {
      fail(e);
    }
  };
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
            .then(() => app.getState().setGame({ setupOpen: true }), fail)
        }
      >
        New game…
      </button>
      <button
        type="button"
        style={COMPACT}
        data-testid="open-game"
        onClick={() => input.current?.click()}
        title="Open a saved game (sightline-game/1)"
      >
        Open game…
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="open-game-file"
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) void openFile(f);
          e.target.value = "";
        }}
      />
    </div>
  );
}
