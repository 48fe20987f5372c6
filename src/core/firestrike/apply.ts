import { current, Immer, isDraft } from "immer";
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
 * The working copy is an immer draft (issue 36 item 7): the handlers change it in place (some 150
 * places), and finishing it copies only the objects they changed, sharing the rest with the input, so
 * the input is never changed and a command costs what it touches, not a copy of the whole state (the
 * JSON clone it replaced was the largest single cost on the server and in the bots' local tries).
 * No freezing: freezing every new state costs a walk per command, and nothing downstream writes to a
 * state (tests/core/firestrike/apply-sharing.test.ts checks that no earlier state of a game changes).
 */
const immer = new Immer({ autoFreeze: false, useStrictShallowCopy: false, useStrictIteration: false });

/**
 * An event with every draft in it replaced by its current value: an event may hold a part of the
 * working copy (a base's path), and a draft is unusable once the copy is finished or dropped.
 */
function undrafted<T>(v: T): T {
  if (isDraft(v)) return current(v as object) as T;
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < v.length; i++) {
      const x = undrafted(v[i]);
      if (x !== v[i]) (out ??= v.slice())[i] = x;
    }
    return (out ?? v) as T;
  }
  let out: Record<string, unknown> | null = null;
  for (const k of Object.keys(v)) {
    const was = (v as Record<string, unknown>)[k];
    const x = undrafted(was);
    if (x !== was) (out ??= { ...(v as Record<string, unknown>) })[k] = x;
  }
  return (out ?? v) as T;
}

/** A deep-copy working copy (what `apply` used before structural sharing): tests pass it as `copy`. */
export const draftOf = (state: GameState): GameState => cloneJson(state);

/** Validates a command (plain JSON from a UI, a file or a test). */
export function parseCommand(input: unknown): { ok: true; value: Command } | { ok: false; error: GameError } {
  const parsed = commandSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const p = problemsFromZod(parsed.error, input, [], commandSchema)[0]!;
  return refuse("bad-command", `the command ${p.path === "$" ? "" : `field ${p.path} `}${p.message}`, p.path);
}

/**
 * Applies one command to a game state, rolling its dice from the engine's `dice`. The working copy is
 * an immer draft; `copy` makes a whole copy instead (tests pass the deep copies it replaced, to compare).
 */
export function apply(
  state: GameState,
  input: unknown,
  env: Env,
  dice: Dice,
  copy?: (s: GameState) => GameState,
): ApplyResult {
  const parsed = parseCommand(input);
  if (!parsed.ok) return parsed;
  return applyCommand(state, parsed.value, env, dice, copy);
}

/**
 * `apply` of a command already validated (`parseCommand`'s, or `parseEntry`'s in a match, which the
 * engine ran on the entry): the match's step and its automatic `advance`s call it, so a command's shape
 * is checked once per entry, not again here (zod's checks were a visible part of the host's time).
 */
export function applyCommand(
  state: GameState,
  cmd: Command,
  env: Env,
  dice: Dice,
  copy?: (s: GameState) => GameState,
): ApplyResult {
  if (state.over) return refuse("game-over", "the game is over");
  const ctx: Ctx = { s: copy ? copy(state) : (immer.createDraft(state) as GameState), env, dice, out: [] };
  let r: Outcome;
  try {
    r = (HANDLERS[cmd.type] as Handler<CommandType>)(ctx, cmd);
  } catch (e) {
    // The engine's own signal (a replay ran out of recorded rolls): it names the entry, not us.
    if (e instanceof DiceExhausted) throw e;
    return refuse("internal", `internal error while applying ${cmd.type}: ${(e as Error).message}`);
  }
  // A refusal drops the draft: nothing of it was written anywhere.
  if (!r.ok) return r;
  const events = copy ? ctx.out : ctx.out.map(undrafted);
  const next = copy ? ctx.s : (immer.finishDraft(ctx.s) as GameState);
  // The events go to the engine's log (the journal); the state keeps only their count (issue 36 item 7).
  return { ok: true, state: { ...next, eventCount: state.eventCount + events.length }, events };
}
