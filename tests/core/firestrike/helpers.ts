import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { type ApplyResult, apply } from "../../../src/core/firestrike/apply";
import { builtinCharts } from "../../../src/core/firestrike/charts/builtin";
import type { Env } from "../../../src/core/firestrike/context";
import type { GameEvent } from "../../../src/core/firestrike/events";
import { newGame } from "../../../src/core/firestrike/setup/new-game";
import type { GameSetupInput } from "../../../src/core/firestrike/setup/schema";
import type { GameState } from "../../../src/core/firestrike/state";
import { builtinStats } from "../../../src/core/firestrike/stats/builtin";
import type { Step } from "../../../src/core/firestrike/vocab";
import { scriptedDice } from "../../../src/core/game/dice";
import type { Dice } from "../../../src/core/game/ruleset";
import { FakeOracle } from "./fake-oracle";

/** Shared fixtures for the Firestrike rule tests. */

export const charts = builtinCharts();
export const stats = builtinStats();
export const catalog = builtinCatalog();

/** A base in a test set-up; side defaults from the id's first letter (b = blue, r = red). */
export type BaseSpec = GameSetupInput["bases"][number] extends infer B
  ? Omit<B, "side" | "formation"> & { side?: string; formation?: string }
  : never;

/** Two sides, each a battalion with two companies. */
export function setup(bases: BaseSpec[], extra: Partial<GameSetupInput> = {}): GameSetupInput {
  const sideOf = (b: BaseSpec) => b.side ?? (b.id.startsWith("r") ? "red" : "blue");
  return {
    format: "sightline-firestrike-setup/1",
    sides: [
      { id: "blue", commandRating: 10, discoveryRating: 12, sabr: 10 },
      { id: "red", commandRating: 10, discoveryRating: 12, sabr: 10 },
    ],
    formations: [
      { id: "blue-bn", side: "blue", level: "battalion" },
      { id: "blue-a", side: "blue", parent: "blue-bn" },
      { id: "blue-b", side: "blue", parent: "blue-bn" },
      { id: "red-bn", side: "red", level: "battalion" },
      { id: "red-a", side: "red", parent: "red-bn" },
      { id: "red-b", side: "red", parent: "red-bn" },
    ],
    ...extra,
    bases: bases.map((b) => ({ ...b, side: sideOf(b), formation: b.formation ?? `${sideOf(b)}-a` })),
  } as GameSetupInput;
}

/**
 * A test game: state, environment, the fake oracle behind it, its dice (scripted, then derived) and its
 * log of events (the state holds none: `start` and `run` append to it, as the engine's journal would).
 */
export interface TestGame {
  state: GameState;
  log: GameEvent[];
  env: Env;
  oracle: FakeOracle;
  dice: Dice;
}

/** Starts a game from bases (or a whole set-up) with scripted dice. */
export function start(
  bases: BaseSpec[] | GameSetupInput,
  opts: { dice?: number[]; oracle?: FakeOracle; extra?: Partial<GameSetupInput> } = {},
): TestGame {
  const oracle = opts.oracle ?? new FakeOracle();
  const env: Env = { charts, stats, oracle };
  const s = Array.isArray(bases) ? setup(bases, opts.extra) : bases;
  const dice = scriptedDice(opts.dice ?? [], "test");
  const r = newGame(s, dice, env, catalog);
  if (!r.ok) throw new Error(r.error.map((p) => `${p.path}: ${p.message}`).join("\n"));
  return { state: r.value.state, log: [...r.value.events], env, oracle, dice };
}

/** The same state at another step (test shortcut: skips the automatic work of the steps between). */
export function atStep(state: GameState, step: Step): GameState {
  return { ...state, step };
}

/** Fixes the game's next dice (the engine's dice are the game's, not the state's); returns `state`. */
export function withDice(g: TestGame, state: GameState, dice: number[]): GameState {
  g.dice = scriptedDice(dice, "test");
  return state;
}

/** Unwraps a successful apply, or fails the test with the refusal. */
export function okState(r: ApplyResult): GameState {
  if (!r.ok) throw new Error(`refused: ${r.error.code}: ${r.error.message}`);
  return r.state;
}

/** Applies commands in order, each of which must succeed. */
export function run(g: TestGame, ...commands: unknown[]): GameState {
  let s = g.state;
  for (const c of commands) {
    const r = apply(s, c, g.env, g.dice);
    s = okState(r);
    if (r.ok) g.log.push(...r.events);
  }
  g.state = s;
  return s;
}

/** Events of one type. */
export function eventsOf<T extends GameEvent["type"]>(
  events: readonly GameEvent[],
  type: T,
): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

/** Every roll event for a purpose. */
export const rollsOf = (events: readonly GameEvent[], purpose: string) =>
  eventsOf(events, "roll").filter((e) => e.purpose === purpose);
