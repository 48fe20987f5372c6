import type { Catalog } from "../catalog/schema";
import { ENGINE_SEAT, type Game, type Ruleset } from "../game/ruleset";
import { err, ok } from "../result";
import type { Table } from "../table/schema";
import { applyLnl, type LnlEvent, seatsToAct } from "./apply";
import { type LnlCommand, parseLnlCommand } from "./commands";
import type { Dice } from "./dice";
import type { LnlMap } from "./map";
import { type LnlBody, lnlBodyToJson, parseLnlBody, unitsOf } from "./setup";
import type { LnlState } from "./state";

/**
 * Lock 'n Load Tactical (seed 004) on the ruleset seam (core/game/ruleset.ts): the set-up and
 * commands parsed with their paths, two seats (the sides), a pure reducer (apply.ts), the seat view.
 * Dice: the engine's `Dice` when the history carries one (issue 24 item 4, work/seam-dice); until
 * then a Park–Miller generator seeded at the start and kept in the state, which seatView never shows.
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

const next = (x: number) => (x * 48271) % 0x7fffffff;
const seedOf = (seed: string | number) =>
  [...String(seed)].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 0x7fffffff, 7) || 1;

/** Dice drawn from the state's generator; `rng()` is its state after the rolls. */
function stateDice(rng: number): { dice: Dice; rng: () => number } {
  let x = rng;
  return {
    dice: {
      roll(sides) {
        x = next(x);
        return (x % sides) + 1;
      },
    },
    rng: () => x,
  };
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
      if (seat === ENGINE_SEAT)
        return err({ code: "wrong-seat", message: "Lock 'n Load has no automatic steps" });
      const engine = (history as { dice?: Dice }).dice;
      const own = stateDice(state.rng);
      const r = applyLnl(state, seat, command, map, engine ?? own.dice);
      if (!r.ok) return r;
      return ok({ state: { ...r.value.state, rng: engine ? state.rng : own.rng() }, events: r.value.events });
    },
    rolled: (events) => events.some((e) => e.type === "fire" || e.type === "rally"),
    undoProblem: () => null,
    note: (before) => ({ turn: before.turn, phase: before.phase }),
    seatView: (s) => {
      const { rng: _rng, ...open } = s;
      return open;
    },
    over: (s) => s.phase === "over",
  };
}

/** The first state of a set-up. */
export function lnlStart(body: LnlBody, seed: string | number): LnlState {
  const sides = [...new Set(body.counters.map((c) => c.side))];
  return {
    turn: 1,
    turnLimit: body.turnLimit,
    phase: "rally",
    toAct: sides[0]!,
    sides,
    rallyDone: [],
    rallyTried: [],
    passes: 0,
    activation: null,
    opWindow: null,
    units: unitsOf(body),
    smoke: [],
    night: body.night,
    heroesMade: 0,
    winner: null,
    rng: seedOf(seed),
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
    start(body, seed) {
      return ok({ game: lnlGame(body, deps.mapFor(body.table)), state: lnlStart(body, seed), events: [] });
    },
  };
}
