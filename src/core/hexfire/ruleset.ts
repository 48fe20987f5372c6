import type { Catalog } from "../catalog/schema";
import { type Dice, ENGINE_SEAT, type Game, type Ruleset, refuse } from "../game/ruleset";
import { ok } from "../result";
import type { Table } from "../table/schema";
import { applyHexfire, type HexfireEvent, seatsToAct } from "./apply";
import { type HexfireCommand, parseHexfireCommand } from "./commands";
import { deployView } from "./deploy";
import type { HexfireMap } from "./map";
import { type HexfireBody, hexfireBodyToJson, parseHexfireBody, unitsOf } from "./setup";
import type { HexfireState } from "./state";
import { rollInitiative, type TurnEvent } from "./turn";

/**
 * The hex fire/assault ruleset (seed 001) on the ruleset seam (core/game/ruleset.ts): the set-up and
 * commands parsed with their paths, two seats (the sides), a pure reducer (apply.ts), the seat view.
 * Dice: only the engine's `Dice`: the state holds no seed, so the whole state is public.
 */

/** The ruleset's id (the `ruleset` of its game files). */
export const HEXFIRE_ID = "hexfire";

/** What the edge gives the ruleset: the catalog (tables are validated with it) and the board's map. */
export interface HexfireDeps {
  catalog: Catalog;
  mapFor(table: Table): HexfireMap;
}

/** The journal's note of an entry. */
export interface HexfireNote {
  turn: number;
}

/** The bound game of one set-up. */
export function hexfireGame(
  body: HexfireBody,
  map: HexfireMap,
): Game<HexfireState, HexfireCommand, HexfireEvent, HexfireNote> {
  const seats = [...new Set(body.units.map((u) => u.side))];
  const setupHex = new Map(unitsOf(body).map((u) => [u.id, u.hex] as const));
  return {
    seats,
    parseCommand: parseHexfireCommand,
    impliedSeat: (s) => seatsToAct(s)[0] ?? s.toAct,
    seatsToAct,
    apply(state, seat, command, history) {
      if (seat === ENGINE_SEAT) return refuse("wrong-seat", "this ruleset has no automatic steps");
      return applyHexfire(state, seat, command, map, history.dice);
    },
    rolled: (events) => events.some((e) => "dice" in e || e.type === "turn"),
    undoProblem: () => null,
    note: (before) => ({ turn: before.turn }),
    // Nothing is hidden but a side's placements during deployment (deploy.ts): units are face up and
    // the dice are the engine's.
    seatView: (s, seat) => deployView(s, seat, setupHex),
    logView: (s, seat, item) =>
      s.deploying !== null && item.seat !== seat && item.entry.type === "place" ? null : item,
    replayView: (then, now, seat) => (now.deploying === null ? then : deployView(then, seat, setupHex)),
    over: (s) => s.over,
  };
}

/** The first state of a set-up: turn 1's initiative is rolled at the start. */
export function hexfireStart(body: HexfireBody, dice: Dice): { state: HexfireState; events: TurnEvent[] } {
  const sides = [...new Set(body.units.map((u) => u.side))];
  // With a deployment step the initiative is rolled when the last side has deployed (deploy.ts).
  const { initiative, first } = body.deploy
    ? { initiative: [], first: sides[0]! }
    : rollInitiative({ sides, first: sides[1]! }, dice);
  const state: HexfireState = {
    turn: 1,
    turnLimit: body.turnLimit,
    sides,
    deploying: body.deploy ? sides[0]! : null,
    toAct: first,
    first,
    passes: 0,
    activation: null,
    opWindow: null,
    units: unitsOf(body),
    weapons: [],
    sandbags: body.sandbags,
    objectives: body.objectives,
    assaulters: [],
    points: sides.map(() => 0),
    over: false,
    winner: null,
  };
  return { state, events: body.deploy ? [] : [{ type: "turn", turn: 1, initiative, first }] };
}

/** The hex fire/assault ruleset. */
export function hexfireRuleset(
  deps: HexfireDeps,
): Ruleset<HexfireBody, HexfireState, HexfireCommand, HexfireEvent, HexfireNote> {
  return {
    id: HEXFIRE_ID,
    name: "Hex fire & assault (seed 001)",
    parseBody: (json) => parseHexfireBody(json, deps.catalog),
    bodyToJson: hexfireBodyToJson,
    parseCommand: parseHexfireCommand,
    seatsOf: (b) => [...new Set(b.units.map((u) => u.side))],
    start(body, dice) {
      const { state, events } = hexfireStart(body, dice);
      return ok({ game: hexfireGame(body, deps.mapFor(body.table)), state, events });
    },
  };
}
