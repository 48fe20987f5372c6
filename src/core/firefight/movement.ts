import { err, ok, type Result } from "../result";
import { basesOverlap } from "./model";
import { measurePath } from "./terrain";
import { type FirefightWorld, type Forces, standing } from "./world";

/**
 * Moving a unit (seed 003: "a unit is moved and fights as one"; project default: the whole unit moves by
 * one offset, each model along a straight path). A y in difficult terrain (slain models, woods, rubble,
 * fordable water, hedges, walls) costs `difficultCost` y; the unit's cost is its dearest model's.
 * Impassable terrain (buildings, deep water), the board's edge and another unit's bases stop it.
 */

export interface MoveCost {
  /** the dearest model's cost, y, and its path length on the table, inches */
  costY: number;
  lengthInches: number;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

/** Checks and prices a move of `unit` by `by` inches against an allowance in y. */
export function checkMove(
  w: FirefightWorld,
  f: Forces,
  unit: string,
  by: readonly [number, number],
  allowanceY: number,
): Result<MoveCost, string> {
  const s = w.rules.settings;
  const b = s.baseInches;
  const slain = f.models.filter((m) => m.slain);
  const others = f.models.filter((m) => !m.slain && m.unit !== unit);
  let costY = 0;
  const lengthInches = Math.hypot(by[0], by[1]);
  for (const m of standing(f, unit)) {
    const to: [number, number] = [m.x + by[0], m.y + by[1]];
    if (
      to[0] - b / 2 < 0 ||
      to[1] - b / 2 < 0 ||
      to[0] + b / 2 > w.table.width ||
      to[1] + b / 2 > w.table.depth
    )
      return err(`${m.id} would end off the board at (${r2(to[0])}, ${r2(to[1])})`);
    const p = measurePath(w.table, slain, b, [m.x, m.y], to);
    if (p.blockedBy) return err(`${m.id}'s path runs into ${p.blockedBy}, which no model may enter`);
    const clash = others.find((o) => basesOverlap(o, { x: to[0], y: to[1] }, b));
    if (clash) return err(`${m.id} would end on ${clash.id}'s base`);
    const c = (p.lengthInches + (s.difficultCost - 1) * p.difficultInches) * w.table.yardsPerInch;
    costY = Math.max(costY, c);
  }
  if (costY > allowanceY + 1e-9)
    return err(
      `the move costs ${r2(costY)} y (difficult terrain counts ${s.difficultCost}×), more than the ${r2(allowanceY)} y allowed`,
    );
  return ok({ costY: r2(costY), lengthInches: r2(lengthInches) });
}

/** The pieces after `unit` moved by `by`. */
export function moved(f: Forces, unit: string, by: readonly [number, number]): Forces {
  return {
    units: f.units,
    models: f.models.map((m) => (m.unit === unit && !m.slain ? { ...m, x: m.x + by[0], y: m.y + by[1] } : m)),
  };
}
