import type { Catalog } from "../catalog/schema";
import { ENGINE_SEAT, type Game, type Ruleset, refuse } from "../game/ruleset";
import { ok } from "../result";
import type { Table } from "../table/schema";
import { applyLnl, type LnlEvent, seatsToAct } from "./apply";
import { type LnlCommand, parseLnlCommand } from "./commands";
import type { LnlMap } from "./map";
import { type LnlBody, lnlBodyToJson, parseLnlBody, unitsOf } from "./setup";
import type { LnlState } from "./state";

/**
 * Lock 'n Load Tactical (seed 004) on the ruleset seam (core/game/ruleset.ts): the set-up and
 * commands parsed with their paths, two seats (the sides), a pure reducer (apply.ts), the seat view.
 * Dice: only the engine's `Dice` (`History.dice`, issue 24 item 4): the state holds no seed and no
 * generator, so the whole state is public and every seat sees it.
 */

/** What the edge gives the ruleset: the catalog (tables are validated with it) and the board's map. */
export interface LnlDeps {
  catalog: Catalog;
  mapFor(table: Table): LnlMap;
}

/** The journal's note of an entry. */
export interface LnlNote {
  turn: number;
  phase: LnlState["phase"];
}

/** The bound game of one set-up. */
export function lnlGame(body: LnlBody, map: LnlMap): Game<LnlState, LnlCommand, LnlEvent, LnlNote> {
  const seats = [...new Set(body.counters.map((c) => c.side))];
  return {
    seats,
    parseCommand: parseLnlCommand,
    impliedSeat: (s) => seatsToAct(s)[0] ?? s.toAct,
    seatsToAct,
    apply(state, seat, command, history) {
      if (seat === ENGINE_SEAT) return refuse("wrong-seat", "Lock 'n Load has no automatic steps");
      return applyLnl(state, seat, command, map, history.dice);
    },
    rolled: (events) => events.some((e) => e.type === "fire" || e.type === "rally" || e.type === "heal"),
    undoProblem: () => null,
    note: (before) => ({ turn: before.turn, phase: before.phase }),
    // Nothing in an LnL state is hidden (counters are face up; the dice are the engine's).
    seatView: (s) => s,
    over: (s) => s.phase === "over",
  };
}

/** The first state of a set-up. */
export function lnlStart(body: LnlBody): LnlState {
  const sides = [...new Set(body.counters.map((c) => c.side))];
  return {
    turn: 1,
    turnLimit: body.turnLimit,
    phase: "rally",
    toAct: sides[0]!,
    sides,
    rallyDone: [],
    rallyTried: [],
    healTried: [],
    passes: 0,
    activation: null,
    opWindow: null,
    units: unitsOf(body),
    smoke: [],
    night: body.night,
    heroesMade: 0,
    ...(body.skillCards ? {} : { noSkillCards: true as const }),
    winner: null,
    spotted: [],
  };
}

/** The Lock 'n Load ruleset. */
export function lnlRuleset(deps: LnlDeps): Ruleset<LnlBody, LnlState, LnlCommand, LnlEvent, LnlNote> {
  return {
    id: "lnl",
    name: "Lock 'n Load Tactical (seed 004)",
    parseBody: (json) => parseLnlBody(json, deps.catalog),
    bodyToJson: lnlBodyToJson,
    parseCommand: parseLnlCommand,
    seatsOf: (b) => [...new Set(b.counters.map((c) => c.side))],
    // No opening rolls: the start draws nothing from the dice.
    start(body) {
      return ok({ game: lnlGame(body, deps.mapFor(body.table)), state: lnlStart(body), events: [] });
    },
  };
}
