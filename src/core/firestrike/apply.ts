import { cloneJson } from "../clone";
import { type Dice, DiceExhausted, refuse } from "../game/ruleset";
import { problemsFromZod } from "../problems";
import { placeMoveMarkerCommand, rollHqMoveCommand } from "./command/orders";
import { type Command, type CommandType, commandSchema } from "./commands";
import type { Ctx, Env } from "./context";
import type { GameError, Outcome } from "./errors";
import type { GameEvent } from "./events";
import { placeAirstrikeCommand } from "./fire/airstrike";
import { directFireCommand } from "./fire/direct";
import { placeImpactZoneCommand } from "./fire/indirect";
import { resurrectCommand } from "./fire/resurrect";
import { clearMinefieldCommand, digInCommand, entrenchVehicleCommand } from "./movement/dig-in";
import { moveCommand } from "./movement/move";
import { changePostureCommand, finishedMovingCommand, hullDownCommand } from "./movement/posture";
import { captureVehicleCommand, recoverVehicleCommand } from "./movement/recovery";
import { limberCommand, unlimberCommand } from "./movement/towing";
import { cavalryHorsesCommand, dismountCommand, mountCommand } from "./movement/transport";
import { advance } from "./sequence";
import type { GameState } from "./state";

/**
 * The one reducer (architecture habit 1): `apply(state, command, env)` returns the next state and the
 * events it produced, or an error value that says why the command was refused. It never throws and
 * never half-applies: it works on a copy and drops the copy when anything refuses.
 */

/** What `apply` returns. */
export type ApplyResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: GameError };

type Handler<T extends CommandType> = (ctx: Ctx, cmd: Extract<Command, { type: T }>) => Outcome;

const HANDLERS: { [T in CommandType]: Handler<T> } = {
  advance: (ctx) => advance(ctx),
  "place-move-marker": placeMoveMarkerCommand,
  "roll-hq-move": rollHqMoveCommand,
  "place-impact-zone": placeImpactZoneCommand,
  move: moveCommand,
  "change-posture": changePostureCommand,
  "finished-moving": finishedMovingCommand,
  mount: mountCommand,
  dismount: dismountCommand,
  "cavalry-horses": cavalryHorsesCommand,
  limber: limberCommand,
  unlimber: unlimberCommand,
  "dig-in": digInCommand,
  "entrench-vehicle": entrenchVehicleCommand,
  "clear-minefield": clearMinefieldCommand,
  "recover-vehicle": recoverVehicleCommand,
  "capture-vehicle": captureVehicleCommand,
  "hull-down": hullDownCommand,
  "place-airstrike": placeAirstrikeCommand,
  "direct-fire": directFireCommand,
  "resurrect-machine-gun": resurrectCommand,
};

/**
 * A working copy: everything copied except the append-only event log, shared until appended. The
 * handlers change the copy in place (some 150 places), so a copy is what keeps `apply` from changing
 * its input; `cloneJson` makes it without JSON text (tests/core/firestrike/apply-pure.test.ts checks it
 * against the JSON clone it replaced and that the input is never changed).
 */
export function draftOf(state: GameState): GameState {
  const { events, ...rest } = state;
  return { ...cloneJson(rest), events };
}

/** Validates a command (plain JSON from a UI, a file or a test). */
export function parseCommand(input: unknown): { ok: true; value: Command } | { ok: false; error: GameError } {
  const parsed = commandSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const p = problemsFromZod(parsed.error, input, [], commandSchema)[0]!;
  return refuse("bad-command", `the command ${p.path === "$" ? "" : `field ${p.path} `}${p.message}`, p.path);
}

/**
 * Applies one command to a game state, rolling its dice from the engine's `dice`. `draft` makes the
 * working copy (tests pass the JSON clone it replaced, to compare).
 */
export function apply(
  state: GameState,
  input: unknown,
  env: Env,
  dice: Dice,
  draft: (s: GameState) => GameState = draftOf,
): ApplyResult {
  const parsed = parseCommand(input);
  if (!parsed.ok) return parsed;
  const cmd = parsed.value;
  if (state.over) return refuse("game-over", "the game is over");
  const ctx: Ctx = { s: draft(state), env, dice, out: [] };
  let r: Outcome;
  try {
    r = (HANDLERS[cmd.type] as Handler<CommandType>)(ctx, cmd);
  } catch (e) {
    // The engine's own signal (a replay ran out of recorded rolls): it names the entry, not us.
    if (e instanceof DiceExhausted) throw e;
    return refuse("internal", `internal error while applying ${cmd.type}: ${(e as Error).message}`);
  }
  if (!r.ok) return r;
  ctx.s.events = [...state.events, ...ctx.out];
  return { ok: true, state: ctx.s, events: ctx.out };
}
