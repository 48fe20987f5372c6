import { type RuleError, refuse } from "../game/ruleset";
import { ok, type Result } from "../result";
import { cmToInches } from "../table/length-unit";
import type { Table } from "../table/schema";
import { crewKind } from "./crewed";
import { CM, vehicleOf } from "./data";
import { moveProblem } from "./moves";
import { alive, cmBetween, type Unit, unitOf, type Ww2State } from "./state";

/**
 * seed 002, Unarmoured Vehicles: passengers ("kill a passenger on 6+"). The seed says nothing of getting
 * in or out; project defaults (after Bolt Action's transports): in its movement phase a foot unit that
 * has not moved gets in an unarmoured vehicle of its side with a free seat for each of its models, each
 * model within its 4 cm move of the vehicle; its models ride at the vehicle's model and go where it goes;
 * a rider does not shoot. A unit that did not get in this turn gets out in its movement phase, each model
 * set within 4 cm of the vehicle, and counts as having moved (it may shoot, −1 without move-and-shoot).
 * A vehicle put out of action lets its riders out where it stood (fire.ts).
 */

/** A unit got into or out of a vehicle. */
export type TransportEvent =
  | { type: "embarked"; unit: string; vehicle: string }
  | { type: "disembarked"; unit: string; vehicle: string };

/** The seats an unarmoured vehicle has, or null when it carries nobody. */
const seatsOf = (v: Unit): number | null =>
  v.vehicle ? (vehicleOf(v.vehicle.profile)?.unarmoured?.seats ?? null) : null;

/** The models riding in a vehicle. */
export const ridersOf = (s: Ww2State, vehicle: string) =>
  s.models.filter((m) => !m.dead && unitOf(s, m.unit)?.inside === vehicle);

/** A unit gets into a vehicle of its side. */
export function embark(
  s: Ww2State,
  unit: Unit,
  vehicleId: string,
): Result<{ state: Ww2State; event: TransportEvent }, RuleError> {
  if (unit.vehicle) return refuse("cannot-embark", `${unit.name} is a vehicle`, "$.unit");
  if (unit.inside) return refuse("cannot-embark", `${unit.name} already rides in ${unit.inside}`, "$.unit");
  if (unit.mounted || crewKind(unit))
    return refuse(
      "cannot-embark",
      `${unit.name} ${unit.mounted ? "is mounted" : "is a gun: it is towed"}, not carried (project default)`,
      "$.unit",
    );
  const problem = moveProblem(unit);
  if (problem) return refuse("cannot-embark", problem, "$.unit");
  const v = unitOf(s, vehicleId);
  const seats = v ? seatsOf(v) : null;
  if (!v || v.side !== unit.side || seats === null)
    return refuse("bad-vehicle", `"${vehicleId}" is no unarmoured vehicle of ${unit.side}`, "$.vehicle");
  const at = alive(s, v.id)[0];
  if (!at) return refuse("bad-vehicle", `${v.name} is out of action`, "$.vehicle");
  const mine = alive(s, unit.id);
  const riding = ridersOf(s, v.id).length;
  if (riding + mine.length > seats)
    return refuse(
      "no-seats",
      `${v.name} seats ${seats}; ${riding} ride in it and ${unit.name} has ${mine.length}`,
      "$.vehicle",
    );
  const far = mine.find((m) => Math.round(cmBetween(m, at) * 1e6) > Math.round(CM.move.value * 1e6));
  if (far)
    return refuse(
      "too-far",
      `${far.id} is ${cmBetween(far, at).toFixed(1)} cm from ${v.name}; a model gets in within its ${CM.move.value} cm move`,
      "$.vehicle",
    );
  const state: Ww2State = {
    ...s,
    models: s.models.map((m) => (m.unit === unit.id && !m.dead ? { ...m, x: at.x, y: at.y, storey: 0 } : m)),
    units: s.units.map((u) => (u.id === unit.id ? { ...u, inside: v.id, moved: true } : u)),
  };
  return ok({ state, event: { type: "embarked", unit: unit.id, vehicle: v.id } });
}

/** A unit gets out of its vehicle, each model set within 4 cm of it. */
export function disembark(
  s: Ww2State,
  table: Table,
  unit: Unit,
  to: readonly { model: string; x: number; y: number }[],
): Result<{ state: Ww2State; event: TransportEvent }, RuleError> {
  if (!unit.inside) return refuse("cannot-disembark", `${unit.name} rides in no vehicle`, "$.unit");
  const vehicle = unit.inside;
  const { inside: _out, ...afoot } = unit;
  const problem = unit.moved ? `${unit.name} got in this turn` : moveProblem(afoot);
  if (problem) return refuse("cannot-disembark", problem, "$.unit");
  const at = alive(s, vehicle)[0];
  if (!at) return refuse("cannot-disembark", `${vehicle} stands nowhere`, "$.unit");
  const mine = alive(s, unit.id);
  for (let i = 0; i < to.length; i++) {
    const t = to[i]!;
    const p = `$.to[${i}]`;
    if (!mine.some((m) => m.id === t.model))
      return refuse("bad-model", `"${t.model}" is no standing model of ${unit.name}`, `${p}.model`);
    if (to.findIndex((x) => x.model === t.model) !== i)
      return refuse("bad-model", `"${t.model}" is placed twice`, `${p}.model`);
    const [xi, yi] = [cmToInches(t.x), cmToInches(t.y)];
    if (xi < 0 || yi < 0 || xi > table.width || yi > table.depth)
      return refuse("off-table", `(${t.x}, ${t.y}) cm is off the table`, p);
    const d = cmBetween(t, at);
    if (Math.round(d * 1e6) > Math.round(CM.move.value * 1e6))
      return refuse(
        "too-far",
        `${t.model} would stand ${d.toFixed(1)} cm from the vehicle; a model gets out within ${CM.move.value} cm`,
        p,
      );
  }
  const missing = mine.find((m) => !to.some((t) => t.model === m.id));
  if (missing) return refuse("bad-model", `every model gets out: ${missing.id} has no place`, "$.to");
  const state: Ww2State = {
    ...s,
    models: s.models.map((m) => {
      const t = to.find((x) => x.model === m.id);
      return t && m.unit === unit.id ? { ...m, x: t.x, y: t.y } : m;
    }),
    units: s.units.map((u) => (u.id === unit.id ? { ...afoot, moved: true } : u)),
  };
  return ok({ state, event: { type: "disembarked", unit: unit.id, vehicle } });
}

/** After a vehicle's move, its riders' models stand where it now stands. */
export function carryRiders(before: Ww2State, after: Ww2State, moved: string): Ww2State {
  if (!unitOf(before, moved)?.vehicle) return after;
  const at = alive(after, moved)[0];
  if (!at) return after;
  const riders = new Set(ridersOf(before, moved).map((m) => m.id));
  if (riders.size === 0) return after;
  return { ...after, models: after.models.map((m) => (riders.has(m.id) ? { ...m, x: at.x, y: at.y } : m)) };
}
