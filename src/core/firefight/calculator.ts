import type { Table } from "../table/schema";
import type { Fight } from "./fight";
import type { Model, Unit } from "./model";
import { saveTarget, type WeaponClass } from "./rules-data";
import { type AllocationLine, allocationOrder, type ShooterLine, shooterLines } from "./shots";
import { type FirefightWorld, type Forces, profileOf } from "./world";

/**
 * The fire-fight calculator (`sightline firefight`, the app's panel): before any die, per model, who
 * shoots with what to-hit number and why, and the order the wounds go in with each model's save target
 * (S, T, cover). Units on a plain table are its bases grouped by `formation` (a base with none is a
 * unit of one), each base a model.
 */

/** A table's bases as firefight units and models; `profileOf(unitId)` picks each unit's profile. */
export function forcesFromTable(
  table: Table,
  pick: (unit: string, side: string) => { profile: string; weapon: WeaponClass },
): Forces {
  const units: Unit[] = [];
  const models: Model[] = [];
  for (const b of table.units) {
    const id = b.formation ?? b.id;
    if (!units.some((u) => u.id === id)) {
      const p = pick(id, b.side);
      units.push({ id, side: b.side, name: id, profile: p.profile, weapon: p.weapon, status: "active" });
    }
    models.push({ id: b.id, unit: id, x: b.x, y: b.y, wounds: 0, slain: false });
  }
  return { units, models };
}

/** One target model in the allocation order with its save target against this attacker. */
export interface SaveOrderLine extends AllocationLine {
  s: number;
  t: number;
  tableTarget: number;
  target: number;
}

export interface FightCalculation {
  fight: Fight;
  shooters: ShooterLine[];
  against: { attacker: string; target: string; shots: number; allocation: SaveOrderLine[] }[];
}

/** The calculation of a fire fight between `a` and `b` (one unit each side). */
export function calculateFight(w: FirefightWorld, f: Forces, a: string, b: string): FightCalculation {
  const shooters = [...shooterLines(w, f, a, [b]), ...shooterLines(w, f, b, [a])];
  const against = [
    [a, b],
    [b, a],
  ].map(([attacker, target]) => {
    const au = f.units.find((u) => u.id === attacker)!;
    const tu = f.units.find((u) => u.id === target)!;
    const s = profileOf(w, au).s;
    const t = profileOf(w, tu).t;
    const tableTarget = saveTarget(w.rules, s, t);
    return {
      attacker: attacker!,
      target: target!,
      shots: shooters.filter((l) => l.unit === attacker && l.shoots).length,
      allocation: allocationOrder(w, f, attacker!, target!).map((l) => ({
        ...l,
        s,
        t,
        tableTarget,
        target: Math.max(1, tableTarget - (l.cover ? 1 : 0)),
      })),
    };
  });
  return { fight: { a: [a], b: [b] }, shooters, against };
}
