import { useEffect, useState } from "react";
import { builtinFirefightRules } from "../../../core/firefight/builtin";
import type { Command } from "../../../core/firefight/commands";
import { FORMATIONS, type Formation } from "../../../core/firefight/deploy";
import { useApp, useAppStore } from "../../store/hooks";
import { allowanceOf } from "./aim";
import { type FirefightView, firefightOf, useFirefightStore } from "./store";
import { deployThreatWatchers } from "./threat";

/**
 * The firefight's step forms (issue 38 item 2): what the seat to act does now, by clicks on the table
 * (the Play tool, play-tool.ts) with the panel's lists as a second way to pick; never typed coordinates.
 * The prompt names each unit's real allowance, and the hovered move's cost (difficult terrain counted)
 * or why it would be refused.
 */

/** The rules the page's panels read (profiles' I for the allowances, ranges and base for the threat map). */
const FF_RULES = builtinFirefightRules();

const ownUnits = (v: FirefightView, side: string) =>
  v.units.filter((u) => u.side === side && u.status === "active");
const inFight = (v: FirefightView, unit: string) =>
  v.fights.some((f) => f.a.includes(unit) || f.b.includes(unit));
const r2 = (n: number) => Math.round(n * 100) / 100;

/** A list to pick from, with an empty first choice. */
export function Select({
  value,
  options,
  onChange,
  testId,
  label,
}: {
  value: string;
  options: string[];
  onChange(v: string): void;
  testId: string;
  label?: string;
}) {
  return (
    <select data-testid={testId} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">—</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </select>
  );
}

/** Each of the seat's units that may move now, with its allowance in this step. */
function allowances(v: FirefightView, movers: string[]): string {
  return movers
    .map((u) => {
      const a = allowanceOf(FF_RULES, v, u);
      return a === null ? u : `${u} ${r2(a)} y`;
    })
    .join(", ");
}

/** The units of the seat that may move in this step. */
function moversOf(v: FirefightView, seat: string): string[] {
  const mine = ownUnits(v, seat).map((u) => u.id);
  if (v.step.kind === "rally") return v.step.units.filter((u) => !v.moved.includes(u));
  return mine.filter((u) => !v.moved.includes(u) && (v.step.kind !== "advance" || !inFight(v, u)));
}

/** What the seat does in this step, in words, with the real allowances (not the rules' "I y"). */
export function stepPrompt(v: FirefightView, seat: string): string {
  const movers = moversOf(v, seat);
  const may = movers.length > 0 ? ` (allowance: ${allowances(v, movers)})` : " (every unit has moved)";
  switch (v.step.kind) {
    case "deploy":
      return "deployment: click one of your units (or pick it below), then click inside your zone (the yellow outline) to place it, or drag one of its models there; hidden from the other side until both have deployed";
    case "move":
      return `movement: click a unit, then the table where its centre goes (or drag one of its models there)${may}`;
    case "pair":
      return "pair off: click one of your units, then an enemy unit it sees, into a fire fight";
    case "join":
      return "join: click a left-over unit, then an enemy unit alone in a fire fight that it sees";
    case "advance":
      return `advancing moves: units in no fire fight move (click the table) or charge (click an enemy)${may}`;
    case "fights":
      return "fire fights: resolve the next fight (the non-priority player picks the order)";
    case "winner":
      return `the winner may advance (click the table) or charge (click an enemy)${may}`;
    case "rally":
      return `a unit that passed its Cg check may hold (Hold), advance (click the table) or charge (click an enemy)${may}`;
  }
}

/** The picked unit, in a list as well as by clicking its models. */
function UnitPick({ options }: { options: string[] }) {
  const app = useAppStore();
  const unit = useFirefightStore((s) => s.firefight.pick.unit);
  return (
    <Select
      testId="ff-unit"
      label="Picked unit"
      value={unit ?? ""}
      options={options}
      onChange={(u) => {
        const ff = firefightOf(app);
        ff.setFirefight({ pick: { ...ff.firefight.pick, unit: u || null, model: null }, aim: null });
      }}
    />
  );
}

/** The hovered move's cost against the allowance, or why it would be refused. */
function AimLine() {
  const aim = useFirefightStore((s) => s.firefight.aim);
  const unit = useFirefightStore((s) => s.firefight.pick.unit);
  if (!unit) return <p className="hint">Click one of your models to pick its unit.</p>;
  if (!aim || aim.unit !== unit)
    return <p className="hint">{unit} picked: point at the table to see the path and its cost.</p>;
  const cost = aim.costY === null ? "" : `path ${r2(aim.costY)} y of ${r2(aim.allowanceY)} y allowed`;
  return (
    <p className={aim.why ? "refusal" : "hint"} data-testid="ff-aim">
      {unit}: {cost}
      {cost && " (difficult ground counts double)"}
      {aim.why ? `${cost ? " — " : ""}refused: ${aim.why}` : " — click to move"}
    </p>
  );
}

/** The form of the step for the seat to act. */
export function StepForm({ v, seat, play }: { v: FirefightView; seat: string; play(c: Command): void }) {
  const [enemy, setEnemy] = useState("");
  const [fight, setFight] = useState("0");
  const unit = useFirefightStore((s) => s.firefight.pick.unit) ?? "";
  const k = v.step.kind;
  const mine = ownUnits(v, seat).map((u) => u.id);
  const theirs = v.units.filter((u) => u.side !== seat && u.status === "active").map((u) => u.id);
  const done = (
    <button type="button" data-testid="ff-done" onClick={() => play({ type: "done" })}>
      {k === "rally" ? "Hold" : "Done"} ({seat})
    </button>
  );
  if (v.step.kind === "deploy") return <DeployForm v={v} seat={seat} done={done} />;
  if (k === "move" || k === "advance" || k === "winner" || k === "rally") {
    // A charge: instead of an advancing move, by a fight's winner, or by a loser that passed its Cg test.
    const charge =
      k === "move" ? null : (
        <>
          <Select testId="ff-charge-enemy" value={enemy} options={theirs} onChange={setEnemy} />
          <button
            type="button"
            data-testid="ff-charge"
            disabled={!unit || !enemy}
            onClick={() => play({ type: "charge", unit, enemy })}
          >
            Charge
          </button>
        </>
      );
    return (
      <div className="ff-form">
        <UnitPick options={moversOf(v, seat)} />
        <AimLine />
        {charge}
        {done}
      </div>
    );
  }
  if (k === "pair" || k === "join") {
    return (
      <div className="ff-form">
        <UnitPick options={mine.filter((u) => !inFight(v, u))} />
        {k === "pair" ? (
          <Select
            testId="ff-enemy"
            value={enemy}
            options={theirs.filter((u) => !inFight(v, u))}
            onChange={setEnemy}
          />
        ) : (
          <Select
            testId="ff-fight"
            value={fight}
            options={v.fights.map((_, i) => String(i))}
            onChange={setFight}
          />
        )}
        <button
          type="button"
          data-testid="ff-pair"
          disabled={!unit || (k === "pair" && !enemy)}
          onClick={() =>
            play(k === "pair" ? { type: "pair", unit, enemy } : { type: "join", unit, fight: Number(fight) })
          }
        >
          {k === "pair" ? "Pair" : "Join"}
        </button>
        {done}
      </div>
    );
  }
  return (
    <div className="ff-form">
      {v.fights.map((f, i) =>
        f.resolved ? null : (
          <button
            key={f.a.join("+") + f.b.join("+")}
            type="button"
            data-testid={`ff-resolve-${i}`}
            onClick={() => play({ type: "resolve", fight: i })}
          >
            Resolve {f.a.join(" + ")} vs {f.b.join(" + ")}
          </button>
        ),
      )}
    </div>
  );
}

/**
 * Deployment: the picked unit goes where the table is clicked, in the picked formation (or one model
 * of it alone), and the enemy threat map: the ground a model standing anywhere in the enemy's zone
 * (points 4" apart) could see and reach with the enemy's longest weapon, under the firefight's sight
 * reading (threat.ts).
 */
function DeployForm({ v, seat, done }: { v: FirefightView; seat: string; done: React.ReactNode }) {
  const app = useAppStore();
  const table = useApp((s) => s.table);
  const pick = useFirefightStore((s) => s.firefight.pick);
  const [threat, setThreat] = useState(false);
  const enemy = v.units.find((u) => u.side !== seat)?.side ?? "";
  const first = v.priority;
  useEffect(() => {
    const st = app.getState();
    const watchers = enemy ? deployThreatWatchers(table, FF_RULES, v.units, enemy, [first, enemy]) : null;
    if (!threat || !watchers) {
      st.requestOverlay({ kind: "none", watchers: null });
      return;
    }
    st.requestOverlay({
      kind: "threat",
      side: enemy,
      watchers,
      targetHeight: "infantry",
      cellInches: 1,
    });
    return () => app.getState().requestOverlay({ kind: "none", watchers: null });
  }, [app, threat, table, enemy, first, v.units]);
  const models = v.models.filter((m) => m.unit === pick.unit).map((m) => m.id);
  const setPick = (patch: Partial<typeof pick>) => {
    const ff = firefightOf(app);
    ff.setFirefight({ pick: { ...ff.firefight.pick, ...patch } });
  };
  return (
    <div className="ff-form">
      <UnitPick options={ownUnits(v, seat).map((u) => u.id)} />
      <select
        data-testid="ff-formation"
        aria-label="Formation"
        value={pick.formation}
        onChange={(e) => setPick({ formation: e.target.value as Formation })}
      >
        {FORMATIONS.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
      <Select
        testId="ff-model"
        label="One model alone"
        value={pick.model ?? ""}
        options={models}
        onChange={(m) => setPick({ model: m || null })}
      />
      <p className="hint" data-testid="ff-deploy-hint">
        {pick.unit
          ? `Click inside your zone: ${pick.model ? `${pick.model} alone` : `${pick.unit} in ${pick.formation}`} goes there.`
          : "Click one of your models (or pick a unit) first."}
      </p>
      {done}
      <label>
        <input
          type="checkbox"
          data-testid="ff-threat"
          checked={threat}
          onChange={(e) => setThreat(e.target.checked)}
        />{" "}
        Enemy threat map: what {enemy} could see from anywhere in its zone
      </label>
    </div>
  );
}
