import { NIGHT } from "./air/data";
import { cmBetween, type Model, type Ww2State } from "./state";

/**
 * seed 002, Night Fighting: "Units can only fire at 50cm. in order to fire beyond this range the target
 * has to have fired. However if the target that fired moved in their next turn you must wait for them
 * to fire again before targeting them. Once you target an enemy its -2 for range penalties every 50cm.
 * Aircraft cannot be used at night. Only airborne infantry can be deployed."
 * Chosen readings: the 50 cm is measured from each firing model to the circle's nearest target model;
 * a unit that fired and has not moved since ("revealed") may be shot at from any range; at night every
 * full 50 cm band costs −2 in place of the day's −1 (the scope and height bonuses do not widen it: the
 * seed gives them for the day's bands); "only airborne infantry can be deployed" is read as: in a night
 * game, units come onto the table only by parachute or glider (no aircraft, no other reinforcements).
 */

/** Why a model may not fire at night at these targets, or null. */
export function nightShotProblem(
  firer: Pick<Model, "id" | "x" | "y">,
  targets: readonly Pick<Model, "x" | "y">[],
  revealed: boolean,
): string | null {
  if (revealed || targets.length === 0) return null;
  const d = Math.min(...targets.map((t) => cmBetween(firer, t)));
  if (d <= NIGHT.rangeCm.value + 1e-9) return null;
  return `at night ${firer.id} sees only ${NIGHT.rangeCm.value} cm (target ${d.toFixed(1)} cm away has not fired since it moved)`;
}

/** The night's range penalty: −2 for every full 50 cm band (the boundary included, as by day). */
export function nightRangePenalty(distanceCm: number): number {
  const bands = Math.floor(Math.round(distanceCm * 1e4) / Math.round(NIGHT.bandCm.value * 1e4));
  return bands === 0 ? 0 : bands * NIGHT.perBand.value;
}

/** Why a unit may not be deployed at night, or null (only airborne infantry may: a drop or a glider). */
export function nightDeployProblem(how: "drop" | "glider" | "aircraft" | "ground"): string | null {
  if (how === "drop" || how === "glider") return null;
  return how === "aircraft"
    ? "aircraft cannot be used at night (seed 002, Night Fighting)"
    : "only airborne infantry can be deployed at night (seed 002, Night Fighting)";
}

/**
 * Keeps each unit's `revealed` mark after a command at night: a unit any of whose models changed place
 * (a move, a charge, a tow, a flight from melee) is no longer revealed; then a unit that fired (a shot
 * event of its, defensive fire included) is. By day the state is returned as it is.
 */
export function trackRevealed(
  before: Ww2State,
  after: Ww2State,
  events: readonly { type: string; unit?: string }[],
): Ww2State {
  if (!after.night) return after;
  const was = new Map(before.models.map((m) => [m.id, m]));
  const moved = new Set(
    after.models
      .filter((m) => {
        const b = was.get(m.id);
        return b !== undefined && (b.x !== m.x || b.y !== m.y || b.storey !== m.storey);
      })
      .map((m) => m.unit),
  );
  const fired = new Set(events.filter((e) => e.type === "shot" && e.unit).map((e) => e.unit!));
  if (moved.size === 0 && fired.size === 0) return after;
  return {
    ...after,
    units: after.units.map((u) => {
      const revealed = fired.has(u.id) || (!moved.has(u.id) && u.revealed === true);
      return revealed === (u.revealed === true) ? u : { ...u, revealed };
    }),
  };
}
