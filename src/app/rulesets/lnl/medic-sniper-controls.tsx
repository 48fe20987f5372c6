import { healRefusal } from "../../../core/lnl/heal";
import { type LnlState, onMap } from "../../../core/lnl/state";
import { useAppStore } from "../../store/hooks";
import type { AppStore } from "../../store/store";
import type { LnlGame } from "./adapter";
import { aimChoices, loneSniper } from "./sniper-aim";
import { useLnlStore } from "./store";

/**
 * The side panel's medic and sniper controls (issue 21): in the Rally Phase a picked medic offers
 * "Heal …" for each Wounded unit of its hex (disabled with the rules' reason, e.g. a Shaken medic's
 * card line); in the Operations Phase a lone picked sniper aims at one unit of the target hex.
 */

const host = (app: AppStore) => (app.getState().host?.api as LnlGame | undefined) ?? null;

/** Heal buttons for a picked medic (Rally Phase). */
export function HealButtons({ v, seat }: { v: LnlState; seat: string }) {
  const app = useAppStore();
  const picked = useLnlStore((s) => s.lnl.picked);
  const medic = onMap(v).find((u) => picked.length === 1 && u.id === picked[0] && u.kind === "medic");
  if (!medic) return null;
  const wounded = onMap(v).filter((u) => u.side === seat && u.hex === medic.hex && u.wounded);
  if (wounded.length === 0)
    return (
      <p className="hint" data-testid="lnl-heal-none">
        No Wounded unit in {medic.id}'s hex {medic.hex}.
      </p>
    );
  return (
    <div className="row" data-testid="lnl-heal">
      {wounded.map((w) => {
        const why = healRefusal(v, seat, medic.id, w.id)?.why ?? null;
        return (
          <button
            key={w.id}
            type="button"
            disabled={why !== null}
            title={why ?? `1d6: ${medic.id} tries to heal ${w.id}`}
            onClick={() => void host(app)?.play({ type: "heal", medic: medic.id, unit: w.id })}
            data-testid={`lnl-heal-${w.id}`}
          >
            Heal {w.id}
          </button>
        );
      })}
    </div>
  );
}

/** A lone sniper's choice of the one unit it attacks in the target hex (Operations Phase). */
export function SniperAim({ v }: { v: LnlState }) {
  const app = useAppStore();
  const { picked, target, aimAt } = useLnlStore((s) => s.lnl);
  if (v.opWindow || !target || !loneSniper(v, picked)) return null;
  const choices = aimChoices(v, picked[0]!, target);
  if (choices.length === 0) return null;
  return (
    <div className="row">
      <label>
        Sniper aims at{" "}
        <select
          value={aimAt ?? ""}
          onChange={(e) => host(app)?.picks.aim(e.target.value)}
          data-testid="lnl-aim"
        >
          {choices.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
