import type { Pt } from "../../geom2d";
import { own } from "../../own";
import { type Env, NO_DICE } from "../context";
import { allowanceFor } from "../movement/allowance";
import { modeProblem, moveProblem, outOfMovement, priceMove } from "../movement/move";
import type { GameState } from "../state";
import type { MoveMode } from "../vocab";

/**
 * What a planned move costs, shown while it is planned (issue 39 item 6): the players found the limit
 * only by being refused. The price is the move command's own (movement/move.ts `priceMove`: the stop
 * at base contact, terrain, obstacles and bans), so the figure shown is the one the rules will check.
 */

/** A planned move's cost against the movement its base has left. */
export interface PlannedCost {
  /** what the waypoints so far cost, inches (0 with none; null when the rules refuse the path itself) */
  costInches: number | null;
  /** the movement the base has left before the move, inches */
  leftInches: number;
  /** the engine's refusal of the move as planned (too dear, or barred ground), or null */
  refused: string | null;
}

/** The cost of a planned move; null when the base may not move in this mode now. */
export function plannedMoveCost(
  s: GameState,
  env: Env,
  baseId: string,
  mode: MoveMode,
  path: readonly Pt[],
  facing: number | null,
): PlannedCost | null {
  const b = own(s.bases, baseId);
  if (!b || s.step !== "movement") return null;
  // Pricing never rolls (NO_DICE throws if it tried), and writes nothing: the state is the seat's copy.
  const ctx = { s, env, dice: NO_DICE, out: [] };
  if (moveProblem(ctx, b) !== null || modeProblem(ctx, b, mode) !== null) return null;
  const allowance = allowanceFor(ctx, b, mode);
  if (!allowance.ok) return null;
  const leftInches = allowance.value - b.spentInches;
  if (path.length === 0) return { costInches: 0, leftInches, refused: null };
  const m = priceMove(ctx, b, { mode, path, facing: facing ?? undefined });
  if (!m.ok) return { costInches: null, leftInches, refused: m.error.message };
  const costInches = m.value.priced.costInches;
  const over = costInches > leftInches + 1e-9;
  return { costInches, leftInches, refused: over ? outOfMovement(b, costInches, leftInches) : null };
}
