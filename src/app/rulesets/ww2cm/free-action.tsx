import type { Ww2State } from "../../../core/ww2cm/state";
import { useAppStore } from "../../store/hooks";
import { useWw2Store, ww2Of } from "./store";

/**
 * The free move or fire a melee's winner is owed, or the fire and move owed when a foe flees a melee
 * (seed 002): its side must take it or decline it before anything else. Picked, the unit moves by a
 * click, or aims its circle by a click with "Aim the free fire" on, and Fire shoots; Decline turns it
 * down.
 */
export function FreeAction({ view, why }: { view: Ww2State; why: string | null }) {
  const app = useAppStore();
  const freeFire = useWw2Store((s) => s.ww2.freeFire);
  const f = view.free;
  if (!f) return null;
  const unit = view.units.find((u) => u.id === f.unit)?.name ?? f.unit;
  const may = [f.move ? "move" : null, f.fire ? "fire at the fleeing unit" : null]
    .filter(Boolean)
    .join(f.both ? " and " : " or ");
  const fled = view.units.find((u) => u.id === f.fleeing)?.name ?? f.fleeing;
  return (
    <p data-testid="ww2-free">
      {f.both ? `${fled} fled its melee with ${unit}` : `${unit} won its melee`}: {f.side} may {may || "act"}{" "}
      first, or decline.{" "}
      {f.fire && f.move && (
        <label title="a click on the table aims the free fire's circle instead of moving">
          <input
            type="checkbox"
            data-testid="ww2-free-fire"
            checked={freeFire}
            disabled={why !== null}
            onChange={(e) => ww2Of(app).setWw2({ freeFire: e.target.checked, aim: null, lines: [] })}
          />{" "}
          Aim the free fire
        </label>
      )}{" "}
      <button
        type="button"
        data-testid="ww2-decline"
        disabled={why !== null}
        title={why ?? "Turn down the free move or fire"}
        onClick={() => ww2Of(app).ww2Api?.play({ type: "decline" })}
      >
        Decline
      </button>
    </p>
  );
}
