import type { HitRow } from "../../../../core/firestrike/charts/schema";
import { reasonLine } from "../../../../core/los/verdict-text";
import { useApp, useAppStore } from "../../../store/hooks";
import { gameOf, useFirestrikeStore } from "../store/game-store";
import { fireNow } from "../tools/actions";
import { fireBlocked, firerProblem } from "./fire-choice";

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** The natural roll each result needs, read from the hit table row and the die modifiers. */
function needs(rows: readonly HitRow[], modifierTotal: number): string {
  return rows
    .map((r) => ({ r: r.result, n: r.min - modifierTotal }))
    .map((x) => (x.n > 20 ? `${x.r}: impossible` : x.n <= 1 ? `${x.r}: any roll` : `${x.r} on ${x.n}+`))
    .join(", ");
}

/**
 * The combat calculator (direct fire): pick a firer and a target (click them, or choose here). It shows
 * the measured line of sight with its cover share and reasons (the rays are drawn on the table), every
 * halving and die modifier with its rule and source, and what each result needs on the d20, then fires.
 */
export function CombatPanel() {
  const app = useAppStore();
  const v = useFirestrikeStore((s) => s.game.view);
  const fire = useFirestrikeStore((s) => s.game.fire);
  const los = useApp((s) => s.los);
  const revision = useApp((s) => s.revision);
  const api = useFirestrikeStore((s) => s.gameApi);
  const p = useFirestrikeStore((s) => s.game.preview);
  if (!v?.state || !api) return null;
  const stats = api.rules.stats;
  const s = v.state;
  const who = v.actor;
  const set = (patch: Partial<typeof fire>) => {
    const next = { ...fire, ...patch };
    gameOf(app).setGame({ fire: next });
    if (next.firer && next.target) app.getState().setLosPair(next.firer, next.target);
  };
  // Bases that may fire first; the others stay listed with the reason they may not (issue 23 item 3).
  const mine = Object.values(s.bases)
    .filter((b) => b.side === who && b.status === "active" && !b.carriedBy)
    .sort((a, b) => Number(firerProblem(stats, a) !== null) - Number(firerProblem(stats, b) !== null));
  const enemies = Object.values(s.bases).filter(
    (b) => b.side !== who && b.status === "active" && !b.carriedBy,
  );
  const firer = fire.firer ? s.bases[fire.firer] : undefined;
  const blocked = fireBlocked(stats, fire, p, firer, v.replayAt !== null);
  const weapons = firer
    ? (stats.byId.get(firer.statLine)?.weapons ?? []).filter((w) => w.fire !== "indirect")
    : [];
  const verdict =
    los.verdict && los.revision === revision && los.observerId === fire.firer && los.targetId === fire.target
      ? los.verdict
      : null;
  const side = s.sides.find((x) => x.id === who);
  const lastFire = [...v.rows]
    .reverse()
    .find((r) => r.kind === "roll" && (r.roll?.purpose === "direct-fire" || r.roll?.purpose === "sa-die"));
  return (
    <section className="panel" data-testid="combat-panel">
      <h2>Combat calculator</h2>
      <div className="row wrap">
        <label>
          Firer{" "}
          <select
            data-testid="fire-firer"
            value={fire.firer ?? ""}
            onChange={(e) => set({ firer: e.target.value || null, weapon: null })}
          >
            <option value="">—</option>
            {mine.map((b) => {
              const why = firerProblem(stats, b);
              return (
                <option key={b.id} value={b.id} disabled={why !== null}>
                  {b.id}
                  {why ? ` (${why})` : ""}
                </option>
              );
            })}
          </select>
        </label>
        <label>
          Target{" "}
          <select
            data-testid="fire-target"
            value={fire.target ?? ""}
            onChange={(e) => set({ target: e.target.value || null })}
          >
            <option value="">—</option>
            {enemies.map((b) => (
              <option key={b.id} value={b.id}>
                {b.id}
              </option>
            ))}
          </select>
        </label>
        <label>
          Weapon{" "}
          <select
            data-testid="fire-weapon"
            value={fire.weapon ?? ""}
            onChange={(e) => set({ weapon: e.target.value || null })}
          >
            <option value="">best legal</option>
            {weapons.map((w) => (
              <option key={w.name} value={w.name}>
                {w.name} ({w.fire}, {w.attack} {w.codes}, {w.rangeInches}")
              </option>
            ))}
          </select>
        </label>
        <label title="seed 000 §2.2: SA dice back up heavy fire (project default: roll twice, keep the better)">
          <input
            type="checkbox"
            checked={fire.useSa}
            disabled={!side || side.saDice <= 0}
            onChange={(e) => set({ useSa: e.target.checked })}
          />{" "}
          SA die ({side?.saDice ?? 0} left)
        </label>
      </div>
      {verdict && (
        <div
          className="los-summary"
          data-testid="fire-los"
          data-visible={String(verdict.visible)}
          data-cover={String(verdict.coverFraction)}
        >
          <b>{verdict.visible ? "In sight" : "Not in sight"}</b> · {verdict.distanceInches}" (
          {verdict.distanceYards} yd) · cover {Math.round(verdict.coverFraction * 100)}%
          {verdict.covered ? " (covered)" : ""}
          <ul className="reasons">
            {verdict.reasons.map((r) => (
              <li key={r.text}>{reasonLine(r)}</li>
            ))}
          </ul>
        </div>
      )}
      {p && (
        <div
          className="calc"
          data-testid="fire-calc"
          data-legal={String(p.calc.legal)}
          data-attack={p.calc.attackPoints}
          data-modifiers={p.calc.dieModifierTotal}
        >
          <div>
            {p.calc.weapon}: attack {p.calc.baseAttackPoints}
            {p.calc.halvings.map((h) => (
              <div key={h.rule} className="mod" data-rule={h.rule}>
                ½ {h.text} <span className="src">{h.source}</span>
              </div>
            ))}
            → <b>{p.calc.attackPoints}</b> against defence {p.calc.defenceValue}
          </div>
          <table className="mods">
            <tbody>
              {p.calc.dieModifiers.map((m) => (
                <tr key={m.rule} data-testid="fire-modifier" data-rule={m.rule}>
                  <td>{signed(m.value)}</td>
                  <td>{m.text}</td>
                  <td className="src">
                    {m.rule} · {m.source}
                  </td>
                </tr>
              ))}
              <tr>
                <td>
                  <b>{signed(p.calc.dieModifierTotal)}</b>
                </td>
                <td colSpan={2}>on the d20 · {needs(p.rows, p.calc.dieModifierTotal)}</td>
              </tr>
            </tbody>
          </table>
          {!p.calc.legal && (
            <p className="error" data-testid="fire-refusal">
              {p.calc.refusal?.message}
            </p>
          )}
        </div>
      )}
      <button
        type="button"
        className="primary"
        data-testid="fire"
        disabled={blocked !== null}
        title={blocked ?? "Roll the shot"}
        onClick={() => fireNow(app)}
      >
        Fire
      </button>
      {blocked && (!p || p.calc.legal) && (
        <p className="hint" data-testid="fire-blocked">
          {blocked}
        </p>
      )}
      {lastFire && (
        <p className="hint" data-testid="fire-result">
          Last roll: {lastFire.text}
        </p>
      )}
      <p className="hint">
        Fire within a step is simultaneous: hits apply when the step ends (seed 000 §6.5).
      </p>
    </section>
  );
}
