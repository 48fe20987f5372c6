import { refuse } from "../game/ruleset";
import { ok } from "../result";
import type { LnlCommand } from "./commands";
import type { Dice } from "./dice";
import { type FireEvent, type FireOrder, planShot, resolveShot } from "./fire";
import { type HealEvent, heal } from "./heal";
import type { LnlMap } from "./map";
import type { MeleeEvent } from "./melee";
import { mayActivate, move, ofEligible, pivot, stackOf } from "./movement";
import { laySmoke, type SmokeEvent } from "./smoke";
import { SHAKEN_SNIPER_LINE, sniperShot } from "./sniper";
import { fireStarShell, type StarShellEvent } from "./star-shell";
import { type LnlState, leaderLmIn, onMap, otherSide } from "./state";
import { bailOut, dismount, mount, type TransportEvent } from "./transport";
import { closeWindow, endActivation, type Out, overCheck, passImpulse } from "./turn";

import { setHatches } from "./vehicles";

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
  | StarShellEvent
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

/** The seats that may act now. */
export function seatsToAct(s: LnlState): string[] {
  if (s.phase === "over") return [];
  if (s.opWindow && s.activation) return [otherSide(s, s.activation.side)];
  return [s.toAct];
}

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
  if (c.type === "star-shell") {
    if (s.activation)
      return refuse("activation", `the ${s.activation.units.join(", ")} stack is moving; pass first`);
    const r = fireStarShell(s, seat, c.unit, c.hex, map);
    if (typeof r === "string") return refuse("cannot-star-shell", r, "$.unit");
    return ok({ state: endActivation(r.state), events: [r.event, { type: "activation-ends", side: seat }] });
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
