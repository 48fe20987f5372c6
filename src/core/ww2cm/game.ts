import { type Dice, ENGINE_SEAT, type Game, refuse } from "../game/ruleset";
import { ok } from "../result";
import type { AirborneEvent } from "./air/airborne";
import {
  type AirEvent,
  type AirWorld,
  aaSilentProblem,
  enterAirPhase,
  fly,
  hasAirPhase,
  intercept,
  leaveAirPhase,
} from "./air/phase";
import { charge } from "./charge";
import { parseCommand, type Ww2Command } from "./commands";
import { type CrewEvent, crewAction, type TowEvent, tow } from "./crewed";
import type { ShotEvent } from "./fire";
import { inCircle, shoot } from "./fire";
import type { Ww2Oracle } from "./measured";
import { fightMelee, type MeleeEvent } from "./melee";
import type { MoraleEvent } from "./morale";
import { type MoveEvent, move, moveProblem } from "./moves";
import { trackRevealed } from "./night";
import type { Ww2Body } from "./setup";
import { alive, lockOf, type Phase, unitOf, type Ww2State } from "./state";
import { type Ww2Terrain, waterAt } from "./terrain-move";
import { carryRiders, disembark, embark, type TransportEvent } from "./transport";
import { beginTurn, type OverEvent, type RallyEvent, type TurnEvent, verdict } from "./turn";

/** Everything a game of seed 002 says happened. */
export type Ww2Event =
  | ShotEvent
  | MoraleEvent
  | MeleeEvent
  | RallyEvent
  | TurnEvent
  | OverEvent
  | MoveEvent
  | { type: "phase"; phase: Phase }
  | { type: "conceded"; side: string }
  | CrewEvent
  | TowEvent
  | AirEvent
  | AirborneEvent
  /** a free move or fire after a melee, taken or declined */
  | { type: "free"; unit: string; took: "move" | "fire" | "declined" }
  /** seed 002: "If a unit willingly flees melee then the other player gets to fire and move" */
  | { type: "fled"; unit: string; from: string }
  | TransportEvent;

/** What the undo list shows of an entry. */
export interface Ww2Note {
  turn: number;
  side: string;
  phase: Phase;
}

const NEXT: Record<Phase, Phase | null> = { move: "shoot", shoot: "melee", melee: null, air: null };

/** The reducer of one set-up, on its measured oracle. */
/** A unit of the side to act with a model in deep water that has not moved this turn (it must swim on). */
function mustSwim(s: Ww2State, terrain: Ww2Terrain) {
  return s.units.find(
    (u) =>
      u.side === s.side &&
      !u.moved &&
      !u.inside &&
      moveProblem(u) === null &&
      alive(s, u.id).some((m) => waterAt(terrain, m.x, m.y) === "swimming"),
  );
}

/** `air`: the 3D table the air rules measure on (issue 35), needed only when the set-up has aircraft. */
export function ww2Game(
  body: Ww2Body,
  oracle: Ww2Oracle,
  air?: AirWorld,
): Game<Ww2State, Ww2Command, Ww2Event, Ww2Note> {
  const sides = body.sides.map((x) => x.id);
  const other = (side: string) => sides.find((x) => x !== side)!;
  const terrain = { table: body.table, groundKinds: body.groundKinds };
  const ended = (state: Ww2State, events: Ww2Event[]) => {
    const end = verdict(state, sides, false);
    return ok({
      state: end ? { ...state, over: { winner: end.winner, reason: end.reason }, free: null } : state,
      events: end ? [...events, end] : events,
    });
  };
  /**
   * seed 002, Melee: "The winning unit may choose to make a move or fire at the fleeing unit": while it is
   * owed, its side moves that unit (its allowance, whatever the phase), shoots it at a circle holding a
   * fleeing model, or declines; then play goes on where it was.
   */
  const freeAction = (s: Ww2State, seat: string, c: Ww2Command, dice: Dice) => {
    const f = s.free!;
    const u = unitOf(s, f.unit)!;
    if (seat !== f.side) return refuse("not-your-turn", `${f.side} owes ${u.name}'s free move or fire first`);
    if (c.type === "decline")
      return ok({
        state: { ...s, free: null },
        events: [{ type: "free", unit: u.id, took: "declined" } as Ww2Event],
      });
    const what = f.both ? (f.move && f.fire ? "fire and move" : f.move ? "move" : "fire") : "move or fire";
    if (
      (c.type !== "move" && c.type !== "shoot") ||
      c.unit !== f.unit ||
      (c.type === "move" && !f.move) ||
      (c.type === "shoot" && !f.fire)
    )
      return refuse("free-action", `${u.name} may ${what} at the fleeing unit, or decline, first`);
    // "fire and move" (a unit fled willingly): the other stays owed after the first.
    const rest = f.both
      ? { ...f, move: f.move && c.type !== "move", fire: f.fire && c.type !== "shoot" }
      : null;
    const second = f.both === true && (!f.move || !f.fire);
    const fresh = {
      ...u,
      moved: c.type === "move" ? false : u.moved,
      charged: false,
      shot: false,
      sprinted: second ? u.sprinted : false,
    };
    const s1: Ww2State = {
      ...s,
      free: rest && (rest.move || rest.fire) ? rest : null,
      units: s.units.map((x) => (x.id === u.id ? fresh : x)),
    };
    if (c.type === "move") {
      const r = move(s1, terrain, fresh, c.to, c.sprint ?? false, c.heading, dice);
      if (!r.ok) return r;
      return ended(r.value.state, [r.value.event, { type: "free", unit: u.id, took: "move" }]);
    }
    const fleeing = new Set(alive(s, f.fleeing).map((m) => m.id));
    const firers = alive(s1, u.id);
    if (!inCircle(s1, u.side, c.at, firers).some((m) => fleeing.has(m.id)))
      return refuse(
        "free-action",
        `the circle must hold a model of the fleeing ${unitOf(s, f.fleeing)?.name}`,
        "$.at",
      );
    const r = shoot(s1, oracle, fresh, c.at, c.firers, dice, false, c.grenades ?? false);
    if (!r.ok) return r;
    return ended(r.value.state, [...r.value.events, { type: "free", unit: u.id, took: "fire" }]);
  };
  /**
   * The melee phase begins: every locked melee (reached the round cap earlier) fights on, its streak and
   * the casualties fire into it caused counted (project default: a melee lasts until it ends).
   */
  const meleePhase = (s0: Ww2State, dice: Dice) => {
    let state: Ww2State = { ...s0, phase: "melee" };
    const events: Ww2Event[] = [{ type: "phase", phase: "melee" }];
    for (const l of s0.melees ?? []) {
      if (state.over || !l.units.every((u) => alive(state, u).length > 0)) continue;
      const m = fightMelee(state, l.units, dice, oracle, body.table);
      state = m.state;
      events.push(m.event);
    }
    return ended(state, events);
  };
  /**
   * seed 002, Melee: "If a unit willingly flees melee then the other player gets to fire and move": a
   * locked unit's move in its movement phase leaves the melee; its foe's side is then owed a fire and a
   * move of that unit (a circle holding a fleeing model), in either order, before play goes on.
   */
  const flee = (s: Ww2State, id: string, c: Extract<Ww2Command, { type: "move" }>, dice: Dice) => {
    const l = lockOf(s, id)!;
    const foe = l.units.find((u) => u !== id)!;
    const unit = { ...unitOf(s, id)!, charged: false };
    const s0: Ww2State = { ...s, units: s.units.map((u) => (u.id === id ? unit : u)) };
    const r = move(s0, terrain, unit, c.to, c.sprint ?? false, c.heading, dice);
    if (!r.ok) return r;
    const left = (s.melees ?? []).filter((x) => x !== l);
    const state: Ww2State = {
      ...r.value.state,
      units: r.value.state.units.map((u) => (u.id === foe ? { ...u, charged: false } : u)),
      free: { unit: foe, side: unitOf(s, foe)!.side, fleeing: id, fire: true, move: true, both: true },
    };
    if (left.length) state.melees = left;
    else delete state.melees;
    return ended(state, [r.value.event, { type: "fled", unit: id, from: foe }]);
  };
  /** One command's rules (`apply` below adds the night's bookkeeping). */
  const step = (
    s: Ww2State,
    seat: string,
    c: Ww2Command,
    history: { dice: Dice },
  ): ReturnType<Game<Ww2State, Ww2Command, Ww2Event, Ww2Note>["apply"]> => {
    if (s.over) return refuse("over", "the game is over");
    if (seat === ENGINE_SEAT || !sides.includes(seat)) return refuse("wrong-seat", `"${seat}" is no side`);
    if (c.type === "concede") {
      const winner = other(seat);
      return ok({
        state: { ...s, over: { winner, reason: `${seat} conceded` } },
        events: [
          { type: "conceded", side: seat },
          { type: "over", winner, reason: `${seat} conceded` },
        ],
      });
    }
    const dice = history.dice;
    // issue 35: a flight waits for the defender's answer to it (seed 002, interceptors)
    if (s.air?.pending) {
      if (c.type !== "intercept")
        return refuse(
          "intercept-owed",
          `${s.air.pending.defender} chooses first whether to intercept ${s.air.pending.aircraft}`,
        );
      const r = intercept(s, body.air!, air!, body.first, seat, c, dice);
      if (!r.ok) return r;
      return ended(r.value.state, r.value.events);
    }
    if (c.type === "intercept") return refuse("nothing-owed", "no flight waits to be intercepted");
    if (s.free) return freeAction(s, seat, c, dice);
    if (seat !== s.side) return refuse("not-your-turn", `it is ${s.side}'s turn`);
    if (c.type === "decline") return refuse("nothing-owed", "no free move or fire is owed");
    if (c.type === "next") {
      if (s.phase === "move") {
        const swimmer = mustSwim(s, terrain);
        if (swimmer)
          return refuse(
            "must-swim",
            `${swimmer.name} is swimming and must carry on: it cannot stop (seed 002, River/water)`,
          );
      }
      const to = NEXT[s.phase];
      if (to === "melee") return meleePhase(s, dice);
      if (to) return ok({ state: { ...s, phase: to }, events: [{ type: "phase", phase: to }] });
      // issue 35: the air sub-phase at the end of the side's turn, when it has aircraft
      if (s.phase === "melee" && body.air && hasAirPhase(s)) {
        const a = enterAirPhase({ ...s, phase: "air" }, body.air, dice);
        return ok({ state: a.state, events: [{ type: "phase", phase: "air" } as Ww2Event, ...a.events] });
      }
      const done = leaveAirPhase(s);
      const roundDone = done.side !== body.first;
      const end = verdict(done, sides, roundDone, body.objectives);
      if (end)
        return ok({ state: { ...done, over: { winner: end.winner, reason: end.reason } }, events: [end] });
      const next = other(done.side);
      const t = beginTurn(done, next, roundDone ? done.turn + 1 : done.turn, oracle, body.table, dice);
      return ok(t);
    }
    if (c.type === "fly") {
      if (s.phase !== "air" || !body.air || !air)
        return refuse("wrong-phase", `fly is for the air sub-phase; this is the ${s.phase} phase`);
      const r = fly(s, body.air, air, body.first, seat, c, dice);
      if (!r.ok) return r;
      return ended(r.value.state, r.value.events);
    }
    if (s.phase === "air")
      return refuse("wrong-phase", `${c.type} is not for the air sub-phase: fly, or next`);
    const unit = unitOf(s, c.unit);
    if (!unit) return refuse("bad-unit", `no unit "${c.unit}"`, "$.unit");
    if (unit.side !== seat) return refuse("not-yours", `${unit.name} is ${unit.side}'s`, "$.unit");
    const wrongPhase = (p: Phase) =>
      refuse("wrong-phase", `${c.type} is for the ${p} phase; this is the ${s.phase} phase`);

    if (c.type === "move") {
      if (s.phase !== "move") return wrongPhase("move");
      if (lockOf(s, unit.id)) return flee(s, unit.id, c, dice);
      const r = move(s, terrain, unit, c.to, c.sprint ?? false, c.heading, dice);
      if (!r.ok) return r;
      return ended(carryRiders(s, r.value.state, unit.id), [r.value.event]);
    }
    if (c.type === "embark" || c.type === "disembark") {
      if (s.phase !== "move") return wrongPhase("move");
      const r = c.type === "embark" ? embark(s, unit, c.vehicle) : disembark(s, body.table, unit, c.to);
      if (!r.ok) return r;
      return ok({ state: r.value.state, events: [r.value.event] });
    }
    if (c.type === "shoot") {
      if (s.phase !== "shoot") return wrongPhase("shoot");
      const silent = aaSilentProblem(s, unit.id);
      if (silent) return refuse("cannot-shoot", silent, "$.unit");
      const r = shoot(s, oracle, unit, c.at, c.firers, dice, false, c.grenades ?? false);
      if (!r.ok) return r;
      return ended(r.value.state, r.value.events);
    }
    if (c.type === "crew") {
      if (s.phase !== "move") return wrongPhase("move");
      const r = crewAction(s, unit, c.action);
      if (!r.ok) return r;
      return ok({ state: r.value.state, events: [r.value.event] });
    }
    if (c.type === "tow") {
      if (s.phase !== "move") return wrongPhase("move");
      const r = tow(s, body.table, unit, c.gun, c.to, moveProblem(unit));
      if (!r.ok) return r;
      return ok({ state: r.value.state, events: [r.value.event] });
    }
    if (s.phase !== "melee") return wrongPhase("melee");
    const r = charge(s, oracle, body.table, unit, c.target, dice);
    if (!r.ok) return r;
    return ended(r.value.state, r.value.events);
  };
  return {
    seats: sides,
    parseCommand,
    impliedSeat: (s) => s.air?.pending?.defender ?? s.free?.side ?? s.side,
    seatsToAct: (s) =>
      s.over ? [] : s.air?.pending ? [s.air.pending.defender] : s.free ? [s.free.side] : [s.side],
    outOfTurn: (_s, _seat, c) => c.type === "concede",
    apply(s, seat, c, history) {
      const r = step(s, seat, c, history);
      // seed 002, Night Fighting: who fired and has not moved since (night.ts)
      return r.ok && r.value.state.night
        ? ok({ ...r.value, state: trackRevealed(s, r.value.state, r.value.events as { type: string }[]) })
        : r;
    },
    rolled: (events) =>
      events.some(
        (e) =>
          e.type === "shot" ||
          e.type === "morale" ||
          e.type === "melee" ||
          e.type === "arrival" ||
          e.type === "flight" ||
          (e.type === "moved" && !!e.falls),
      ),
    undoProblem: () => null,
    note: (before) => ({ turn: before.turn, side: before.side, phase: before.phase }),
    // Nothing is hidden in the ground game: a hidden sniper stands on the table in view of both players
    // and is only not to be shot at (docs/rulesets/ww2cm.md, "Snipers"), so every seat sees all.
    seatView: (s) => s,
    over: (s) => s.over !== null,
  };
}
