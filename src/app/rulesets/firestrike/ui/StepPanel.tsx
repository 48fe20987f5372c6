import type { Base, GameState } from "../../../../core/firestrike/state";
import { AIRSTRIKE_TYPES } from "../../../../core/firestrike/vocab";
import { useAppStore } from "../../../store/hooks";
import { statsOf } from "../rules";
import { gameOf, useFirestrikeStore } from "../store/game-store";
import { playEntry } from "../tools/actions";
import type { Chip } from "../view";
import { FacingField, MovementStep } from "./MovementPanel";

/** One empty list for bases with no chips: a fresh [] per read would make the store selector loop. */
const NO_CHIPS: readonly Chip[] = [];

/** A base's card: what it is and the markers on it. */
function BaseCard({ b, s }: { b: Base; s: GameState }) {
  const chips = useFirestrikeStore((st) => st.game.view?.chips[b.id] ?? NO_CHIPS);
  const line = statsOf(useAppStore()).byId.get(b.statLine);
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

/** The indirect weapon an impact zone is fired with (the engine picks the first when none is chosen). */
function ZoneWeapon({ s, firer, weapon }: { s: GameState; firer: string; weapon: string | null }) {
  const app = useAppStore();
  const b = s.bases[firer];
  const weapons = b
    ? (statsOf(app)
        .byId.get(b.statLine)
        ?.weapons.filter((w) => w.fire === "indirect")
        .map((w) => w.name) ?? [])
    : [];
  if (weapons.length === 0) return null;
  return (
    <label>
      Weapon{" "}
      <select
        data-testid="zone-weapon"
        value={weapon ?? weapons[0]}
        onChange={(e) =>
          gameOf(app).setGame({ placing: { kind: "impact-zone", firer, weapon: e.target.value } })
        }
      >
        {weapons.map((w) => (
          <option key={w} value={w}>
            {w}
          </option>
        ))}
      </select>
    </label>
  );
}

/** What the side to act can do in this step, and the selected base. */
export function StepPanel() {
  const app = useAppStore();
  const v = useFirestrikeStore((s) => s.game.view);
  const selected = useFirestrikeStore((s) => s.game.selected);
  const placing = useFirestrikeStore((s) => s.game.placing);
  if (!v?.state) return null;
  const s = v.state;
  const who = v.actor;
  const act = (e: object) => playEntry(app, e);
  const todo = (kind: string) => v.todo.find((t) => t.kind === kind)?.ids ?? [];
  const sel = selected ? s.bases[selected] : undefined;
  const live = v.replayAt === null && who !== null;
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
                gameOf(app).setGame({
                  placing: { kind: "impact-zone", firer: b, weapon: null },
                  selected: s.bases[b] ? b : null,
                })
              }
            >
              Place impact zone: {b}
            </button>
          ))}
          {placing?.kind === "impact-zone" && (
            <ZoneWeapon s={s} firer={placing.firer} weapon={placing.weapon} />
          )}
          <p className="hint">Then click the table where the barrage falls.</p>
        </div>
      )}
      {live && s.step === "movement" && <MovementStep s={s} who={who} selected={sel} />}
      {live && s.step === "place-airstrikes" && (
        <div className="row wrap">
          {AIRSTRIKE_TYPES.map((k) => (
            <button
              type="button"
              key={k}
              data-testid={`airstrike-${k}`}
              onClick={() =>
                gameOf(app).setGame({
                  placing: {
                    kind: "airstrike",
                    side: who,
                    strike: k,
                    facing: placing?.kind === "airstrike" ? placing.facing : 0,
                  },
                })
              }
            >
              {k} strike
            </button>
          ))}
          {placing?.kind === "airstrike" && (
            <FacingField
              value={placing.facing}
              onChange={(f) => gameOf(app).setGame({ placing: { ...placing, facing: f } })}
              testId="airstrike-facing"
              label={`${placing.strike} square turned`}
            />
          )}
          <p className="hint">Pick a strike, turn its square ([ and ]) if you like, then click the table.</p>
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
