import type { Dice } from "./dice";
import { type FallBack, fallBack } from "./fall-back";
import type { Model, Unit } from "./model";
import { saveTarget } from "./rules-data";
import { type AllocationLine, allocationOrder, type ShooterLine, shooterLines } from "./shots";
import { type FirefightWorld, type Forces, profileOf, standing, unitOf } from "./world";

/**
 * One fire fight (seed 003, Fire Fights 1-5): both sides shoot each other from where they stand at its
 * start (gather shots, roll to hit, saves, casualties), then the side that inflicted fewer wounds tests
 * Cg, and a failed test falls back. Dice go through `Dice` only, in a fixed order: side a's to-hit dice
 * and the saves against them, then side b's, then the Cg checks.
 */

/** A fire fight: one unit against one, or several against one (seed 003, Pair off Units). */
export interface Fight {
  a: string[];
  b: string[];
}

/** One hit's saving throw. */
export interface SaveLine {
  /** the model the hit would wound (the next in allocation order), or null when none can take it */
  model: string | null;
  s: number;
  t: number;
  /** the table's target, then +1 for cover (the target drops by one; 7 means no save) */
  tableTarget: number;
  cover: boolean;
  target: number;
  roll: number | null;
  saved: boolean;
  slain: boolean;
}

/** What one attacking unit did to one target unit. */
export interface Volley {
  attacker: string;
  target: string;
  /** the shooters' to-hit dice, in model order */
  rolls: { model: string; toHit: number; roll: number; hit: boolean }[];
  allocation: AllocationLine[];
  saves: SaveLine[];
  wounds: number;
}

/** A Cg check (seed 003, Resolution). */
export interface CgTest {
  unit: string;
  cg: number;
  roll: number;
  margin: number;
  result: number;
  passed: boolean;
  /** the combat resolution value: by how much it failed (0 on a pass) */
  crv: number;
}

export interface FightReport {
  fight: Fight;
  shooters: ShooterLine[];
  volleys: Volley[];
  /** wounds inflicted by side a and by side b */
  woundsBy: { a: number; b: number };
  /** the side that inflicted fewer wounds, or null on equal wounds (project default: no test) */
  loser: "a" | "b" | null;
  tests: CgTest[];
  fallBacks: FallBack[];
}

/** The Cg check: D6 + margin; it passes when the result is at most Cg; CRV is how much it failed by. */
export function cgCheck(
  cg: number,
  roll: number,
  margin: number,
): { result: number; passed: boolean; crv: number } {
  const result = roll + margin;
  return { result, passed: result <= cg, crv: Math.max(0, result - cg) };
}

/** Rolls one hit's save against the next model that can take it; returns the line. */
function rollSave(w: FirefightWorld, s: number, t: number, next: AllocationLine | undefined, dice: Dice) {
  const tableTarget = saveTarget(w.rules, s, t);
  const cover = next?.cover ?? false;
  const target = Math.max(1, tableTarget - (cover ? 1 : 0));
  if (!next) return { model: null, s, t, tableTarget, cover, target, roll: null, saved: false, slain: false };
  const oneFails = w.rules.settings.naturalOneFails;
  // 7+ cannot be saved and 1+ always is (unless a natural 1 fails): no die is rolled for either.
  if (target >= 7)
    return { model: next.model, s, t, tableTarget, cover, target, roll: null, saved: false, slain: false };
  if (target <= 1 && !oneFails)
    return { model: next.model, s, t, tableTarget, cover, target, roll: null, saved: true, slain: false };
  const roll = dice.roll(6);
  const saved = roll >= target && !(oneFails && roll === 1);
  return { model: next.model, s, t, tableTarget, cover, target, roll, saved, slain: false };
}

/**
 * One attacking unit's shots (or melee blows) at one target unit: to-hit, saves, wounds on `wounds`
 * (model id → taken). `allocation` replaces the fire fight's order (melee: every model, no cover).
 */
export function volley(
  w: FirefightWorld,
  f: Forces,
  attacker: string,
  target: string,
  lines: readonly ShooterLine[],
  wounds: Map<string, number>,
  dice: Dice,
  allocationOverride?: AllocationLine[],
): Volley {
  const au = unitOf(f, attacker)!;
  const tu = unitOf(f, target)!;
  const ap = profileOf(w, au);
  const tp = profileOf(w, tu);
  const rolls = lines
    .filter((l) => l.target === target)
    .map((l) => {
      const roll = dice.roll(6);
      return { model: l.model, toHit: l.toHit, roll, hit: roll <= l.toHit };
    });
  const allocation = allocationOverride ?? allocationOrder(w, f, attacker, target);
  // A model already slain by another volley of this fight takes no more wounds.
  const woundsOf = (id: string) => f.models.find((x) => x.id === id)!.wounds + (wounds.get(id) ?? 0);
  const queue = allocation.filter((a) => a.eligible && woundsOf(a.model) < tp.w);
  const saves: SaveLine[] = [];
  let inflicted = 0;
  for (const r of rolls) {
    if (!r.hit) continue;
    const next = queue[0];
    const s = rollSave(w, ap.s, tp.t, next, dice);
    if (next && !s.saved) {
      wounds.set(next.model, (wounds.get(next.model) ?? 0) + 1);
      inflicted++;
      if (woundsOf(next.model) >= tp.w) {
        s.slain = true;
        queue.shift();
      }
    }
    saves.push(s);
  }
  return { attacker, target, rolls, allocation, saves, wounds: inflicted };
}

/** Applies wounds: models reaching W are slain and stay where they fell; a unit with none left is destroyed. */
export function applyWounds(w: FirefightWorld, f: Forces, wounds: ReadonlyMap<string, number>): Forces {
  const models: Model[] = f.models.map((m) => {
    const taken = wounds.get(m.id);
    if (!taken) return m;
    const u = unitOf(f, m.unit)!;
    const total = m.wounds + taken;
    return { ...m, wounds: total, slain: total >= profileOf(w, u).w };
  });
  const units: Unit[] = f.units.map((u) =>
    u.status === "active" && !models.some((m) => m.unit === u.id && !m.slain)
      ? { ...u, status: "destroyed" }
      : u,
  );
  return { units, models };
}

/** Resolves one fire fight: the next pieces and the full report. */
export function resolveFireFight(
  w: FirefightWorld,
  f: Forces,
  fight: Fight,
  dice: Dice,
): { forces: Forces; report: FightReport } {
  // A side no longer in play (slain or fled since the pairing: a won fight's charge may do it) has
  // no one to shoot at or to be shot: the fight is over without a shot, won by no one.
  if (fight.a.length === 0 || fight.b.length === 0) {
    const report = {
      fight,
      shooters: [],
      volleys: [],
      woundsBy: { a: 0, b: 0 },
      loser: null,
      tests: [],
      fallBacks: [],
    };
    return { forces: f, report };
  }
  const linesA = fight.a.flatMap((u) => shooterLines(w, f, u, fight.b));
  const linesB = fight.b.flatMap((u) => shooterLines(w, f, u, fight.a));
  const wounds = new Map<string, number>();
  const volleys: Volley[] = [];
  for (const [mine, theirs, lines] of [
    [fight.a, fight.b, linesA],
    [fight.b, fight.a, linesB],
  ] as const)
    for (const attacker of mine)
      for (const target of theirs) {
        const mineLines = lines.filter((l) => l.unit === attacker);
        if (mineLines.some((l) => l.target === target))
          volleys.push(volley(w, f, attacker, target, mineLines, wounds, dice));
      }
  const after = applyWounds(w, f, wounds);
  return settle(w, after, fight, linesA.concat(linesB), volleys, dice);
}

/**
 * Seed 003, Resolution and Fall Back Moves, for a fire fight or a melee: the side that inflicted fewer
 * wounds tests Cg (D6 + margin) unit by unit; a failed test falls back I + CRV y away from the winners.
 */
export function settle(
  w: FirefightWorld,
  wounded: Forces,
  fight: Fight,
  shooters: ShooterLine[],
  volleys: Volley[],
  dice: Dice,
): { forces: Forces; report: FightReport } {
  const sum = (units: readonly string[]) =>
    volleys.filter((v) => units.includes(v.attacker)).reduce((n, v) => n + v.wounds, 0);
  const woundsBy = { a: sum(fight.a), b: sum(fight.b) };
  let after = wounded;
  const loser = woundsBy.a === woundsBy.b ? null : woundsBy.a < woundsBy.b ? "a" : "b";
  const tests: CgTest[] = [];
  const fallBacks: FallBack[] = [];
  if (loser) {
    const margin = Math.abs(woundsBy.a - woundsBy.b);
    const losers = fight[loser];
    const winners = fight[loser === "a" ? "b" : "a"];
    for (const id of losers) {
      const u = unitOf(after, id)!;
      if (u.status !== "active") continue;
      const cg = profileOf(w, u).cg;
      const roll = dice.roll(6);
      const c = cgCheck(cg, roll, margin);
      tests.push({ unit: id, cg, roll, margin, ...c });
      if (c.passed) continue;
      const fb = fallBack(w, after, id, winners, profileOf(w, u).i + c.crv);
      fallBacks.push(fb.report);
      after = fb.forces;
    }
  }
  return {
    forces: after,
    report: { fight, shooters, volleys, woundsBy, loser, tests, fallBacks },
  };
}

/** True when a unit still has models standing and is in play. */
export const inPlay = (f: Forces, id: string): boolean =>
  unitOf(f, id)?.status === "active" && standing(f, id).length > 0;
