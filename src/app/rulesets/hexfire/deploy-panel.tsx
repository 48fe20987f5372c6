import type { HexfireState } from "../../../core/hexfire/state";
import { useAppStore } from "../../store/hooks";
import type { AppStore } from "../../store/store";
import type { HexfireGame } from "./adapter";

const host = (app: AppStore) => (app.getState().host?.api as HexfireGame | undefined) ?? null;

/**
 * The deployment step's controls (core/hexfire/deploy.ts, project default): what to click, the picked
 * unit and where it may go (the lit hexes of the side's zone, the enemy's threat map under them), and
 * Deployed, which hands the placing to the other side or starts turn 1.
 */
export function HexfireDeployPanel({
  v,
  seat,
  picked,
}: {
  v: HexfireState;
  seat: string;
  picked: string | null;
}) {
  const app = useAppStore();
  const mine = v.units.filter((u) => u.side === seat && u.hex !== null);
  const last = v.sides.indexOf(seat) === v.sides.length - 1;
  return (
    <div data-testid="hexfire-deploy">
      <p className="hint" data-testid="hexfire-hint">
        {picked
          ? `click a lit hex of ${seat}'s zone to place ${picked} there (the orange hexes are under the enemy's threat), or another of your units' hexes`
          : `click one of ${seat}'s ${mine.length} units' hexes to pick it; each may be placed anywhere in the zone`}
      </p>
      <p data-testid="hexfire-picks">Picked: {picked ?? "none"}</p>
      <button
        type="button"
        onClick={() => void host(app)?.play({ type: "deployed" })}
        data-testid="hexfire-deployed"
      >
        Deployed: {last ? "start turn 1" : "hand the placing to the other side"}
      </button>
    </div>
  );
}
