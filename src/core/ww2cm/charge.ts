import { type Dice, type RuleError, refuse } from "../game/ruleset";
import { ok, type Result } from "../result";
import type { Table } from "../table/schema";
import { CM } from "./data";
import { type ShotEvent, shoot } from "./fire";
import type { Ww2Oracle } from "./measured";
import { fightMelee, type MeleeEvent } from "./melee";
import type { MoraleEvent } from "./morale";
import { alive, cmBetween, lockOf, type Model, type Unit, unitOf, type Ww2State } from "./state";

/**
 * seed 002, Melee: "To get into melee you merely have to get into combat with the enemy. Any defensive
 * weapons may fire before combat starts. If defensive fire claims 50% of the enemy squad it must take a
 * moral test." Project defaults: a charge reaches an enemy whose nearest model is within the chargers'
 * 8 cm sprint; each charger closes to 1 cm of its nearest enemy model (or as far as 8 cm takes it); a
 * unit that shot, sprinted, is pinned or in shock does not charge; vehicles take no part in melee.
 */
export function charge(
  s: Ww2State,
  oracle: Ww2Oracle,
  table: Table,
  unit: Unit,
  targetId: string,
  dice: Dice,
): Result<{ state: Ww2State; events: (ShotEvent | MoraleEvent | MeleeEvent)[] }, RuleError> {
  const target = unitOf(s, targetId);
  if (!target || target.side === unit.side)
    return refuse("bad-target", `"${targetId}" is no enemy unit`, "$.target");
  if (unit.vehicle || target.vehicle)
    return refuse("bad-target", "vehicles take no part in melee (project default)", "$.target");
  const why = unit.charged
    ? "is already in melee"
    : unit.shot
      ? "has shot this turn"
      : unit.sprinted
        ? "sprinted this turn"
        : unit.pinned || unit.morale !== "ok"
          ? `is ${unit.morale === "ok" ? "pinned" : unit.morale}`
          : null;
  if (why) return refuse("cannot-charge", `${unit.name} ${why}`, "$.unit");
  // project default: one melee a unit; a locked melee is joined only by fire (seed 002, Firing into a melee)
  const held = lockOf(s, target.id);
  if (held)
    return refuse(
      "bad-target",
      `${target.name} is locked in melee with ${unitOf(s, held.units.find((u) => u !== target.id)!)?.name}: fire into the melee instead (project default)`,
      "$.target",
    );
  const mine = alive(s, unit.id);
  const theirs = alive(s, target.id);
  if (theirs.length === 0) return refuse("bad-target", `${target.name} has no model standing`, "$.target");
  const nearest = (m: Model) => theirs.reduce((a, b) => (cmBetween(a, m) <= cmBetween(b, m) ? a : b));
  const gap = Math.min(...mine.map((m) => cmBetween(m, nearest(m))));
  if (Math.round(gap * 1e6) > Math.round((CM.sprint.value + CM.contact.value) * 1e6))
    return refuse(
      "too-far",
      `${target.name} is ${gap.toFixed(1)} cm away; a charge reaches ${CM.sprint.value} cm`,
      "$.target",
    );
  const closed = s.models.map((m) => {
    if (m.dead || m.unit !== unit.id) return m;
    const t = nearest(m);
    const d = cmBetween(m, t);
    const go = Math.min(CM.sprint.value, Math.max(0, d - CM.contact.value));
    return d === 0 ? m : { ...m, x: m.x + ((t.x - m.x) / d) * go, y: m.y + ((t.y - m.y) / d) * go };
  });
  let state: Ww2State = { ...s, models: closed };
  const events: (ShotEvent | MoraleEvent | MeleeEvent)[] = [];
  // Defensive fire at the chargers' front model, from the charged unit's standing models.
  const chargers = alive(state, unit.id);
  const c = {
    x: theirs.reduce((n, m) => n + m.x, 0) / theirs.length,
    y: theirs.reduce((n, m) => n + m.y, 0) / theirs.length,
  };
  const front = chargers.reduce((a, b) => (cmBetween(a, c) <= cmBetween(b, c) ? a : b));
  const fire = shoot(state, oracle, target, [front.x, front.y], undefined, dice, true);
  if (fire.ok) {
    state = fire.value.state;
    events.push(...fire.value.events);
  }
  const after = unitOf(state, unit.id)!;
  if (alive(state, unit.id).length === 0 || after.morale !== "ok") {
    // The charge breaks on the defensive fire: no melee.
    state = { ...state, units: state.units.map((u) => (u.id === unit.id ? { ...u, moved: true } : u)) };
    return ok({ state, events });
  }
  const m = fightMelee(state, [unit.id, target.id], dice, oracle, table);
  events.push(m.event);
  return ok({ state: m.state, events });
}
