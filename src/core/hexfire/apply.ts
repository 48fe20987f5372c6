import { type Dice, refuse } from "../game/ruleset";
import { ok } from "../result";
import { assaultCalc } from "./assault";
import { type Calc, type CardLine, fireCalc, totals } from "./combat";
import type { HexfireCommand } from "./commands";
import { DEFAULTS, statsOf, terrainOf } from "./data";
import { applyDeploy, type DeployEvent } from "./deploy";
import { type HitEffect, hitEffect, stepsLost } from "./hits";
import type { HexfireMap } from "./map";
import type { HexfireState, HexfireUnit } from "./state";
import { afterActivation, checkOver, endTurn } from "./turn";
import { losBetween, otherSide, readyUnits, unitById, unitsIn } from "./units";

/**
 * The reducer (seed 001 and its project defaults, docs/rulesets/hexfire.md): never changes its input,
 * draws every die from the engine's `Dice`, and refuses a command that breaks a card line with the
 * card's words and the field at fault.
 */

/** A resolved fire, Op Fire or assault, line by line with its dice. */
export interface Resolution {
  type: "fire" | "op-fire" | "assault";
  side: string;
  units: string[];
  target: string;
  dice: [number, number];
  avBase: number;
  av: CardLine[];
  dvBase: number;
  dv: CardLine[];
  total: { av: number; dv: number };
  hits: number;
  effect: HitEffect;
}

/** Everything a command can do, as events (the log and the page read them). */
export type HexfireEvent =
  | { type: "move"; unit: string; path: string[]; cost: number; opFire: boolean }
  | Resolution
  | { type: "finished"; units: string[] }
  | { type: "eliminated"; unit: string; hex: string }
  | { type: "retreat"; unit: string; from: string; to: string | null }
  | { type: "take-hex"; units: string[]; hex: string }
  | { type: "load"; unit: string; passenger: string }
  | { type: "unload"; unit: string; passenger: string; hex: string }
  | { type: "end"; unit: string }
  | { type: "pass"; side: string; opFire: boolean }
  | DeployEvent;

type Out = { state: HexfireState; events: HexfireEvent[] };

/** Who may act now: the Op Fire window's side, else the side to act; nobody once it is over. */
export const seatsToAct = (s: HexfireState): string[] =>
  s.over ? [] : s.deploying !== null ? [s.deploying] : s.opWindow ? [s.opWindow.side] : [s.toAct];

const setUnit = (s: HexfireState, id: string, f: (u: HexfireUnit) => HexfireUnit): HexfireState => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? f(u) : u)),
});
const finish = (s: HexfireState, ids: readonly string[]): HexfireState => ({
  ...s,
  units: s.units.map((u) => (ids.includes(u.id) ? { ...u, finished: true } : u)),
});

/** Hits of a calculation and its dice applied to the target; eliminations score for the other side. */
function resolve(
  s0: HexfireState,
  calc: Calc,
  type: Resolution["type"],
  side: string,
  target: string,
  dice: Dice,
  events: HexfireEvent[],
) {
  const d: [number, number] = [dice.roll(6), dice.roll(6)];
  const t = totals(calc);
  const hits = Math.max(0, t.av + d[0] + d[1] - t.dv);
  const tu = unitById(s0, target)!;
  const effect = hitEffect(tu, hits);
  events.push({
    type,
    side,
    units: calc.finishes,
    target,
    dice: d,
    avBase: calc.avBase,
    av: calc.av,
    dvBase: calc.dvBase,
    dv: calc.dv,
    total: { av: t.av + d[0] + d[1], dv: t.dv },
    hits,
    effect,
  });
  let s = finish(s0, calc.defenderCommand ? [...calc.finishes, calc.defenderCommand] : calc.finishes);
  events.push({
    type: "finished",
    units: calc.defenderCommand ? [...calc.finishes, calc.defenderCommand] : calc.finishes,
  });
  const steps = stepsLost(tu, effect);
  if (steps > 0) {
    const points = [...s.points];
    points[s.sides.indexOf(side)]! += steps * DEFAULTS.pointsPerStep;
    s = { ...s, points };
  }
  if (effect === "eliminated") s = eliminate(s, tu, events);
  else if (effect !== "none")
    s = setUnit(s, target, (u) => ({
      ...u,
      shaken: true,
      reduced: u.reduced || effect === "shaken-reduced",
    }));
  return { s, effect };
}

/** A unit (and what it carries) leaves play; its weapons stay in the hex (the card's 3-hit line). */
function eliminate(s: HexfireState, u: HexfireUnit, events: HexfireEvent[]): HexfireState {
  const gone = new Set([u.id, ...s.units.filter((x) => x.carriedBy === u.id).map((x) => x.id)]);
  for (const id of gone) events.push({ type: "eliminated", unit: id, hex: u.hex! });
  return {
    ...s,
    units: s.units.filter((x) => !gone.has(x.id)),
    weapons: [...s.weapons, { hex: u.hex!, unit: u.id }],
  };
}

const isVehicle = (u: HexfireUnit) => statsOf(u.type).countsAs === "afv";
const enterable = (map: HexfireMap, u: HexfireUnit, hex: string) =>
  u.type === "helicopter" || !isVehicle(u) || terrainOf(map.hex(hex)!.terrain).vehiclesMayEnter;

/**
 * A retreat (project default: one hex, away from the assaulted hex, never into an enemy's hex or
 * terrain the unit may not enter; the farthest from `from`, then the fewest enemies next to it, then
 * by label). A unit with nowhere to go stays (the card names no other fate).
 */
function retreat(
  s: HexfireState,
  map: HexfireMap,
  id: string,
  from: string,
  events: HexfireEvent[],
): HexfireState {
  const u = unitById(s, id)!;
  const enemyAt = (h: string) => s.units.some((x) => x.hex === h && x.side !== u.side);
  const options = map
    .neighbours(u.hex!)
    .filter((h) => h !== from && !enemyAt(h) && enterable(map, u, h))
    .map((h) => ({ h, d: map.distance(h, from), e: map.neighbours(h).filter(enemyAt).length }))
    .sort((a, b) => b.d - a.d || a.e - b.e || a.h.localeCompare(b.h));
  const to = options[0]?.h ?? null;
  events.push({ type: "retreat", unit: id, from: u.hex!, to });
  return to ? setUnit(s, id, (x) => ({ ...x, hex: to })) : s;
}

/** The MP a step from `from` into the next hex `to` costs `u` (project default chart: terrain, +1 a level climbed; a helicopter 1). */
export function stepCost(map: HexfireMap, u: Pick<HexfireUnit, "type">, from: string, to: string): number {
  if (u.type === "helicopter") return 1;
  const climb = Math.max(0, map.level(to) - map.level(from)) * DEFAULTS.hillClimbMp;
  return terrainOf(map.hex(to)!.terrain).cost + climb;
}

function move(s: HexfireState, map: HexfireMap, side: string, c: Extract<HexfireCommand, { type: "move" }>) {
  const u = unitById(s, c.unit);
  if (!u || u.side !== side || u.hex === null)
    return refuse("no-unit", `"${c.unit}" is not a ${side} unit on the board`, "$.unit");
  if (s.activation && s.activation.unit !== u.id)
    return refuse("other-active", `${s.activation.unit} is acting: end its activation first`, "$.unit");
  if (u.finished) return refuse("finished", `${u.id} is marked Finished and cannot move this turn`, "$.unit");
  if (s.activation?.moved) return refuse("moved", `${u.id} has already moved this activation`, "$.unit");
  const st = statsOf(u.type);
  let at = u.hex;
  let cost = 0;
  for (const [i, raw] of c.path.entries()) {
    const path = `$.path[${i}]`;
    const bh = map.hex(raw);
    if (!bh) return refuse("bad-hex", `"${raw}" is not a hex of the board`, path);
    const h = bh.label;
    if (map.distance(at, h) !== 1) return refuse("not-adjacent", `${h} is not next to ${at}`, path);
    if (s.units.some((x) => x.hex === h && x.side !== side))
      return refuse("enemy-hex", `${h} holds an enemy unit: only an assault takes it`, path);
    if (!enterable(map, u, h))
      return refuse("no-entry", `a ${u.type} may not enter ${bh.terrain} (${h}; project default)`, path);
    cost += stepCost(map, u, at, h);
    if (cost > st.mp)
      return refuse(
        "no-mp",
        `${u.id} has ${st.mp} MP; reaching ${h} costs ${cost} (project default chart)`,
        path,
      );
    at = h;
  }
  const entered = c.path.map((h) => map.hex(h)!.label);
  let next = setUnit(s, u.id, (x) => ({ ...x, hex: at }));
  // The card's concealment: an enemy unit that moves into a hex next to a unit uncovers it this turn.
  next = {
    ...next,
    units: next.units.map((x) =>
      x.side !== side && x.hex !== null && entered.some((h) => map.distance(h, x.hex!) === 1)
        ? { ...x, enemyMovedAdjacent: true }
        : x,
    ),
  };
  const mover = unitById(next, u.id)!;
  const foe = otherSide(s, side);
  const canOp = next.units.some(
    (x) => x.side === foe && x.hex !== null && !x.finished && !x.shaken && inReach(map, x, mover),
  );
  next = {
    ...next,
    activation: { unit: u.id, moved: true },
    opWindow: canOp ? { mover: u.id, side: foe } : null,
  };
  return ok<Out>({ state: next, events: [{ type: "move", unit: u.id, path: entered, cost, opFire: canOp }] });
}

/** Whether `a` sees `b` and reaches it (long range for white FP). */
function inReach(map: HexfireMap, a: HexfireUnit, b: HexfireUnit): boolean {
  const st = statsOf(a.type);
  const v = losBetween(map, a, b);
  return v.visible && v.distanceHexes <= (st.whiteFp ? DEFAULTS.longRangeFactor * st.range : st.range);
}

/** Applies one command of `seat`. */
export function applyHexfire(s: HexfireState, seat: string, c: HexfireCommand, map: HexfireMap, dice: Dice) {
  if (s.over) return refuse("over", "the game is over");
  if (c.type === "place" || c.type === "deployed") {
    if (s.deploying === null) return refuse("not-deploying", "deployment is over: the game has begun");
    return applyDeploy(s, seat, c, map, dice);
  }
  if (s.deploying !== null)
    return refuse("deploying", `${s.deploying} is deploying: place units in the zone, then Deployed`);
  const events: HexfireEvent[] = [];
  if (s.opWindow) {
    if (seat !== s.opWindow.side)
      return refuse("op-fire-first", `${s.opWindow.side} may Op Fire at ${s.opWindow.mover} first (or pass)`);
    if (c.type === "pass")
      return ok<Out>({
        state: { ...s, opWindow: null },
        events: [{ type: "pass", side: seat, opFire: true }],
      });
    if (c.type !== "op-fire")
      return refuse("op-fire-first", `only Op Fire or pass now: ${s.opWindow.mover} has just moved`);
    if (c.target !== s.opWindow.mover)
      return refuse("op-target", `Op Fire answers the unit that moved: ${s.opWindow.mover}`, "$.target");
    const u = unitById(s, c.unit);
    if (u?.shaken)
      return refuse("shaken", `${u.id} is Shaken and cannot Op Fire (project default)`, "$.unit");
    const calc = fireCalc(s, map, seat, {
      unit: c.unit,
      target: c.target,
      ...(c.command ? { command: c.command } : {}),
      onTheMove: false,
      op: true,
    });
    if (!calc.ok) return calc;
    const mover = s.opWindow.mover;
    const r = resolve(
      { ...s, opWindow: null, assaulters: [] },
      calc.value,
      "op-fire",
      seat,
      mover,
      dice,
      events,
    );
    let next = r.s;
    if (r.effect === "eliminated") next = afterActivation(next, otherSide(s, seat), map, dice, events);
    return ok<Out>({ state: checkOver(next, events), events });
  }
  if (c.type === "op-fire") {
    if (s.assaulters.includes(c.target))
      return refuse("op-assault", "No Op Fire allowed against assaulting units", "$.target");
    return refuse(
      "no-op-fire-now",
      "Op Fire answers an enemy unit's move, and none has just moved",
      "$.target",
    );
  }
  if (seat !== s.toAct) return refuse("not-your-turn", `it is ${s.toAct}'s activation`);
  const base = { ...s, assaulters: [] };
  switch (c.type) {
    case "move":
      return move(base, map, seat, c);
    case "fire": {
      if (s.activation && s.activation.unit !== c.unit)
        return refuse(
          "other-active",
          `${s.activation.unit} is acting: fire with it or end its activation`,
          "$.unit",
        );
      const calc = fireCalc(base, map, seat, { ...c, onTheMove: s.activation?.moved ?? false });
      if (!calc.ok) return calc;
      const r = resolve(base, calc.value, "fire", seat, c.target, dice, events);
      return ok<Out>({ state: checkOver(afterActivation(r.s, seat, map, dice, events), events), events });
    }
    case "assault": {
      if (s.activation && !c.units.includes(s.activation.unit))
        return refuse(
          "other-active",
          `${s.activation.unit} is acting: it must be among the assaulting units`,
          "$.units",
        );
      const calc = assaultCalc(base, map, seat, c);
      if (!calc.ok) return calc;
      const hex = unitById(s, c.target)!.hex!;
      const r = resolve(base, calc.value, "assault", seat, c.target, dice, events);
      let next = { ...r.s, assaulters: [...c.units] };
      if (r.effect === "eliminated") {
        // The card: attackers remain in the hex; defenders become Shaken and must retreat.
        next = { ...next, units: next.units.map((u) => (c.units.includes(u.id) ? { ...u, hex } : u)) };
        events.push({ type: "take-hex", units: [...c.units], hex });
        for (const d of unitsIn(next, hex).filter((u) => u.side !== seat)) {
          next = setUnit(next, d.id, (u) => ({ ...u, shaken: true }));
          next = retreat(next, map, d.id, hex, events);
        }
      } else {
        // The card: all attackers become Shaken and must retreat back.
        for (const id of c.units) {
          next = setUnit(next, id, (u) => ({ ...u, shaken: true }));
          next = retreat(next, map, id, hex, events);
        }
      }
      return ok<Out>({ state: checkOver(afterActivation(next, seat, map, dice, events), events), events });
    }
    case "load":
    case "unload": {
      const apc = unitById(s, c.unit);
      if (!apc || apc.side !== seat || apc.type !== "apc" || apc.hex === null)
        return refuse("not-apc", `"${c.unit}" is not a ${seat} APC on the board`, "$.unit");
      if (s.activation && s.activation.unit !== apc.id)
        return refuse("other-active", `${s.activation.unit} is acting: end its activation first`, "$.unit");
      if (apc.finished) return refuse("finished", `${apc.id} is marked Finished`, "$.unit");
      const aboard = s.units.find((u) => u.carriedBy === apc.id);
      const activation = s.activation ?? { unit: apc.id, moved: false };
      if (c.type === "unload") {
        if (!aboard) return refuse("empty", `${apc.id} carries nobody`, "$.unit");
        const next = setUnit(base, aboard.id, (u) => ({
          ...u,
          hex: apc.hex,
          carriedBy: null,
          finished: true,
        }));
        return ok<Out>({
          state: { ...next, activation },
          events: [{ type: "unload", unit: apc.id, passenger: aboard.id, hex: apc.hex }],
        });
      }
      const p = unitById(s, c.passenger);
      if (aboard) return refuse("full", `${apc.id} already carries ${aboard.id}`, "$.passenger");
      if (!p || p.side !== seat || p.type !== "infantry" || p.hex !== apc.hex)
        return refuse(
          "not-passenger",
          `"${c.passenger}" is not a ${seat} infantry unit in ${apc.hex}`,
          "$.passenger",
        );
      if (p.finished) return refuse("finished", `${p.id} is marked Finished`, "$.passenger");
      const next = setUnit(base, p.id, (u) => ({ ...u, hex: null, carriedBy: apc.id, finished: true }));
      return ok<Out>({
        state: { ...next, activation },
        events: [{ type: "load", unit: apc.id, passenger: p.id }],
      });
    }
    case "end": {
      const u = unitById(s, c.unit);
      if (!u || u.side !== seat || u.hex === null)
        return refuse("no-unit", `"${c.unit}" is not a ${seat} unit on the board`, "$.unit");
      if (s.activation && s.activation.unit !== u.id)
        return refuse("other-active", `${s.activation.unit} is acting: end its activation`, "$.unit");
      if (u.finished) return refuse("finished", `${u.id} is already Finished`, "$.unit");
      events.push({ type: "end", unit: u.id }, { type: "finished", units: [u.id] });
      return ok<Out>({ state: afterActivation(finish(base, [u.id]), seat, map, dice, events), events });
    }
    case "pass": {
      if (s.activation) return refuse("active", `${s.activation.unit} is acting: end its activation`);
      events.push({ type: "pass", side: seat, opFire: false });
      const foe = otherSide(s, seat);
      if (s.passes + 1 >= 2 || readyUnits(s, foe).length === 0)
        return ok<Out>({ state: endTurn(base, map, dice, events), events });
      return ok<Out>({ state: { ...base, passes: s.passes + 1, toAct: foe }, events });
    }
  }
}
