import type { HexLosVerdict } from "../los/hex-los";
import { applyResult, damageColumn, damageResult, heroAppears, heroChance } from "./damage";
import type { Dice } from "./dice";
import { attackFirepower, type Firer, type FpPart } from "./firepower";
import type { LnlMap } from "./map";
import { type DftFacts, dftModifiers, type Modifier, oftModifiers, total } from "./modifiers";
import { type OftRolls, rollOft } from "./oft";
import { drawSkill, newHero, SKILL_DECK, withSkill } from "./skills";
import { isLit } from "./star-shell";
import { type LnlState, leaderLmIn, moraleOf, onMap, type UnitState } from "./state";
import { passengerLine } from "./transport";
import { type Aim, aimAt, applyAims } from "./vehicles";
import { isSmc, isVehicle } from "./vocab";

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
  /** a sniper's attack (sniper.ts): only this unit of the hex is the target, and no leader's LM */
  aimedAt?: string;
  /** extra facts the game does not track (the calculator's flags) */
  extra?: Partial<Pick<DftFacts, "firerPassenger">> & {
    /** the CLI calculator's `--lit`: lit by hand; the game reads the state's star shells (star-shell.ts) */
    lit?: boolean;
    /** the OFT line the game does not track (aircraft): a calculator flag */
    aaAtAircraft?: boolean;
  };
}

/** An ordnance shot at an armoured vehicle (the OFT): its modifiers, the gun and the target. */
export interface OftPlan {
  modifiers: Modifier[];
  sw: string;
  swFp: number;
  target: string;
  armor: number;
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
  /** set when ordnance fires at an armoured vehicle: the OFT procedure replaces the DFT one */
  oft: OftPlan | null;
  /** how each firer with a facing brings its gun to bear (vehicles.ts): turret turns, pivots */
  aims: Aim[];
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
  /** `skill`: the skill card drawn (skills.ts), with its roll */
  hero: { roll: number; appears: boolean; id: string | null; skill?: { roll: number; card: string } } | null;
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
  /** a sniper's attack: the one unit it aimed at (sniper.ts) */
  aimedAt?: string;
  /** firers with a facing: how they turned to fire (turret, pivot) and the facings they were left with */
  aims?: Aim[];
  /** an OFT shot's rolls (then attackRoll/attackTotal are the to-hit roll/total, defenceTotal the
   * to-hit number, defenceRoll 0, hit whether it penetrated, modifiers the OFT lines) */
  oft: (OftRolls & { sw: string; target: string }) | null;
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
  const targets = onMap(state).filter(
    (u) =>
      u.hex === map.hex(spec.targetHex)!.label &&
      u.side !== side &&
      (spec.aimedAt === undefined || u.id === spec.aimedAt),
  );
  if (targets.length === 0)
    return {
      ok: false,
      error: `no enemy unit ${spec.aimedAt === undefined ? "" : `${spec.aimedAt} `}in ${spec.targetHex}`,
    };
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
  const crawling = targets.every((t) => t.lowCrawl || t.stealth === true);
  const assault = units.some((u) => u.assaultMoved && !u.opsComplete) && !spec.opportunity;
  const smoke = map.hex(firerHex)!.smoke || state.smoke.includes(firerHex);
  const aims = units.flatMap((u) => aimAt(u, map, targets[0]!.hex, state.activation) ?? []);
  // DFT 10 / OFT night line: the target hex lit by a star shell (the state), or `--lit` (the CLI)
  const litTarget = isLit(state, targets[0]!.hex) || spec.extra?.lit === true;
  // DFT 8: a vehicle fires its MGs (its IFP) after pivoting in its hex: by a pivot step of this
  // activation, or by pivoting to fire (a turretless vehicle, target outside its arc)
  const mgAfterPivot = firers.some((f) => {
    const aim = aims.find((x) => x.unit === f.id);
    return isVehicle(f.kind) && f.withIfp && !!aim && (aim.pivotedInHex || aim.pivotsToFire);
  });
  const { attacker, defenderTm } = dftModifiers({
    leaderLm: spec.aimedAt === undefined ? leaderLmIn(state, side, firerHex) : 0,
    adjacent: distance === 1,
    target: { vehicle: allVehicles, moving, lowCrawlOrStealth: crawling },
    degradingHexes: los.degradingCounted,
    firerPassenger: spec.extra?.firerPassenger ?? passengerLine(state, units[0]!),
    firerInSmoke: smoke,
    vehicleMgAfterPivot: mgAfterPivot,
    afterAssaultMove: assault ? (units.every((u) => isVehicle(u.kind)) ? "vehicle-mg" : "infantry") : null,
    night: { dark: state.night, distanceHexes: distance, lit: litTarget },
    targetTm: map.tm(targets[0]!.hex),
  });
  const oft = planOft(state, spec, units, targets, aims, {
    distance,
    degrading: los.degradingCounted,
    smoke,
    tm: map.tm(targets[0]!.hex),
    lit: litTarget,
  });
  if (typeof oft === "string") return { ok: false, error: oft };
  return {
    ok: true,
    value: { firerHex, los, fp: fp.fp, fpParts: fp.parts, attacker, defenderTm, targets, oft, aims },
  };
}

/**
 * The OFT plan when an ordnance SW fires at a hex holding an armoured vehicle (project default: the
 * gun fires alone, at the armoured vehicle first by id), null for an ordinary DFT attack, or why not.
 */
function planOft(
  state: LnlState,
  spec: ShotSpec,
  units: UnitState[],
  targets: UnitState[],
  aims: readonly Aim[],
  b: { distance: number; degrading: number; smoke: boolean; tm: number; lit: boolean },
): OftPlan | null | string {
  const guns = spec.firers.flatMap((o, i) =>
    (o.sw ?? []).map((id) => ({ u: units[i]!, w: units[i]!.sw.find((x) => x.id === id)! })),
  );
  const ordnance = guns.filter((g) => g.w?.kind === "ordnance");
  const armour = targets.filter((t) => t.kind === "armored-vehicle").sort((a, c) => (a.id < c.id ? -1 : 1));
  if (ordnance.length === 0 || armour.length === 0) return null;
  const only = spec.firers.length === 1 && guns.length === 1 && spec.firers[0]!.ifp === false;
  if (!only)
    return 'ordnance at an armoured vehicle fires alone (one SW, no IFP: "ifp": false, no other firer)';
  const { u, w } = ordnance[0]!;
  const target = armour[0]!;
  const lm = Math.max(
    0,
    ...onMap(state)
      .filter((x) => x.side === u.side && x.hex === u.hex && x.kind === "armor-leader" && !x.shaken)
      .map((x) => x.lm - (x.wounded ? 1 : 0)),
  );
  const x = spec.extra ?? {};
  const aim = aims.find((a) => a.unit === u.id);
  const { firer, target: tLines } = oftModifiers({
    armorLeaderLm: lm,
    degradingHexes: b.degrading,
    assaultMoveWithSw: u.assaultMoved && !spec.opportunity && !isVehicle(u.kind),
    smcNonHeroWithSw: isSmc(u.kind) && u.kind !== "hero",
    hatchesOpen: isVehicle(u.kind) && !!aim?.hatchesOpen,
    turretRotates: !!aim?.turretTurns,
    // a turretless vehicle or gun crew that pivots to fire, or fires after a pivot step in its hex
    pivotsToFire: !!aim && u.turret === undefined && (aim.pivotsToFire || aim.pivotedInHex),
    vehicleAssaultOrOpsComplete: isVehicle(u.kind) && (u.assaultMoved || u.opsComplete),
    firerInSmoke: b.smoke,
    aaAtAircraft: x.aaAtAircraft ?? false,
    night: { dark: state.night, distanceHexes: b.distance, lit: b.lit },
    adjacent: b.distance === 1,
    targetMovedOrAssault: target.moved || target.assaultMoved || spec.movingNow.includes(target.id),
    targetTm: b.tm,
  });
  return {
    modifiers: [...firer, ...tLines],
    sw: w.id,
    swFp: w.firepower,
    target: target.id,
    armor: target.armor ?? 0,
  };
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
  let attackRoll: number;
  let attackTotal: number;
  let defenceRoll: number;
  let defenceTotal: number;
  let oft: FireEvent["oft"] = null;
  if (plan.oft) {
    const r = rollOft(plan.oft.modifiers, plan.oft.swFp, plan.oft.armor, dice);
    oft = { ...r, sw: plan.oft.sw, target: plan.oft.target };
    attackRoll = r.toHitRoll;
    attackTotal = r.toHitTotal;
    defenceRoll = 0;
    defenceTotal = r.toHitNumber;
  } else {
    attackRoll = dice.roll(6);
    attackTotal = attackRoll + plan.fp + total(plan.attacker);
    defenceRoll = dice.roll(6);
    defenceTotal = defenceRoll + plan.defenderTm.value;
  }
  const hit = oft ? oft.penetrated : attackTotal > defenceTotal;
  // OFT: a penetration takes the vehicle's damage check at 1d6 + (penetration − armour)
  const diff = oft ? oft.penTotal! - oft.armor : attackTotal - defenceTotal;
  const hitTargets = oft ? plan.targets.filter((t) => t.id === oft!.target) : plan.targets;
  let units = state.units.map((u) => ({ ...u }));
  const damage: DamageLine[] = [];
  let heroesMade = state.heroesMade;
  if (hit)
    for (const t of [...hitTargets].sort((a, b) => (a.id < b.id ? -1 : 1))) {
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
        let skill: { roll: number; card: string } | undefined;
        if (appears) {
          heroesMade++;
          id = `hero-${heroesMade}`;
          const hero = newHero(id, t.side, t.hex);
          if (state.noSkillCards) units.push(hero);
          else {
            const card = drawSkill(dice);
            skill = { roll: SKILL_DECK.indexOf(card) + 1, card: card.id };
            units.push(withSkill(hero, card));
          }
        }
        hero = { roll, appears, id, ...(skill ? { skill } : {}) };
      }
      damage.push({ unit: t.id, natural, leaderLm: lm, dr, morale, column, result, note: after.note, hero });
    }
  // Captured SWs (card, SW note): "if during the first attack an SMC with a captured SW (or together
  // with an MMC, SMC, or two SMCs) does no damage on the DFT or OFT, the SW is destroyed". The footnote
  // names an SMC firing it (alone or combined): an MMC's captured SW is an ordinary SW and stays
  // `captured`. The first attack by an SMC decides: no damage, and the SW is destroyed; damage, and it
  // is kept for good (`captured` cleared, so a later harmless attack does not destroy it).
  const harmless = !hit || damage.every((d) => d.result === "no-effect");
  const destroyedSw: string[] = [];
  for (const o of spec.firers)
    for (const s of o.sw ?? []) {
      const u = units.find((x) => x.id === o.unit)!;
      const w = u.sw.find((x) => x.id === s);
      if (!w?.captured || !isSmc(u.kind)) continue;
      if (harmless) {
        u.sw = u.sw.filter((x) => x.id !== s);
        destroyedSw.push(s);
      } else u.sw = u.sw.map((x) => (x.id === s ? { ...x, captured: false } : x));
    }
  units = applyAims(units, plan.aims);
  return {
    units,
    heroesMade,
    event: {
      type: "fire",
      opportunity: spec.opportunity,
      firers: spec.firers.map((f) => f.unit),
      target: plan.targets[0]!.hex,
      fp: plan.fp,
      modifiers: plan.oft ? plan.oft.modifiers : plan.attacker,
      tm: plan.oft ? 0 : plan.defenderTm.value,
      attackRoll,
      attackTotal,
      defenceRoll,
      defenceTotal,
      hit,
      damage,
      destroyedSw,
      ...(spec.aimedAt === undefined ? {} : { aimedAt: spec.aimedAt }),
      ...(plan.aims.length > 0 ? { aims: plan.aims } : {}),
      oft,
    },
  };
}

/** The generic hero (skills.ts; kept here for the callers that import it from the fire procedure). */
export { newHero };
