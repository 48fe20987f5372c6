import { useState } from "react";
import type { BaseAction } from "../../../../core/firestrike/match/base-actions";
import type { Base, GameState } from "../../../../core/firestrike/state";
import type { MoveMode } from "../../../../core/firestrike/vocab";
import { useAppStore } from "../../../store/hooks";
import { costLine } from "../plan-cost";
import { statsOf } from "../rules";
import { gameOf, useFirestrikeStore } from "../store/game-store";
import {
  commitPlan,
  isFootPlan,
  modesOf,
  pickMover,
  planFacing,
  playEntry,
  startDismount,
} from "../tools/actions";

const norm = (deg: number) => ((Math.round(deg) % 360) + 360) % 360;

/** A facing in degrees (0 = away from the near edge, clockwise), typed or turned 15° at a time. */
export function FacingField({
  value,
  onChange,
  testId,
  label = "Facing",
}: {
  value: number;
  onChange: (deg: number) => void;
  testId: string;
  label?: string;
}) {
  return (
    <label className="facing">
      {label}{" "}
      <button type="button" title="Turn 15° anticlockwise ([)" onClick={() => onChange(norm(value - 15))}>
        ⟲
      </button>
      <input
        type="number"
        min={0}
        max={359}
        step={1}
        data-testid={testId}
        value={Math.round(value)}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (Number.isFinite(n)) onChange(norm(n));
        }}
      />
      °
      <button type="button" title="Turn 15° clockwise (])" onClick={() => onChange(norm(value + 15))}>
        ⟳
      </button>
    </label>
  );
}

/** One action button: enabled when the engine accepts it now, else greyed with the engine's reason. */
function ActionButton({ a, entry }: { a: BaseAction; entry?: object }) {
  const app = useAppStore();
  return (
    <span className="action">
      <button
        type="button"
        data-testid={`act-${a.key}`}
        disabled={a.refused !== null}
        title={a.refused ?? undefined}
        onClick={() => playEntry(app, entry ?? a.entry)}
      >
        {a.label}
      </button>
      {a.refused && <span className="hint refused-why">{a.refused}</span>}
    </span>
  );
}

/** Unlimbering: the gun is dropped behind its tow (seed 000 §3.22) facing the way the player picks. */
function UnlimberAction({ a }: { a: BaseAction }) {
  const start = (a.entry as { facing?: number }).facing ?? 0;
  const [facing, setFacing] = useState(start);
  return (
    <div className="row wrap">
      <ActionButton a={a} entry={{ ...a.entry, facing }} />
      <FacingField
        value={facing}
        onChange={setFacing}
        testId={`unlimber-facing-${(a.entry as { gun: string }).gun}`}
        label="gun facing"
      />
    </div>
  );
}

/** The planned move of the selected base: its mode, the facing it ends with (foot), the waypoints. */
function PlanRow({ b }: { b: Base }) {
  const app = useAppStore();
  const plan = useFirestrikeStore((st) => st.game.plan);
  const cost = useFirestrikeStore((st) => st.game.planCost);
  if (!plan || plan.base !== b.id) return null;
  const line = cost ? costLine(cost) : null;
  const foot = isFootPlan(app);
  const facing = planFacing(app);
  return (
    <div className="row wrap">
      <label>
        Mode{" "}
        <select
          data-testid="move-mode"
          value={plan.mode}
          onChange={(e) => gameOf(app).setGame({ plan: { ...plan, mode: e.target.value as MoveMode } })}
        >
          {modesOf(statsOf(app), b).map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </label>
      {foot && facing !== null && (
        <>
          <FacingField
            value={facing}
            onChange={(f) => gameOf(app).setGame({ plan: { ...plan, facing: f } })}
            testId="move-facing"
            label="Ends facing"
          />
          {plan.facing !== null && (
            <button type="button" onClick={() => gameOf(app).setGame({ plan: { ...plan, facing: null } })}>
              Keep facing
            </button>
          )}
        </>
      )}
      <span className="hint">
        {plan.path.length === 0 ? "click the table to add waypoints" : `${plan.path.length} waypoint(s)`}
      </span>
      {line && (
        <span
          className={line.over ? "move-cost over" : "move-cost"}
          data-testid="move-cost"
          data-over={line.over}
          title={cost?.refused ?? undefined}
        >
          {line.text}
        </span>
      )}
      <button
        type="button"
        className="primary"
        data-testid="move-commit"
        disabled={plan.path.length === 0}
        onClick={() => commitPlan(app)}
      >
        Move
      </button>
      <button type="button" onClick={() => gameOf(app).setGame({ plan: { ...plan, path: [] } })}>
        Clear
      </button>
    </div>
  );
}

/** Getting a carried base off its vehicle: at a point the player clicks, or just behind the vehicle. */
function DismountRow({ b }: { b: Base }) {
  const app = useAppStore();
  const d = useFirestrikeStore((st) => (st.game.actions?.base === b.id ? st.game.actions.dismount : null));
  const placing = useFirestrikeStore((st) => st.game.placing);
  if (!d) return null;
  const active = placing?.kind === "dismount" && placing.base === b.id;
  return (
    <div className="row wrap" data-testid="dismount">
      {active ? (
        <>
          <span className="hint">
            Click the table within {d.reachInches}" of {d.vehicle} to put {b.id} there
          </span>
          <FacingField
            value={placing.facing}
            onChange={(f) => gameOf(app).setGame({ placing: { ...placing, facing: f } })}
            testId="dismount-facing"
          />
          <button type="button" onClick={() => gameOf(app).setGame({ placing: null, cursor: null })}>
            Cancel
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            data-testid="dismount-pick"
            disabled={d.refused !== null}
            title={d.refused ?? undefined}
            onClick={() => startDismount(app, b.id)}
          >
            Dismount from {d.vehicle} at…
          </button>
          <button
            type="button"
            data-testid="dismount-behind"
            disabled={d.refused !== null}
            onClick={() =>
              playEntry(app, { type: "dismount", base: b.id, at: d.defaultAt, facing: d.facing })
            }
          >
            Dismount behind {d.vehicle}
          </button>
          {d.refused && <span className="hint refused-why">{d.refused}</span>}
        </>
      )}
    </div>
  );
}

/** Movement step actions for the selected base: the planned move, posture, transport, towing, digging. */
export function MovementActions({ b }: { b: Base }) {
  const actions = useFirestrikeStore((st) => (st.game.actions?.base === b.id ? st.game.actions : null));
  return (
    <div className="actions" data-testid="move-actions">
      <PlanRow b={b} />
      <DismountRow b={b} />
      {actions && actions.setupShare !== null && (
        <p className="hint" data-testid="setup-share">
          Set-up share this turn: {Math.round(actions.setupShare * 100)}%
          {actions.setupShare >= 1
            ? " (it may not fire this turn)"
            : actions.setupShare >= 0.5
              ? " (it fires as having moved)"
              : ""}
        </p>
      )}
      <div className="row wrap">
        {actions?.actions
          .filter((a) => a.kind !== "unlimber")
          .map((a) => (
            <ActionButton key={a.key} a={a} />
          ))}
      </div>
      {actions?.actions
        .filter((a) => a.kind === "unlimber")
        .map((a) => (
          <UnlimberAction key={a.key} a={a} />
        ))}
    </div>
  );
}

/** The movement step: who may move, bases off the table (carried, limbered), "finished moving", the selected base. */
export function MovementStep({
  s,
  who,
  selected,
}: {
  s: GameState;
  who: string;
  selected: Base | undefined;
}) {
  const app = useAppStore();
  const todos = useFirestrikeStore((st) => st.game.view?.todo);
  const todo = todos?.find((t) => t.kind === "move")?.ids ?? [];
  const offTable = Object.values(s.bases).filter(
    (b) => (b.carriedBy || b.towedBy) && b.side === who && b.status === "active",
  );
  const pick = (id: string) => pickMover(app, id);
  return (
    <>
      <div className="row wrap">
        {todo.map((b) => (
          <button type="button" key={b} data-testid={`mover-${b}`} onClick={() => pick(b)}>
            {b}
          </button>
        ))}
        {offTable.map((b) => (
          <button type="button" key={b.id} data-testid={`pick-${b.id}`} onClick={() => pick(b.id)}>
            {b.id} ({b.carriedBy ? `in ${b.carriedBy}` : `towed by ${b.towedBy}`})
          </button>
        ))}
      </div>
      {!s.sides.some((x) => x.finishedFirst) && (
        <button
          type="button"
          data-testid="finished-moving"
          onClick={() => playEntry(app, { type: "finished-moving", side: who })}
        >
          Call "finished moving" (HQ move bonus next turn)
        </button>
      )}
      {selected && selected.side === who && <MovementActions b={selected} />}
    </>
  );
}
