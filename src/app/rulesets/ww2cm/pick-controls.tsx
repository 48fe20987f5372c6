import { allowanceCm, moveProblem } from "../../../core/ww2cm/moves";
import { alive, type Unit, type Ww2State } from "../../../core/ww2cm/state";
import { useAppStore } from "../../store/hooks";
import { centreOf, moveTo, pivotsBetween, toggleFirer, turned } from "./play-tool";
import { useWw2Store, ww2Of } from "./store";

/**
 * The picked unit's own choices in the side panel, all by clicks: a vehicle's pivot before it moves
 * (seed 002, Vehicles: "Each 90degree pivot quarters the tanks movement"), and which of a unit's models
 * fire at the circle (the shot's `firers`).
 */

/** A vehicle's pivot: turn a quarter left or right (the ring shrinks), pivot in place, or none. */
export function PivotChoice({ unit, view }: { unit: Unit; view: Ww2State }) {
  const app = useAppStore();
  const heading = useWw2Store((s) => s.ww2.heading);
  const vehicle = unit.vehicle!;
  const to = heading ?? vehicle.heading;
  const pivots = pivotsBetween(vehicle.heading, to);
  const problem = moveProblem(unit);
  const set = (h: number | null) =>
    ww2Of(app).setWw2({ heading: h === null || h === vehicle.heading ? null : h });
  const inPlace = () => {
    const c = centreOf(view, unit.id);
    const cmd = c ? moveTo(view, unit.id, c, false, to) : null;
    if (cmd) ww2Of(app).ww2Api?.play(cmd);
  };
  return (
    <div className="group" data-testid="ww2-pivot">
      <span data-testid="ww2-heading">
        Facing {Math.round(vehicle.heading)}°
        {pivots > 0
          ? ` → ${Math.round(to)}° (${pivots} pivot${pivots > 1 ? "s" : ""}: moves ${allowanceCm(unit, false, pivots)} cm)`
          : ` (moves ${allowanceCm(unit, false, 0)} cm)`}
      </span>{" "}
      <button
        type="button"
        data-testid="ww2-pivot-left"
        disabled={problem !== null}
        title={problem ?? "Pivot 90° anticlockwise before the move"}
        onClick={() => set(turned(to, -90))}
      >
        ⟲ 90°
      </button>
      <button
        type="button"
        data-testid="ww2-pivot-right"
        disabled={problem !== null}
        title={problem ?? "Pivot 90° clockwise before the move"}
        onClick={() => set(turned(to, 90))}
      >
        ⟳ 90°
      </button>
      <button
        type="button"
        data-testid="ww2-pivot-only"
        disabled={problem !== null || pivots === 0}
        title={
          problem ?? (pivots === 0 ? "choose a pivot first" : "Pivot where it stands, and move no further")
        }
        onClick={inPlace}
      >
        Pivot in place
      </button>
    </div>
  );
}

/** Which of the picked unit's models fire: a box each (shift-click on the table does the same). */
export function FirerChoice({ unit, view }: { unit: Unit; view: Ww2State }) {
  const app = useAppStore();
  const firers = useWw2Store((s) => s.ww2.firers);
  const models = alive(view, unit.id);
  if (models.length < 2) return null;
  const toggle = (id: string) => {
    const w = ww2Of(app);
    const next = toggleFirer(view, unit.id, w.ww2.firers, id);
    const aim = w.ww2.aim;
    w.setWw2({ firers: next, lines: aim ? (w.ww2Api?.measure(unit.id, aim, next) ?? []) : [] });
  };
  return (
    <fieldset className="group" data-testid="ww2-firers">
      <legend>
        Firing models ({firers ? firers.length : models.length} of {models.length})
      </legend>
      {models.map((m) => (
        <label key={m.id}>
          <input
            type="checkbox"
            data-testid={`ww2-firer-${m.id}`}
            checked={firers === null || firers.includes(m.id)}
            onChange={() => toggle(m.id)}
          />{" "}
          {m.id}
        </label>
      ))}
    </fieldset>
  );
}
