import { ENGINE_SEAT, type Game, refuse } from "../game/ruleset";
import { ok } from "../result";
import { charge } from "./charge";
import { parseCommand, type Ww2Command } from "./commands";
import type { ShotEvent } from "./fire";
import { shoot } from "./fire";
import type { Ww2Oracle } from "./measured";
import type { MeleeEvent } from "./melee";
import type { MoraleEvent } from "./morale";
import { move } from "./moves";
import type { Ww2Body } from "./setup";
import { type Phase, unitOf, type Ww2State } from "./state";
import { beginTurn, type OverEvent, type RallyEvent, type TurnEvent, verdict } from "./turn";

/** Everything a game of seed 002 says happened. */
export type Ww2Event =
  | ShotEvent
  | MoraleEvent
  | MeleeEvent
  | RallyEvent
  | TurnEvent
  | OverEvent
  | { type: "moved"; unit: string; sprint: boolean }
  | { type: "phase"; phase: Phase }
  | { type: "conceded"; side: string };

/** What the undo list shows of an entry. */
export interface Ww2Note {
  turn: number;
  side: string;
  phase: Phase;
}

const NEXT: Record<Phase, Phase | null> = { move: "shoot", shoot: "melee", melee: null };

/** The reducer of one set-up, on its measured oracle. */
export function ww2Game(body: Ww2Body, oracle: Ww2Oracle): Game<Ww2State, Ww2Command, Ww2Event, Ww2Note> {
  const sides = body.sides.map((x) => x.id);
  const other = (side: string) => sides.find((x) => x !== side)!;
  return {
    seats: sides,
    parseCommand,
    impliedSeat: (s) => s.side,
    seatsToAct: (s) => (s.over ? [] : [s.side]),
    outOfTurn: (_s, _seat, c) => c.type === "concede",
    apply(s, seat, c, history) {
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
      if (seat !== s.side) return refuse("not-your-turn", `it is ${s.side}'s turn`);
      const dice = history.dice;
      if (c.type === "next") {
        const to = NEXT[s.phase];
        if (to) return ok({ state: { ...s, phase: to }, events: [{ type: "phase", phase: to }] });
        const roundDone = s.side !== body.first;
        const end = verdict(s, sides, roundDone);
        if (end)
          return ok({ state: { ...s, over: { winner: end.winner, reason: end.reason } }, events: [end] });
        const next = other(s.side);
        const t = beginTurn(s, next, roundDone ? s.turn + 1 : s.turn, oracle, body.table, dice);
        return ok(t);
      }
      const unit = unitOf(s, c.unit);
      if (!unit) return refuse("bad-unit", `no unit "${c.unit}"`, "$.unit");
      if (unit.side !== seat) return refuse("not-yours", `${unit.name} is ${unit.side}'s`, "$.unit");
      const wrongPhase = (p: Phase) =>
        refuse("wrong-phase", `${c.type} is for the ${p} phase; this is the ${s.phase} phase`);
      const ended = (state: Ww2State, events: Ww2Event[]) => {
        const end = verdict(state, sides, false);
        return ok({
          state: end ? { ...state, over: { winner: end.winner, reason: end.reason } } : state,
          events: end ? [...events, end] : events,
        });
      };
      if (c.type === "move") {
        if (s.phase !== "move") return wrongPhase("move");
        const r = move(s, body.table, unit, c.to, c.sprint ?? false, c.heading, oracle);
        if (!r.ok) return r;
        return ok({ state: r.value, events: [{ type: "moved", unit: unit.id, sprint: c.sprint ?? false }] });
      }
      if (c.type === "shoot") {
        if (s.phase !== "shoot") return wrongPhase("shoot");
        const r = shoot(s, oracle, unit, c.at, c.firers, dice);
        if (!r.ok) return r;
        return ended(r.value.state, r.value.events);
      }
      if (s.phase !== "melee") return wrongPhase("melee");
      const r = charge(s, oracle, body.table, unit, c.target, dice);
      if (!r.ok) return r;
      return ended(r.value.state, r.value.events);
    },
    rolled: (events) => events.some((e) => e.type === "shot" || e.type === "morale" || e.type === "melee"),
    undoProblem: () => null,
    note: (before) => ({ turn: before.turn, side: before.side, phase: before.phase }),
    // Nothing is hidden in the ground game (snipers' hiding is not implemented yet): every seat sees all.
    seatView: (s) => s,
    over: (s) => s.over !== null,
  };
}
