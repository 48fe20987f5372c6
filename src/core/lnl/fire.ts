import type { HexLosVerdict } from "../hex/hex-los";
import { applyResult, damageColumn, damageResult, heroAppears, heroChance } from "./damage";
import type { Dice } from "./dice";
import { attackFirepower, type Firer, type FpPart } from "./firepower";
import type { LnlMap } from "./map";
import { type DftFacts, dftModifiers, type Modifier, total } from "./modifiers";
import { FRESH_STATUS, type LnlState, leaderLmIn, moraleOf, onMap, type UnitState } from "./state";
import { isVehicle } from "./vocab";

/** One unit's part in an attack: fire its IFP (default) and/or the SWs it carries. */
export interface FireOrder {
  unit: string;
  sw?: string[];
  ifp?: boolean;
}

/** An attack on a hex. */
export interface ShotSpec {
  firers: FireOrder[];
  targetHex: string;
  opportunity: boolean;
  /** OF at a stack spotted in its hex this impulse (no Ops Complete −1) */
  spottedThisImpulse: boolean;
  /** the units of the target hex that are moving now (an OF window's movers) */
  movingNow: readonly string[];
  /** extra facts the game does not track (the calculator's flags) */
  extra?: Partial<Pick<DftFacts, "firerPassenger" | "vehicleMgAfterPivot">> & { lit?: boolean };
}

/** Everything about a shot before the dice. */
export interface ShotPlan {
  firerHex: string;
  los: HexLosVerdict;
  fp: number;
  fpParts: FpPart[];
  attacker: Modifier[];
  defenderTm: Modifier;
  targets: UnitState[];
}

/** What a shot did to one unit. */
export interface DamageLine {
  unit: string;
  natural: number;
  leaderLm: number;
  dr: number;
  morale: number;
  column: string;
  result: string;
  note: string;
  hero: { roll: number; appears: boolean; id: string | null } | null;
}

/** The event of a resolved attack. */
export interface FireEvent {
  type: "fire";
  opportunity: boolean;
  firers: string[];
  target: string;
  fp: number;
  modifiers: Modifier[];
  tm: number;
  attackRoll: number;
  attackTotal: number;
  defenceRoll: number;
  defenceTotal: number;
  hit: boolean;
  damage: DamageLine[];
  destroyedSw: string[];
}

/** The plan of a shot (LOS, firepower, modifiers), or why it may not be fired. */
export function planShot(
  state: LnlState,
  map: LnlMap,
  spec: ShotSpec,
): { ok: true; value: ShotPlan } | { ok: false; error: string } {
  const units: UnitState[] = [];
  for (const o of spec.firers) {
    const u = onMap(state).find((x) => x.id === o.unit);
    if (!u) return { ok: false, error: `no unit "${o.unit}" on the map` };
    if (units.includes(u)) return { ok: false, error: `${u.id} is named twice` };
    units.push(u);
  }
  if (units.length === 0) return { ok: false, error: "no unit fires" };
  const side = units[0]!.side;
  const stranger = units.find((u) => u.side !== side);
  if (stranger) return { ok: false, error: `${stranger.id} is on the other side` };
  if (!map.hex(spec.targetHex)) return { ok: false, error: `no hex "${spec.targetHex}" on the board` };
  const firerHex = units[0]!.hex;
  const targets = onMap(state).filter((u) => u.hex === map.hex(spec.targetHex)!.label && u.side !== side);
  if (targets.length === 0) return { ok: false, error: `no enemy unit in ${spec.targetHex}` };
  for (const u of units) {
    if (u.abandoned) return { ok: false, error: `${u.id} is abandoned: it cannot fire` };
    if (u.kind === "medic") return { ok: false, error: `${u.id}: medics do not fire` };
  }
  const los = map.los(firerHex, targets[0]!.hex, state.smoke);
  if (!los.visible)
    return { ok: false, error: `no LOS from ${firerHex} to ${targets[0]!.hex}: ${los.blockedBecause}` };
  const distance = los.distanceHexes;
  const firers: Firer[] = spec.firers.map((o, i) => {
    const u = units[i]!;
    return {
      id: u.id,
      kind: u.kind,
      ifp: u.ifp,
      shaken: u.shaken,
      hex: u.hex,
      usParatrooper: u.usParatrooper,
      opsComplete: u.opsComplete,
      sw: u.sw,
      firing: o.sw ?? [],
      withIfp: o.ifp ?? u.ifp > 0,
    };
  });
  for (const f of firers) {
    const u = units.find((x) => x.id === f.id)!;
    if (f.withIfp && distance > u.range)
      return { ok: false, error: `${u.id}'s range is ${u.range} hexes; the target is ${distance} away` };
    for (const s of f.firing) {
      const w = u.sw.find((x) => x.id === s);
      if (w && distance > w.range)
        return { ok: false, error: `SW ${w.id}'s range is ${w.range} hexes; the target is ${distance} away` };
    }
  }
  const fp = attackFirepower(firers, {
    opportunity: spec.opportunity,
    spottedThisImpulse: spec.spottedThisImpulse,
  });
  if (!fp.ok) return { ok: false, error: fp.reason };
  const allVehicles = targets.every((t) => isVehicle(t.kind));
  const moving = targets.every((t) => t.moved || t.assaultMoved || spec.movingNow.includes(t.id));
  const crawling = targets.every((t) => t.lowCrawl);
  const assault = units.some((u) => u.assaultMoved && !u.opsComplete) && !spec.opportunity;
  const smoke = map.hex(firerHex)!.smoke || state.smoke.includes(firerHex);
  const { attacker, defenderTm } = dftModifiers({
    leaderLm: leaderLmIn(state, side, firerHex),
    adjacent: distance === 1,
    target: { vehicle: allVehicles, moving, lowCrawlOrStealth: crawling },
    degradingHexes: los.degradingCounted,
    firerPassenger: spec.extra?.firerPassenger ?? null,
    firerInSmoke: smoke,
    vehicleMgAfterPivot: spec.extra?.vehicleMgAfterPivot ?? false,
    afterAssaultMove: assault ? (units.every((u) => isVehicle(u.kind)) ? "vehicle-mg" : "infantry") : null,
    night: { dark: state.night, distanceHexes: distance, lit: spec.extra?.lit ?? false },
    targetTm: map.tm(targets[0]!.hex),
  });
  return { ok: true, value: { firerHex, los, fp: fp.fp, fpParts: fp.parts, attacker, defenderTm, targets } };
}

/**
 * Resolves a planned shot with the dice (the DFT procedure, which the card leaves out; project
 * default after LnLT v5.1 5.0 (rules-reference §B.004 [EXT]): the attacker rolls 1d6 + FP + the DFT
 * modifiers, the defender 1d6 + TM; a higher attack total makes every unit in the hex take a damage
 * check: 1d6 + the difference − the LM of a Good Order leader stacked with it, read on the result table).
 */
export function resolveShot(
  state: LnlState,
  plan: ShotPlan,
  spec: ShotSpec,
  dice: Dice,
): { units: UnitState[]; event: FireEvent; heroesMade: number } {
  const attackRoll = dice.roll(6);
  const attackTotal = attackRoll + plan.fp + total(plan.attacker);
  const defenceRoll = dice.roll(6);
  const defenceTotal = defenceRoll + plan.defenderTm.value;
  const hit = attackTotal > defenceTotal;
  const diff = attackTotal - defenceTotal;
  let units = state.units.map((u) => ({ ...u }));
  const damage: DamageLine[] = [];
  let heroesMade = state.heroesMade;
  if (hit)
    for (const t of [...plan.targets].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const u = units.find((x) => x.id === t.id)!;
      const natural = dice.roll(6);
      const lm = leaderLmIn(state, t.side, t.hex, t.id);
      const dr = natural + diff - lm;
      const column = damageColumn(u.kind, u.shaken);
      const morale = moraleOf(u);
      const result = damageResult(column, dr, morale);
      const after = applyResult(u, result);
      const wasKind = u.kind;
      Object.assign(u, {
        kind: after.kind,
        shaken: after.shaken,
        wounded: after.wounded,
        eliminated: after.eliminated,
        abandoned: after.abandoned,
        wreck: after.wreck,
      });
      if (after.reducedToHalfSquad) {
        const h = u.halfSquad;
        u.ifp = h?.firepower ?? Math.ceil(u.ifp / 2);
        u.range = h?.range ?? u.range;
        u.mf = h?.movement ?? u.mf;
        u.morale = h?.morale ?? u.morale;
        u.shakenMorale = Math.max(1, u.morale - 1);
        u.halfSquad = null;
        u.sw = u.sw.slice(0, 1); // a half-squad carries one SW (card); the second is dropped (project default)
      }
      let hero: DamageLine["hero"] = null;
      if (heroChance(wasKind, natural)) {
        const roll = dice.roll(6);
        const appears = heroAppears(roll);
        let id: string | null = null;
        if (appears) {
          heroesMade++;
          id = `hero-${heroesMade}`;
          units.push(newHero(id, t.side, t.hex));
        }
        hero = { roll, appears, id };
      }
      damage.push({ unit: t.id, natural, leaderLm: lm, dr, morale, column, result, note: after.note, hero });
    }
  // Captured SWs: destroyed after a first attack that does no damage (card, SW note).
  const harmless = !hit || damage.every((d) => d.result === "no-effect");
  const destroyedSw: string[] = [];
  if (harmless)
    for (const o of spec.firers)
      for (const s of o.sw ?? []) {
        const u = units.find((x) => x.id === o.unit)!;
        const w = u.sw.find((x) => x.id === s);
        if (w?.captured) {
          u.sw = u.sw.filter((x) => x.id !== s);
          destroyedSw.push(s);
        }
      }
  units = units.map((u) => u);
  return {
    units,
    heroesMade,
    event: {
      type: "fire",
      opportunity: spec.opportunity,
      firers: spec.firers.map((f) => f.unit),
      target: plan.targets[0]!.hex,
      fp: plan.fp,
      modifiers: plan.attacker,
      tm: plan.defenderTm.value,
      attackRoll,
      attackTotal,
      defenceRoll,
      defenceTotal,
      hit,
      damage,
      destroyedSw,
    },
  };
}

/**
 * A hero made by a damage check: seed 004 says draw a random hero counter and skill card (11.2), which
 * the card does not print; project default: one generic hero, IFP 1, range 4, MF 5, morale 6, no skill.
 */
export function newHero(id: string, side: string, hex: string): UnitState {
  return {
    id,
    side,
    kind: "hero",
    label: "Hero",
    hex,
    ifp: 1,
    range: 4,
    mf: 5,
    morale: 6,
    shakenMorale: 6,
    lm: 0,
    assaultMove: true,
    usParatrooper: false,
    halfSquad: null,
    sw: [],
    ...FRESH_STATUS,
  };
}
