import { reasonLine, verdictFacts, verdictHeadline } from "../../core/los/verdict-text";
import { useApp, useAppStore } from "../store/hooks";
import type { LosPoint } from "../store/los-slice";
import { RulesPicker } from "./RulesPicker";

/** The select value standing for a point end (no unit id can be empty, so none can clash). */
const POINT = "";
const pointLabel = (p: LosPoint) => `point (${p.x}, ${p.y})`;

/** The verdict of the LOS check on screen: verdict, distance, cover, hill edge and every reason. */
export function LosPanel() {
  const app = useAppStore();
  const los = useApp((s) => s.los);
  const units = useApp((s) => s.table.units);
  const revision = useApp((s) => s.revision);
  const v = los.verdict && los.revision === revision ? los.verdict : null;
  const pick = (which: "observer" | "target", id: string) => {
    const s = app.getState();
    if (which === "observer") {
      s.setObserver(id || null);
      if (id && los.targetId && los.targetId !== id) s.setTarget(los.targetId);
      else if (id && los.targetAt) s.setTargetPoint(los.targetAt);
    } else s.setTarget(id || null);
  };
  const height = (which: "eyeYards" | "targetYards", text: string) => {
    const v = Number(text);
    if (Number.isFinite(v) && v > 0) app.getState().setLosHeights({ [which]: v });
  };
  return (
    <section className="panel" data-testid="los-panel">
      <h2>Line of sight</h2>
      <p className="hint">
        Click an observer, then a target: a unit, or a point of the table. Rays: green clear, red blocked.
      </p>
      <RulesPicker />
      <div className="row">
        <label>
          Observer{" "}
          <select
            value={los.observerId ?? POINT}
            onChange={(e) => pick("observer", e.target.value)}
            data-testid="los-observer"
          >
            <option value={POINT}>{los.observerAt ? pointLabel(los.observerAt) : "—"}</option>
            {units.map((u) => (
              <option key={u.id} value={u.id}>
                {u.id} ({u.type})
              </option>
            ))}
          </select>
        </label>
        <label>
          Target{" "}
          <select
            value={los.targetId ?? POINT}
            onChange={(e) => pick("target", e.target.value)}
            data-testid="los-target"
          >
            <option value={POINT}>{los.targetAt ? pointLabel(los.targetAt) : "—"}</option>
            {units
              .filter((u) => u.id !== los.observerId)
              .map((u) => (
                <option key={u.id} value={u.id}>
                  {u.id} ({u.type})
                </option>
              ))}
          </select>
        </label>
      </div>
      <div className="row">
        <label title="The eye of an observer picked as a point, above the ground there">
          Eye of a point{" "}
          <input
            type="number"
            min={0.1}
            step={0.5}
            value={los.eyeYards}
            data-testid="los-eye"
            onChange={(e) => height("eyeYards", e.target.value)}
          />{" "}
          yd
        </label>
        <label title="The height of a target picked as a point, above the ground there">
          Point target{" "}
          <input
            type="number"
            min={0.1}
            step={0.5}
            value={los.targetYards}
            data-testid="los-target-height"
            onChange={(e) => height("targetYards", e.target.value)}
          />{" "}
          yd
        </label>
      </div>
      <div className="row">
        <button type="button" onClick={() => app.getState().swapLos()} disabled={!v}>
          Swap
        </button>
        <button
          type="button"
          disabled={!los.observerId}
          onClick={() => app.getState().eyeView(los.observerId!, los.targetId)}
          data-testid="eye-view"
        >
          Observer's eye view
        </button>
      </div>
      {los.error && (
        <p className="error" data-testid="los-error">
          {los.error}
        </p>
      )}
      {v && (
        <div
          data-testid="los-verdict"
          data-observer={v.observer}
          data-target={v.target}
          data-visible={String(v.visible)}
          data-distance-inches={String(v.distanceInches)}
          data-distance-yards={String(v.distanceYards)}
          data-cover-fraction={String(v.coverFraction)}
          data-covered={String(v.covered)}
          className={v.visible ? "verdict visible" : "verdict blocked"}
        >
          <div className="verdict-line" data-testid="los-headline">
            {verdictHeadline(v).replace(/: .*$/, ": ")}
            <b>{v.visible ? "VISIBLE" : "NOT VISIBLE"}</b>
          </div>
          <dl>
            {verdictFacts(v).map((f) => (
              <div key={f.label} className="fact" data-testid="los-fact">
                <dt>{f.label}</dt> <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
          <ol className="reasons">
            {v.reasons.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: reasons keep the engine's order
              <li key={i} data-testid="los-reason" data-rule={r.rule}>
                {reasonLine(r)}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
