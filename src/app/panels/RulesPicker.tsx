import { pickedRuleset } from "../los/rules";
import { useApp, useAppStore } from "../store/hooks";

/**
 * "Rules:" of the table tools (LOS, dead ground, threat, minimum height): whose sight rules they apply
 * outside a game, from the ruleset list (handed to the store: app/los/rules.ts). While a game is on, its ruleset's apply.
 */
export function RulesPicker() {
  const app = useAppStore();
  const losRules = useApp((s) => s.losRules);
  const inGame = useApp((s) => s.match.ruleset);
  const choices = useApp((s) => s.sightChoices);
  if (inGame || choices.length < 2) return null;
  return (
    <div className="row">
      <label title="Whose reading of the table the LOS and map tools apply: own areas, the hill edge, cover">
        Rules{" "}
        <select
          value={pickedRuleset({ losRules, sightChoices: choices }).id}
          onChange={(e) => app.getState().setLosRules(e.target.value)}
          data-testid="los-rules"
        >
          {choices.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
