import { z } from "zod";
import { ENGINE_SEAT, type Game, type Ruleset, refuse } from "../../../../src/core/game/ruleset";
import { problemsFromZod } from "../../../../src/core/problems";
import { err, ok } from "../../../../src/core/result";

/**
 * A toy ruleset that proves the seam (issue 24 item 8): two units, "a" and "b", take turns. On its
 * turn a unit either shoots (a d6: 5 or 6 hits, and the game is over) or takes cover (no dice: the
 * next shot at it needs a 6). Each unit also holds a secret order (a word), seen only by its own seat.
 * Its dice come only from the engine's `Dice` (issue 24 item 4): its state holds no seed or generator.
 * Nothing of it lives in src/: it runs through core/game's session, undo, seatView, format and the
 * CLI's replay without a line of core/game written for it.
 */

export interface ToyBody {
  units: { id: string; order: string }[];
}
export interface ToyState {
  turn: number;
  toAct: string;
  covered: string[];
  hit: string | null;
  orders: Record<string, string>;
}
export type ToyCommand = { type: "shoot" } | { type: "cover" };
export type ToyEvent =
  | { type: "roll"; by: string; natural: number; hit: boolean }
  | { type: "cover"; by: string };

const bodySchema = z.strictObject({
  units: z.tuple([
    z.strictObject({ id: z.string().min(1), order: z.string() }),
    z.strictObject({ id: z.string().min(1), order: z.string() }),
  ]),
});
const commandSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("shoot") }),
  z.strictObject({ type: z.literal("cover") }),
]);

function parseCommand(input: unknown) {
  const r = commandSchema.safeParse(input);
  if (r.success) return ok(r.data as ToyCommand);
  const p = problemsFromZod(r.error, input, [], commandSchema)[0]!;
  return refuse("bad-command", p.message, p.path);
}

function game(body: ToyBody): Game<ToyState, ToyCommand, ToyEvent, { turn: number }> {
  const seats = body.units.map((u) => u.id);
  const other = (id: string) => seats.find((s) => s !== id)!;
  return {
    seats,
    parseCommand,
    impliedSeat: (s) => s.toAct,
    seatsToAct: (s) => (s.hit ? [] : [s.toAct]),
    apply(s, seat, c, history) {
      if (seat === ENGINE_SEAT) return refuse("wrong-seat", "the toy has no automatic steps");
      if (c.type === "cover") {
        const covered = [...s.covered.filter((x) => x !== seat), seat];
        return ok({
          state: { ...s, covered, toAct: other(seat), turn: s.turn + 1 },
          events: [{ type: "cover", by: seat }],
        });
      }
      const natural = history.dice.roll(6);
      const target = other(seat);
      const hit = natural >= (s.covered.includes(target) ? 6 : 5);
      const state = {
        ...s,
        covered: s.covered.filter((x) => x !== target),
        hit: hit ? target : null,
        toAct: target,
        turn: s.turn + 1,
      };
      return ok({ state, events: [{ type: "roll", by: seat, natural, hit }] });
    },
    rolled: (events) => events.some((e) => e.type === "roll"),
    undoProblem: () => null,
    note: (before) => ({ turn: before.turn }),
    seatView: (s, seat) => {
      const { orders, ...open } = s;
      return { ...open, order: orders[seat] ?? null };
    },
    over: (s) => s.hit !== null,
  };
}

/** The toy ruleset. */
export const toyRuleset: Ruleset<ToyBody, ToyState, ToyCommand, ToyEvent, { turn: number }> = {
  id: "toy-duel",
  name: "Toy duel",
  parseBody(json) {
    const r = bodySchema.safeParse(json);
    return r.success ? ok(r.data) : err(problemsFromZod(r.error, json, [], bodySchema));
  },
  bodyToJson: (b) => ({ units: b.units }),
  parseCommand,
  seatsOf: (b) => b.units.map((u) => u.id),
  start(body) {
    const orders = Object.fromEntries(body.units.map((u) => [u.id, u.order]));
    const state: ToyState = {
      turn: 1,
      toAct: body.units[0]!.id,
      covered: [],
      hit: null,
      orders,
    };
    return ok({ game: game(body), state, events: [] });
  },
};
