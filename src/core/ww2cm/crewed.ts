import { type RuleError, refuse } from "../game/ruleset";
import { ok, type Result } from "../result";
import { cmToInches } from "../table/length-unit";
import type { Table } from "../table/schema";
import { CM, HORSES, TOUCH_CM, vehicleOf, weaponOf } from "./data";
import { alive, cmBetween, type Model, type Unit, unitOf, type Ww2State } from "./state";

/**
 * seed 002, Crewed weapons. Chosen reading of "Before they move you must select if you want to spend one
 * turn packing or one turn setting up. If you choose to spend one turn packing then you may shoot when
 * you set up. If you choose to spend a turn unpacking you may move instantly initially": of packing and
 * setting up, one costs a turn. A crewed weapon that packs and stays put that turn (`packed: "a-turn"`)
 * sets up and shoots in one later turn; one that packs and moves at once (`"at-once"`) spends the turn
 * it sets up doing so. Artillery "must spend a full turn packing the gun before they move", is moved by
 * a vehicle, horses or its crew at 4 cm with the crew touching the piece (its first model), and spends
 * "another turn setting up". A weapon with rapid redeployment never packs but "may not move and shoot".
 * Packing and setting up are done in the movement phase.
 */

/** Whether the unit's weapon is crewed or artillery (it packs and sets up). */
export function crewKind(unit: Unit): "crewed" | "artillery" | null {
  const rules = weaponOf(unit.weapon)?.rules ?? [];
  return rules.includes("artillery") ? "artillery" : rules.includes("crewed") ? "crewed" : null;
}

/** The crew packs the gun or sets it up. */
export function crewAction(
  s: Ww2State,
  unit: Unit,
  action: "pack" | "set-up",
): Result<{ state: Ww2State; event: CrewEvent }, RuleError> {
  const kind = crewKind(unit);
  if (!kind) return refuse("not-crewed", `${unit.name}'s ${unit.weapon} is no crewed weapon`, "$.unit");
  if (unit.pinned || unit.morale !== "ok")
    return refuse(
      "cannot-crew",
      `${unit.name} is ${unit.morale === "ok" ? "pinned" : unit.morale}`,
      "$.unit",
    );
  if (unit.crewBusy)
    return refuse("cannot-crew", `${unit.name} is already ${unit.crewBusy} this turn`, "$.unit");
  const patch: Partial<Unit> = {};
  if (action === "pack") {
    if (unit.packed) return refuse("cannot-crew", `${unit.name} is packed already`, "$.action");
    if (unit.moved || unit.shot)
      return refuse("cannot-crew", `${unit.name} has ${unit.shot ? "shot" : "moved"} this turn`, "$.action");
    patch.packed = "a-turn";
    patch.crewBusy = "packing";
  } else {
    if (!unit.packed) return refuse("cannot-crew", `${unit.name} is set up already`, "$.action");
    // Artillery always spends a turn setting up; a crewed weapon only when it moved the turn it packed.
    if (kind === "artillery" || unit.packed === "at-once") patch.crewBusy = "setting-up";
  }
  const units = s.units.map((u) => {
    if (u.id !== unit.id) return u;
    const next: Unit = { ...u, ...patch };
    if (action === "set-up") delete next.packed;
    return next;
  });
  return ok({ state: { ...s, units }, event: { type: "crew", unit: unit.id, action } });
}

/** A gun packed or set up. */
export interface CrewEvent {
  type: "crew";
  unit: string;
  action: "pack" | "set-up";
}

/** Why a crewed weapon may not shoot now, or null. */
export function crewShootProblem(unit: Unit): string | null {
  const kind = crewKind(unit);
  const rules = weaponOf(unit.weapon)?.rules ?? [];
  if (rules.includes("rapid-redeployment") && unit.moved)
    return `${unit.name} has rapid redeployment: it "may not move and shoot"`;
  if (!kind) return null;
  if (unit.packed) return `${unit.name} is packed: it sets up before it shoots`;
  if (unit.crewBusy === "setting-up") return `${unit.name} spends this turn setting up`;
  if (unit.crewBusy === "packing") return `${unit.name} spends this turn packing`;
  return null;
}

/** Why an artillery crew's move leaves the piece untouched, or null ("must be touching the piece"). */
export function touchProblem(unit: Unit, models: readonly Model[]): string | null {
  if (crewKind(unit) !== "artillery") return null;
  const mine = models.filter((m) => m.unit === unit.id && !m.dead);
  const piece = mine[0];
  if (!piece) return null;
  const off = mine.find((m) => cmBetween(m, piece) > TOUCH_CM.value + 1e-9);
  return off ? `${off.id} must touch the piece ${piece.id} (within ${TOUCH_CM.value} cm) to move it` : null;
}

/** How far a unit tows a gun, cm: a vehicle its profile's tow move, horses 8 cm, a crew on foot 4 cm. */
export function towCm(tower: Unit): number {
  if (tower.vehicle) return vehicleOf(tower.vehicle.profile)?.towCm ?? 0;
  return tower.mounted ? HORSES.towCm.value : CM.move.value;
}

/** A gun towed. */
export interface TowEvent {
  type: "towed";
  unit: string;
  gun: string;
  cm: number;
}

/**
 * seed 002, Crewed weapons: "If a vehicle is towing it then it moves at the vehicles movement, or the
 * horses towing movement or the infantry moving it at 4cm": the tower (touching the gun's piece) goes to
 * `to` within its tow move and the gun's models follow by the same offset; both have moved.
 */
export function tow(
  s: Ww2State,
  table: Table,
  tower: Unit,
  gunId: string,
  to: [number, number],
  towerProblem: string | null,
): Result<{ state: Ww2State; event: TowEvent }, RuleError> {
  const gun = unitOf(s, gunId);
  if (!gun || gun.side !== tower.side)
    return refuse("bad-gun", `"${gunId}" is no gun of ${tower.side}`, "$.gun");
  if (!crewKind(gun)) return refuse("bad-gun", `${gun.name} is no crewed weapon or artillery`, "$.gun");
  if (!gun.packed) return refuse("bad-gun", `${gun.name} is set up: it packs before it is towed`, "$.gun");
  if (gun.crewBusy === "packing" && crewKind(gun) === "artillery")
    return refuse("bad-gun", `${gun.name} spends this turn packing`, "$.gun");
  if (gun.moved) return refuse("bad-gun", `${gun.name} has moved this turn`, "$.gun");
  if (towerProblem) return refuse("cannot-move", towerProblem, "$.unit");
  if (gun.id === tower.id) return refuse("bad-gun", "a unit does not tow itself; move it", "$.gun");
  const t0 = alive(s, tower.id)[0];
  const piece = alive(s, gun.id)[0];
  if (!t0 || !piece) return refuse("bad-gun", "nothing stands to tow or be towed", "$.gun");
  const gap = cmBetween(t0, piece);
  if (gap > TOUCH_CM.value + 1e-9)
    return refuse(
      "too-far",
      `${tower.name} is ${gap.toFixed(1)} cm from ${gun.name}; it must touch it (${TOUCH_CM.value} cm)`,
      "$.gun",
    );
  const cm = cmBetween(t0, { x: to[0], y: to[1] });
  const limit = towCm(tower);
  if (Math.round(cm * 1e6) > Math.round(limit * 1e6))
    return refuse(
      "too-far",
      `${tower.name} tows ${limit} cm; (${to[0]}, ${to[1]}) is ${cm.toFixed(1)} cm away`,
      "$.to",
    );
  const [dx, dy] = [to[0] - t0.x, to[1] - t0.y];
  const w = table.width * 2.54;
  const d = table.depth * 2.54;
  const models = s.models.map((m) => {
    if (m.dead || (m.unit !== gun.id && m.id !== t0.id && m.unit !== tower.id)) return m;
    return { ...m, x: m.x + dx, y: m.y + dy };
  });
  const off = models.find(
    (m) =>
      !m.dead &&
      (m.unit === gun.id || m.unit === tower.id) &&
      (cmToInches(m.x) < 0 || cmToInches(m.y) < 0 || m.x > w || m.y > d),
  );
  if (off) return refuse("off-table", `${off.id} would end off the table`, "$.to");
  const units = s.units.map((u) => (u.id === tower.id || u.id === gun.id ? { ...u, moved: true } : u));
  return ok({ state: { ...s, models, units }, event: { type: "towed", unit: tower.id, gun: gun.id, cm } });
}
