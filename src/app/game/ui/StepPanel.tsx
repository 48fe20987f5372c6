import type { Base, GameState } from "../../../core/firestrike/state";
import { builtinStats } from "../../../core/firestrike/stats/builtin";
import { AIRSTRIKE_TYPES, DIG_IN_KINDS, type MoveMode } from "../../../core/firestrike/vocab";
import { useApp, useAppStore } from "../../store/hooks";
import { commitPlan, modesOf, playEntry } from "../tools/actions";

const stats = () => builtinStats();

/** A base's card: what it is and the markers on it. */
function BaseCard({ b, s }: { b: Base; s: GameState }) {
  const chips = useApp((st) => st.game.view?.chips[b.id] ?? []);
  const line = stats().byId.get(b.statLine);
  return (
    <div className="base-card" data-testid="base-card" data-base={b.id}>
      <b>{b.id}</b> {line?.name ?? b.statLine} · {b.grade} · {s.formations[b.formation]?.name ?? b.formation}
      <div className="hint">
        {b.status !== "active"
          ? `${b.status}`
          : `damage ${b.damage}, moved ${b.movedInches.toFixed(1)}", spent ${b.spentInches.toFixed(1)}"`}
      </div>
      <div className="chips">
        {chips.map((c) => (
          <i key={c.kind} className={`chip chip-${c.kind}`}>
            {c.text}
          </i>
        ))}
      </div>
    </div>
  );
}

/** Movement step actions for the selected base: mode, the planned path, posture, transport, digging. */
function MovementActions({ b, s }: { b: Base; s: GameState }) {
  const app = useAppStore();
  const plan = useApp((st) => st.game.plan);
  const line = stats().byId.get(b.statLine);
  const vehicle = line?.movement.forward !== undefined;
  const foot = line?.mobility === "foot";
  const act = (e: object) => playEntry(app, e);
  const mine = plan?.base === b.id ? plan : null;
  const vehicles = Object.values(s.bases).filter(
    (v) =>
      v.side === b.side &&
      v.status === "active" &&
      v.id !== b.id &&
      (stats().byId.get(v.statLine)?.transport?.infantryBases ?? 0) > 0,
  );
  return (
    <div className="actions" data-testid="move-actions">
      {mine && (
        <div className="row">
          <label>
            Mode{" "}
            <select
              data-testid="move-mode"
              value={mine.mode}
              onChange={(e) =>
                app.getState().setGame({ plan: { ...mine, mode: e.target.value as MoveMode } })
              }
            >
              {modesOf(b).map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </label>
          <span className="hint">
            {mine.path.length === 0 ? "click the table to add waypoints" : `${mine.path.length} waypoint(s)`}
          </span>
          <button
            type="button"
            className="primary"
            data-testid="move-commit"
            disabled={mine.path.length === 0}
            onClick={() => commitPlan(app)}
          >
            Move
          </button>
          <button type="button" onClick={() => app.getState().setGame({ plan: { ...mine, path: [] } })}>
            Clear
          </button>
        </div>
      )}
      <div className="row wrap">
        {foot && (
          <button
            type="button"
            data-testid="posture"
            onClick={() => act({ type: "change-posture", base: b.id, prone: !b.prone })}
          >
            {b.prone ? "Stand up" : "Go prone"}
          </button>
        )}
        {vehicle && (
          <button type="button" onClick={() => act({ type: "hull-down", base: b.id, hullDown: !b.hullDown })}>
            {b.hullDown ? "Lift Hull Down" : "Hull Down"}
          </button>
        )}
        {foot &&
          DIG_IN_KINDS.map((k) => (
            <button type="button" key={k} onClick={() => act({ type: "dig-in", base: b.id, kind: k })}>
              Dig {k}
            </button>
          ))}
        {vehicle && (
          <button type="button" onClick={() => act({ type: "entrench-vehicle", base: b.id })}>
            Entrench
          </button>
        )}
        {foot &&
          !b.carriedBy &&
          vehicles.map((v) => (
            <button
              type="button"
              key={v.id}
              onClick={() => act({ type: "mount", base: b.id, vehicle: v.id })}
            >
              Mount {v.id}
            </button>
          ))}
        {b.carriedBy && (
          <button
            type="button"
            onClick={() => {
              const v = s.bases[b.carriedBy!]!;
              const r = (v.facing * Math.PI) / 180;
              const back = v.depthInches / 2 + b.depthInches / 2 + 0.1;
              act({
                type: "dismount",
                base: b.id,
                at: [v.x - Math.sin(r) * back, v.y - Math.cos(r) * back],
                facing: v.facing,
              });
            }}
          >
            Dismount behind {b.carriedBy}
          </button>
        )}
      </div>
    </div>
  );
}

/** What the side to act can do in this step, and the selected base. */
export function StepPanel() {
  const app = useAppStore();
  const v = useApp((s) => s.game.view);
  const selected = useApp((s) => s.game.selected);
  if (!v?.state) return null;
  const s = v.state;
  const who = v.actor;
  const act = (e: object) => playEntry(app, e);
  const todo = (kind: string) => v.todo.find((t) => t.kind === kind)?.ids ?? [];
  const sel = selected ? s.bases[selected] : undefined;
  const live = v.replayAt === null && who !== null;
  const carried = Object.values(s.bases).filter(
    (b) => b.carriedBy && b.side === who && b.status === "active",
  );
  return (
    <section className="panel" data-testid="step-panel" data-step={s.step}>
      <h2>{v.stepLabel}</h2>
      {live && s.step === "move-markers" && (
        <div className="row wrap">
          {todo("move-marker").map((f) => (
            <button
              type="button"
              key={f}
              data-testid={`marker-${f}`}
              onClick={() => act({ type: "place-move-marker", formation: f })}
            >
              Move marker: {s.formations[f]?.name ?? f}
            </button>
          ))}
          {todo("hq-roll").map((b) => (
            <button
              type="button"
              key={b}
              data-testid={`hq-roll-${b}`}
              onClick={() => act({ type: "roll-hq-move", base: b })}
            >
              Roll to move: HQ {b}
            </button>
          ))}
        </div>
      )}
      {live && (s.step === "first-impact-zones" || s.step === "second-impact-zones") && (
        <div className="row wrap">
          {todo("impact-zone").map((b) => (
            <button
              type="button"
              key={b}
              data-testid={`zone-${b}`}
              onClick={() =>
                app
                  .getState()
                  .setGame({ placing: { kind: "impact-zone", firer: b }, selected: s.bases[b] ? b : null })
              }
            >
              Place impact zone: {b}
            </button>
          ))}
          <p className="hint">Then click the table where the barrage falls.</p>
        </div>
      )}
      {live && s.step === "movement" && (
        <>
          <div className="row wrap">
            {todo("move").map((b) => (
              <button
                type="button"
                key={b}
                onClick={() => app.getState().setGame({ selected: b, plan: null })}
              >
                {b}
              </button>
            ))}
            {carried.map((b) => (
              <button
                type="button"
                key={b.id}
                onClick={() => app.getState().setGame({ selected: b.id, plan: null })}
              >
                {b.id} (in {b.carriedBy})
              </button>
            ))}
          </div>
          {!s.sides.some((x) => x.finishedFirst) && (
            <button
              type="button"
              data-testid="finished-moving"
              onClick={() => act({ type: "finished-moving", side: who })}
            >
              Call "finished moving" (HQ move bonus next turn)
            </button>
          )}
          {sel && sel.side === who && <MovementActions b={sel} s={s} />}
        </>
      )}
      {live && s.step === "place-airstrikes" && (
        <div className="row wrap">
          {AIRSTRIKE_TYPES.map((k) => (
            <button
              type="button"
              key={k}
              data-testid={`airstrike-${k}`}
              onClick={() => app.getState().setGame({ placing: { kind: "airstrike", side: who, strike: k } })}
            >
              {k} strike
            </button>
          ))}
          <p className="hint">Pick a strike, then click the table.</p>
        </div>
      )}
      {live &&
        todo("resurrect").map((b) => (
          <button
            type="button"
            key={b}
            data-testid={`resurrect-${b}`}
            onClick={() => act({ type: "resurrect-machine-gun", base: b })}
          >
            Resurrect machine gun {b} (removes the nearest infantry base of its battalion)
          </button>
        ))}
      {sel && <BaseCard b={sel} s={s} />}
    </section>
  );
}
