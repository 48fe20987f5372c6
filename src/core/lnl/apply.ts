import type { RuleError } from "../game/ruleset";
import { err, ok, type Result } from "../result";
import type { LnlCommand } from "./commands";
import type { Dice } from "./dice";
import { type FireEvent, type FireOrder, planShot, resolveShot } from "./fire";
import { type HealEvent, heal } from "./heal";
import type { LnlMap } from "./map";
import { type MeleeEvent, resolveMelee } from "./melee";
import { laySmoke, type SmokeEvent } from "./smoke";
import { SHAKEN_SNIPER_LINE, sniperShot } from "./sniper";
import { type Activation, type LnlState, leaderLmIn, onMap, otherSide, type UnitState } from "./state";
import { CLIMB_COST, MP_COST } from "./terrain-costs";
import { bailOut, carryPassengers, dismount, mount, type TransportEvent } from "./transport";
import { facingAfterStep, pivotStack, setHatches } from "./vehicles";
import { isMmc } from "./vocab";

/**
 * The LnL reducer: one command on a state, with the dice, to the next state and its events, or the
 * reason it is refused (never a throw; the input is never changed). The turn (project default after
 * LnLT v5.1 3.0; the card prints none): a Rally Phase (each side rallies, then ends it), an Operations
 * Phase of alternating impulses (each activates one hex's units to move or to fire, or passes; two
 * passes in a row end it), then the markers come off and the next turn starts.
 */

export type LnlEvent =
  | FireEvent
  | MeleeEvent
  | TransportEvent
  | SmokeEvent
  | HealEvent
  | { type: "rally"; unit: string; roll: number; need: number; rallied: boolean }
  | { type: "move"; units: string[]; from: string; to: string; cost: number; mpLeft: number; mode: string }
  | {
      type: "pivot";
      units: string[];
      hex: string;
      toward: string;
      facings: { unit: string; facing: number }[];
      cost: number;
      mpLeft: number;
    }
  | { type: "hatches"; unit: string; open: boolean }
  | { type: "op-chance"; hex: string; side: string }
  | { type: "activation-ends"; side: string }
  | { type: "pass"; side: string }
  | { type: "phase"; phase: string; turn: number }
  | { type: "over"; winner: string | null; why: string };

type Out = Result<{ state: LnlState; events: LnlEvent[] }, RuleError>;
const refuse = (code: string, message: string, path?: string): Out =>
  err({ code, message, ...(path ? { path } : {}) });

/** The seats that may act now. */
export function seatsToAct(s: LnlState): string[] {
  if (s.phase === "over") return [];
  if (s.opWindow && s.activation) return [otherSide(s, s.activation.side)];
  return [s.toAct];
}

const mayActivate = (u: UnitState) => !u.opsComplete && !u.fired && !u.moved && !u.abandoned && !u.wreck;

export function applyLnl(s0: LnlState, seat: string, c: LnlCommand, map: LnlMap, dice: Dice): Out {
  if (!seatsToAct(s0).includes(seat)) return refuse("wrong-seat", `it is not ${seat}'s turn to act`);
  const s: LnlState = { ...s0, units: s0.units.map((u) => ({ ...u, sw: [...u.sw] })) };
  if (s.phase === "rally") {
    if (c.type === "rally") return rally(s, seat, c.unit, dice);
    if (c.type === "end-rally") return endRally(s, seat);
    if (c.type === "heal") {
      const h = heal(s, seat, c.medic, c.unit, dice);
      return "why" in h ? refuse("cannot-heal", h.why, h.path) : ok({ state: h.state, events: [h.event] });
    }
    return refuse("wrong-phase", `in the Rally Phase a side rallies or ends the phase, not "${c.type}"`);
  }
  if (c.type === "rally" || c.type === "end-rally" || c.type === "heal")
    return refuse("wrong-phase", `the Rally Phase is over${c.type === "heal" ? ": medics heal in it" : ""}`);
  if (s.opWindow) {
    if (c.type === "op-fire") return opFire(s, seat, c.firers, map, dice);
    if (c.type === "pass") return closeWindow(s);
    return refuse("op-chance", "the enemy stack has just spent MPs: fire at it (op-fire) or pass");
  }
  if (c.type === "op-fire") return refuse("no-op-chance", "there is no moving enemy to fire at");
  if (c.type === "move") return move(s, seat, c.units, c.to, c.mode, map, dice);
  if (c.type === "pivot") return pivot(s, seat, c.units, c.toward, map);
  if (c.type === "hatches") {
    if (s.activation && !s.activation.units.includes(c.unit))
      return refuse("activation", `the ${s.activation.units.join(", ")} stack is moving; pass first`);
    const units = setHatches(s, seat, c.unit, c.open);
    if (typeof units === "string") return refuse("cannot-hatch", units, "$.unit");
    return ok({ state: { ...s, units }, events: [{ type: "hatches", unit: c.unit, open: c.open }] });
  }
  if (c.type === "fire") return fire(s, seat, c.firers, c.target, map, dice);
  if (c.type === "snipe") {
    const spec = sniperShot(s, seat, c.unit, c.target);
    if (typeof spec === "string") return refuse("cannot-snipe", spec, "$.unit");
    return shoot(s, spec, map, dice, (st) => {
      Object.assign(st.units.find((u) => u.id === c.unit)!, { fired: true, opsComplete: true });
      return endActivation(st);
    });
  }
  if (c.type === "smoke") {
    if (s.activation)
      return refuse("activation", `the ${s.activation.units.join(", ")} stack is moving; pass first`);
    const st = laySmoke(s, seat, c.unit, c.hex, map);
    if (typeof st === "string") return refuse("cannot-smoke", st, "$.unit");
    return ok({
      state: endActivation(st),
      events: [
        { type: "smoke", unit: c.unit, hex: st.smoke[st.smoke.length - 1]! },
        { type: "activation-ends", side: seat },
      ],
    });
  }
  if (c.type === "mount" || c.type === "dismount") {
    if (s.activation)
      return refuse("activation", `the ${s.activation.units.join(", ")} stack is moving; pass first`);
    if (c.type === "mount") {
      const units = mount(s, seat, c.units, c.vehicle);
      if (typeof units === "string") return refuse("cannot-mount", units, "$.units");
      return ok({
        state: endActivation({ ...s, units }),
        events: [
          { type: "mount", units: c.units, vehicle: c.vehicle },
          { type: "activation-ends", side: seat },
        ],
      });
    }
    const d = dismount(s, seat, c.units);
    if (typeof d === "string") return refuse("cannot-dismount", d, "$.units");
    return ok({
      state: endActivation({ ...s, units: d.units }),
      events: [
        { type: "dismount", units: c.units, vehicle: d.vehicle },
        { type: "activation-ends", side: seat },
      ],
    });
  }
  // pass
  if (s.activation) return ok({ state: endActivation(s), events: [{ type: "activation-ends", side: seat }] });
  return passImpulse(s, seat);
}

function rally(s: LnlState, seat: string, id: string, dice: Dice): Out {
  const u = onMap(s).find((x) => x.id === id);
  if (!u || u.side !== seat) return refuse("bad-unit", `no unit "${id}" of ${seat} on the map`, "$.unit");
  if (!u.shaken) return refuse("not-shaken", `${id} is in Good Order`);
  if (s.rallyTried.includes(id)) return refuse("rallied", `${id} has already tried to rally this turn`);
  const self = u.kind !== "squad" && u.kind !== "half-squad" && u.kind !== "crew" && u.kind !== "weapon-team";
  const lm = leaderLmIn(s, u.side, u.hex, u.id);
  // seed 004: "all vehicles and SMCs self-rally"; an MMC needs a Good Order leader (project default)
  if (
    !self &&
    lm === 0 &&
    !onMap(s).some((l) => l.side === u.side && l.hex === u.hex && l.kind === "leader" && !l.shaken)
  )
    return refuse("no-leader", `${id} is an MMC: it rallies only with a Good Order leader in its hex`);
  const roll = dice.roll(6);
  const need = u.shakenMorale + lm;
  const rallied = roll <= need; // project default: 1d6 ≤ the Shaken side's morale + LM
  const unit = s.units.find((x) => x.id === id)!;
  if (rallied) unit.shaken = false;
  s.rallyTried = [...s.rallyTried, id];
  return ok({ state: s, events: [{ type: "rally", unit: id, roll, need, rallied }] });
}

function endRally(s: LnlState, seat: string): Out {
  const rallyDone = [...s.rallyDone, seat];
  if (rallyDone.length < s.sides.length)
    return ok({ state: { ...s, rallyDone, toAct: otherSide(s, seat) }, events: [] });
  return ok({
    state: { ...s, rallyDone, phase: "operations", toAct: s.sides[0]!, passes: 0 },
    events: [{ type: "phase", phase: "operations", turn: s.turn }],
  });
}

function stackOf(s: LnlState, seat: string, ids: readonly string[]): UnitState[] | string {
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

function move(
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
function pivot(s: LnlState, seat: string, ids: string[], toward: string, map: LnlMap): Out {
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
const ofEligible = (u: UnitState) =>
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

function opFire(s: LnlState, seat: string, orders: FireOrder[], map: LnlMap, dice: Dice): Out {
  for (const o of orders) {
    const u = onMap(s).find((x) => x.id === o.unit);
    if (u && u.side === seat && !ofEligible(u))
      return refuse(
        "not-eligible",
        u.kind === "sniper"
          ? `${u.id} is a sniper: it attacks only in its own impulse ("snipe"), never by Opportunity Fire`
          : `${u.id} may not Opportunity Fire: it is marked Moved, Low Crawl, Stealth or Fired, or Shaken`,
        "$.firers",
      );
  }
  const w = s.opWindow!;
  const spec = {
    firers: orders,
    targetHex: w.hex,
    opportunity: true,
    spottedThisImpulse: w.spotted,
    movingNow: w.movers,
  };
  return shoot(s, spec, map, dice, (st, firers) => {
    for (const f of firers)
      Object.assign(st.units.find((u) => u.id === f)!, { fired: true, opsComplete: true });
    return st;
  });
}

function fire(s: LnlState, seat: string, orders: FireOrder[], target: string, map: LnlMap, dice: Dice): Out {
  const stack = stackOf(
    s,
    seat,
    orders.map((o) => o.unit),
  );
  if (typeof stack === "string") return refuse("bad-unit", stack, "$.firers");
  const a = s.activation;
  const sniper = stack.find((u) => u.kind === "sniper");
  if (sniper)
    return refuse(
      "sniper",
      sniper.shaken
        ? `${sniper.id}: ${SHAKEN_SNIPER_LINE}`
        : `${sniper.id} is a sniper: it attacks one unit alone ("snipe"), not a hex`,
      "$.firers",
    );
  for (const u of stack) {
    // an Assault Move fires after moving; a vehicle fires after pivoting in its hex (DFT 8, vehicles.ts)
    const pivoted = a?.steps === 0 && (a.pivots ?? 0) > 0 && a.units.includes(u.id);
    const assaulting = (a?.mode === "assault" && a.units.includes(u.id)) || pivoted;
    if (a && !assaulting)
      return refuse(
        "activation",
        `the ${a.units.join(", ")} stack is moving; only an Assault Move, or a vehicle that only pivoted in its hex, may fire after it`,
      );
    if (!assaulting && !mayActivate(u))
      return refuse("ops-complete", `${u.id} has already moved or fired this turn`);
  }
  const spec = {
    firers: orders,
    targetHex: target,
    opportunity: false,
    spottedThisImpulse: false,
    movingNow: [],
  };
  return shoot(s, spec, map, dice, (st, firers) => {
    for (const f of firers)
      Object.assign(st.units.find((u) => u.id === f)!, { fired: true, opsComplete: true });
    return endActivation({ ...st, activation: st.activation });
  });
}

function shoot(
  s: LnlState,
  spec: Parameters<typeof planShot>[2],
  map: LnlMap,
  dice: Dice,
  after: (st: LnlState, firers: string[]) => LnlState,
): Out {
  const plan = planShot(s, map, spec);
  if (!plan.ok) return refuse("cannot-fire", plan.error, "$.firers");
  const r = resolveShot(s, plan.value, spec, dice);
  const bailed = bailOut({ ...s, units: r.units }, dice);
  let st = after(
    { ...s, units: r.units, heroesMade: r.heroesMade },
    spec.firers.map((f) => f.unit),
  );
  const events: LnlEvent[] = [r.event, ...bailed];
  const over = overCheck(st);
  if (over) {
    st = { ...st, phase: "over", winner: over.winner, endWhy: over.why, activation: null, opWindow: null };
    events.push({ type: "over", ...over });
  }
  return ok({ state: st, events });
}

function closeWindow(s: LnlState): Out {
  const a = s.activation!;
  const movers = a.units.filter((id) => {
    const u = s.units.find((x) => x.id === id)!;
    return !u.eliminated && !u.shaken && !u.wounded;
  });
  let st: LnlState = { ...s, opWindow: null };
  const events: LnlEvent[] = [{ type: "pass", side: otherSide(s, a.side) }];
  if (movers.length === 0 || a.mpLeft === 0 || movers.length !== a.units.length) {
    st = endActivation(st);
    events.push({ type: "activation-ends", side: a.side });
  }
  return ok({ state: st, events });
}

/** The activation ends: its units are Ops Complete; the other side's impulse. */
function endActivation(s: LnlState): LnlState {
  const a = s.activation;
  const side = a?.side ?? s.toAct;
  const units = s.units.map((u) => (a?.units.includes(u.id) ? { ...u, opsComplete: true } : u));
  return { ...s, units, activation: null, opWindow: null, spotted: [], toAct: otherSide(s, side), passes: 0 };
}

function passImpulse(s: LnlState, seat: string): Out {
  const passes = s.passes + 1;
  const events: LnlEvent[] = [{ type: "pass", side: seat }];
  if (passes < 2) return ok({ state: { ...s, passes, toAct: otherSide(s, seat) }, events });
  // Administrative Phase: markers off (project default: smoke lasts the turn it was made), next turn.
  const units = s.units.map((u) => ({
    ...u,
    moved: false,
    assaultMoved: false,
    lowCrawl: false,
    stealth: false,
    fired: false,
    opsComplete: false,
  }));
  const turn = s.turn + 1;
  if (turn > s.turnLimit) {
    const over = overCheck({ ...s, units }, true)!;
    events.push({ type: "over", ...over });
    return ok({
      state: { ...s, units, phase: "over", winner: over.winner, endWhy: over.why, passes: 0 },
      events,
    });
  }
  events.push({ type: "phase", phase: "rally", turn });
  const st = {
    ...s,
    units,
    turn,
    phase: "rally" as const,
    rallyDone: [],
    rallyTried: [],
    healTried: [],
    toAct: s.sides[0]!,
    passes: 0,
    smoke: [],
  };
  return ok({ state: st, events });
}

/**
 * The end (project default: the card gives no victory conditions): a side with no unit left loses;
 * at the turn limit the side with more Good Order MMCs wins (a draw when equal).
 */
function overCheck(s: LnlState, timeUp = false): { winner: string | null; why: string } | null {
  for (const side of s.sides)
    if (!onMap(s).some((u) => u.side === side && !u.wreck))
      return { winner: otherSide(s, side), why: `${side} has no unit left` };
  if (!timeUp) return null;
  const score = (side: string) =>
    onMap(s).filter((u) => u.side === side && isMmc(u.kind) && !u.shaken).length;
  const [a, b] = s.sides as [string, string];
  const sa = score(a);
  const sb = score(b);
  return {
    winner: sa === sb ? null : sa > sb ? a : b,
    why: `turn limit: Good Order MMCs ${a} ${sa}, ${b} ${sb}`,
  };
}
