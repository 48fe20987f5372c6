import { refuse } from "../game/ruleset";
import { ok } from "../result";
import type { LnlEvent } from "./apply";
import type { Dice } from "./dice";
import type { LnlMap } from "./map";
import { resolveMelee } from "./melee";
import { type Activation, type LnlState, onMap, otherSide, type UnitState } from "./state";
import { CLIMB_COST, MP_COST } from "./terrain-costs";
import { carryPassengers } from "./transport";
import { endActivation, type Out, overCheck } from "./turn";

import { facingAfterStep, pivotStack } from "./vehicles";
import { isMmc } from "./vocab";

/**
 * LnL movement (split from apply.ts): the stack that activates, its movement allowance, a move one hex
 * (with the Opportunity Fire window and spotting it opens), a vehicle's pivot, and the MPs spent.
 */

/** A unit that may still activate this turn (not Ops Complete, Fired or Moved, nor Abandoned or a wreck). */
export const mayActivate = (u: UnitState) =>
  !u.opsComplete && !u.fired && !u.moved && !u.abandoned && !u.wreck;

export function stackOf(s: LnlState, seat: string, ids: readonly string[]): UnitState[] | string {
  const units: UnitState[] = [];
  for (const id of ids) {
    const u = s.units.find((x) => x.id === id && !x.eliminated);
    if (!u || u.side !== seat) return `no unit "${id}" of ${seat} on the map`;
    if (units.includes(u)) return `${id} is named twice`;
    units.push(u);
  }
  const hex = units[0]!.hex;
  const apart = units.find((u) => u.hex !== hex);
  if (apart) return `an activation is one hex's units: ${apart.id} is in ${apart.hex}, not ${hex}`;
  return units;
}

/** A unit's MPs for an activation (an SMC with an SW −2, a Shaken vehicle half, Assault Move half). */
function allowance(u: UnitState, mode: Activation["mode"]): number {
  const mf =
    u.mf -
    (u.kind !== "squad" &&
    !isMmc(u.kind) &&
    u.sw.length > 0 &&
    u.kind !== "armored-vehicle" &&
    u.kind !== "unarmored-vehicle"
      ? 2
      : 0);
  const shakenVehicle = u.shaken && (u.kind === "armored-vehicle" || u.kind === "unarmored-vehicle");
  const m = shakenVehicle ? Math.ceil(mf / 2) : mf;
  return mode === "assault" ? Math.floor(m / 2) : m;
}

export function move(
  s: LnlState,
  seat: string,
  ids: string[],
  to: string,
  mode: "normal" | "assault" | "low-crawl" | "stealth",
  map: LnlMap,
  dice: Dice,
): Out {
  const stack = stackOf(s, seat, ids);
  if (typeof stack === "string") return refuse("bad-unit", stack, "$.units");
  const a = s.activation;
  if (a && (a.units.length !== ids.length || ids.some((id) => !a.units.includes(id)) || a.mode !== mode))
    return refuse("activation", `the ${a.units.join(", ")} stack is moving (${a.mode}); move it on or pass`);
  for (const u of stack) {
    if (!a && !mayActivate(u)) return refuse("ops-complete", `${u.id} has already moved or fired this turn`);
    if (u.abandoned || u.wreck) return refuse("cannot-move", `${u.id} cannot move`);
    if (u.wounded && a) return refuse("wounded", `${u.id} is wounded: it stopped moving`);
    if (u.carriedBy && !ids.includes(u.carriedBy))
      return refuse("passenger", `${u.id} rides ${u.carriedBy}: it moves with it, or dismounts first`);
    if (mode === "assault" && !u.assaultMove)
      return refuse(
        "no-assault-move",
        `${u.id}'s MF is not in a red box: it cannot Assault Move (card, AM&F)`,
      );
    if (mode === "stealth" && !u.stealthCapable)
      return refuse(
        "no-stealth",
        `${u.id} is not Stealth Movement-capable (its counter's "stealth"; leaders never, LnLT v5.1 6.4)`,
      );
  }
  const from = stack[0]!.hex;
  const dest = map.hex(to);
  if (!dest) return refuse("bad-hex", `no hex "${to}" on the board`, "$.to");
  if (map.distance(from, dest.label) !== 1)
    return refuse("not-adjacent", `${dest.label} is not next to ${from}`, "$.to");
  const intoMelee = onMap(s).some((u) => u.side !== seat && u.hex === dest.label);
  if (intoMelee && mode !== "normal")
    return refuse(
      "melee",
      mode === "assault"
        ? "Assault Movement cannot be used into melee (card, AM&F)"
        : `a ${mode === "stealth" ? "Stealth move" : "Low Crawl"} cannot enter a hex with enemy units (project default: only normal movement starts a melee)`,
      "$.to",
    );
  const base = MP_COST[dest.terrain];
  if (base === null) return refuse("impassable", `${dest.label} (${dest.terrain}) cannot be entered`, "$.to");
  const fromHex = map.hex(from)!;
  const cost = base + (dest.level > fromHex.level ? CLIMB_COST * (dest.level - fromHex.level) : 0);
  // seed 004 (Shaken): cannot advance toward enemy units in their LOS
  for (const u of stack)
    if (u.shaken)
      for (const e of onMap(s))
        if (
          e.side !== seat &&
          map.los(from, e.hex, s.smoke).visible &&
          map.distance(dest.label, e.hex) < map.distance(from, e.hex)
        )
          return refuse(
            "shaken-advance",
            `${u.id} is Shaken: it cannot advance toward ${e.id}, in its LOS (card, Shaken)`,
            "$.to",
          );
  const mpLeft = a ? a.mpLeft : Math.min(...stack.map((u) => allowance(u, mode)));
  if (mode === "low-crawl" && a) return refuse("low-crawl", "a Low Crawl moves one hex");
  if (mode !== "low-crawl" && cost > mpLeft)
    return refuse("no-mp", `entering ${dest.label} costs ${cost} MP; the stack has ${mpLeft} left`, "$.to");
  const left = mode === "low-crawl" ? 0 : mpLeft - cost;
  for (const u of stack) {
    Object.assign(u, facingAfterStep(u, map, from, dest.label));
    u.hex = dest.label;
    if (mode === "normal") u.moved = true;
    if (mode === "assault") u.assaultMoved = true;
    if (mode === "low-crawl") u.lowCrawl = true;
    if (mode === "stealth") u.stealth = true;
  }
  carryPassengers(s.units, ids, dest.label);
  const events: LnlEvent[] = [{ type: "move", units: ids, from, to: dest.label, cost, mpLeft: left, mode }];
  let st: LnlState = {
    ...s,
    activation: { side: seat, units: ids, mode, mpLeft: left, steps: (a?.steps ?? 0) + 1 },
  };
  if (intoMelee) {
    // melee.ts: resolved at once; the moving stack's activation ends (project default)
    const m = resolveMelee(st, dest.label, seat, dice);
    events.push(m.event);
    st = endActivation({ ...st, units: m.units });
    events.push({ type: "activation-ends", side: seat });
    const over = overCheck(st);
    if (over) {
      st = { ...st, phase: "over", winner: over.winner, endWhy: over.why, activation: null, opWindow: null };
      events.push({ type: "over", ...over });
    }
    return ok({ state: st, events });
  }
  return spentMps(s, st, seat, ids, dest.label, mode, left, events, map);
}

/**
 * vehicles.ts: the vehicles of a stack turn in their hex to face `toward`, at PIVOT_MP a hexside; a
 * move-like step (it starts or goes on with the activation, and enemies may fire at it as at a move).
 */
export function pivot(s: LnlState, seat: string, ids: string[], toward: string, map: LnlMap): Out {
  const stack = stackOf(s, seat, ids);
  if (typeof stack === "string") return refuse("bad-unit", stack, "$.units");
  const a = s.activation;
  if (a && (a.units.length !== ids.length || ids.some((id) => !a.units.includes(id))))
    return refuse("activation", `the ${a.units.join(", ")} stack is moving (${a.mode}); move it on or pass`);
  if (a && (a.mode === "low-crawl" || a.mode === "stealth"))
    return refuse("cannot-pivot", `a ${a.mode} move does not pivot`, "$.units");
  for (const u of stack) {
    if (!a && !mayActivate(u)) return refuse("ops-complete", `${u.id} has already moved or fired this turn`);
    if (u.abandoned || u.wreck) return refuse("cannot-move", `${u.id} cannot move`);
  }
  const p = pivotStack(stack, toward, map);
  if (typeof p === "string") return refuse("cannot-pivot", p, "$.toward");
  const mode = a?.mode ?? "normal";
  const mpLeft = a ? a.mpLeft : Math.min(...stack.map((u) => allowance(u, mode)));
  const hex = stack[0]!.hex;
  if (p.cost > mpLeft)
    return refuse("no-mp", `the pivot costs ${p.cost} MP; the stack has ${mpLeft} left`, "$.toward");
  for (const u of stack) u.facing = p.facings.get(u.id)!;
  const left = mpLeft - p.cost;
  const events: LnlEvent[] = [
    {
      type: "pivot",
      units: ids,
      hex,
      toward: map.hex(toward)!.label,
      facings: stack.map((u) => ({ unit: u.id, facing: u.facing! })),
      cost: p.cost,
      mpLeft: left,
    },
  ];
  const st: LnlState = {
    ...s,
    activation: {
      side: seat,
      units: ids,
      mode,
      mpLeft: left,
      steps: a?.steps ?? 0,
      pivots: (a?.pivots ?? 0) + p.turns,
    },
  };
  return spentMps(s, st, seat, ids, hex, mode, left, events, map);
}

/** After a stack spent MPs in a hex (a move or a pivot): spotting, the enemy's OF chance, or the end. */
function spentMps(
  s: LnlState,
  st0: LnlState,
  seat: string,
  ids: string[],
  hex: string,
  mode: Activation["mode"],
  left: number,
  events: LnlEvent[],
  map: LnlMap,
): Out {
  let st = st0;
  const dest = { label: hex };
  // seed 004 (OF): units with a clear LOS to a hex where an enemy spends MPs (not LC or Stealth) may fire
  const enemy = otherSide(s, seat);
  const canOf =
    mode !== "low-crawl" &&
    mode !== "stealth" &&
    onMap(st).some((u) => u.side === enemy && ofEligible(u) && map.los(u.hex, dest.label, st.smoke).visible);
  // project default (after LnLT v5 spotting; docs/rulesets/lnl.md "Spotting"): the stack is spotted from
  // the first hex of this impulse an enemy unit sees it spend MPs in (not by Low Crawl); OF at a later
  // hex is at a stack "spotted in the same impulse", so an Ops Complete firer has no −1 FP
  const spottedBefore = ids.every((id) => s.spotted.includes(id));
  const seen =
    mode !== "low-crawl" &&
    mode !== "stealth" &&
    onMap(st).some((u) => u.side === enemy && map.los(u.hex, dest.label, st.smoke).visible);
  if (seen) st = { ...st, spotted: [...new Set([...s.spotted, ...ids])] };
  if (canOf) {
    st = { ...st, opWindow: { hex: dest.label, movers: ids, spotted: spottedBefore } };
    events.push({ type: "op-chance", hex: dest.label, side: enemy });
  } else if (left === 0) {
    st = endActivation(st);
    events.push({ type: "activation-ends", side: seat });
  }
  return ok({ state: st, events });
}

/** seed 004 (OF): not marked Moved, Low Crawl, Stealth or Fired, and able to fire (Good Order). */
export const ofEligible = (u: UnitState) =>
  !u.moved &&
  !u.assaultMoved &&
  !u.lowCrawl &&
  !u.stealth &&
  !u.fired &&
  !u.shaken &&
  !u.abandoned &&
  !u.wreck &&
  u.kind !== "medic" &&
  u.kind !== "sniper"; // project default: a sniper attacks only in its own impulse (sniper.ts)
