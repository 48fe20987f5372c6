import { apply } from "../../../src/core/firestrike/apply";
import type { BaseSpec, TestGame } from "./helpers";
import { atStep, start, withDice } from "./helpers";

/** A game in step 2b with Move markers on every unit. */
export function moving(bases: BaseSpec[], dice: number[] = []): TestGame {
  const g = start(bases);
  for (const f of Object.values(g.state.formations)) f.moveMarker = true;
  g.state = withDice(g, atStep(g.state, "movement"), dice);
  return g;
}

/** The refusal of a command that must be refused. */
export function refused(g: TestGame, cmd: unknown) {
  const r = apply(g.state, cmd, g.env, g.dice);
  if (r.ok) throw new Error(`expected ${JSON.stringify(cmd)} to be refused`);
  return r.error;
}
