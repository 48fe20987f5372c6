import { FilePickButton } from "../panels/controls";
import { RULESET_UIS } from "../rulesets";
import { useAppStore } from "../store/hooks";
import { gamesFailed, openGameFile } from "./open-game";
import { useRulesetPick } from "./ruleset-pick";

/** Compact buttons: as tall as the toolbar's selects, so adding them does not make the toolbar taller. */
const COMPACT = { padding: "1px 6px" } as const;

/**
 * "New game…" (with a choice of ruleset when the page knows more than one) and "Open game…" for the
 * main toolbar; the ruleset's game code loads when one starts.
 */
export function GameMenu() {
  const app = useAppStore();
  const { id: picked, pick } = useRulesetPick();
  const ui = RULESET_UIS.find((r) => r.id === picked) ?? RULESET_UIS[0];
  return (
    <div className="group">
      {RULESET_UIS.length > 1 && (
        <select
          data-testid="new-game-ruleset"
          className="ruleset-pick"
          title={`The ruleset of a new game, hot-seat or online: ${ui?.name ?? ""}`}
          value={ui?.id ?? ""}
          onChange={(e) => pick(e.target.value)}
        >
          {RULESET_UIS.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      )}
      <button
        type="button"
        style={COMPACT}
        data-testid="new-game"
        title={ui?.blurb}
        disabled={!ui}
        onClick={() =>
          ui &&
          app
            .getState()
            .loadHost(ui.id)
            .then(
              () => app.getState().setMatch({ setupOf: ui.id, setupOnline: false }),
              (e) => gamesFailed(app, e),
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
        onFile={(f) => void openGameFile(app, f, RULESET_UIS[0]?.id ?? "")}
      />
    </div>
  );
}
