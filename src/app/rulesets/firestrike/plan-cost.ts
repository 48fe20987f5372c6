import type { PlannedCost } from "../../../core/firestrike/match/move-cost";
import type { AppStore } from "../../store/store";
import type { MovePlan } from "./store/game-slice";
import { firestrikeStoreOf } from "./store/game-store";

/**
 * The planned move's cost, kept in the store beside the plan (issue 39 item 6): worked out when the
 * plan (a waypoint, the mode, the end facing) or the game changes, never in render, and never per
 * pointer move. `cost` answers from the rules (the controller's `moveCost`).
 */
export function followPlanCost(app: AppStore, cost: (plan: MovePlan) => PlannedCost | null): void {
  let last: unknown[] = [];
  firestrikeStoreOf(app).subscribe((s) => {
    const key = [s.game.plan, s.game.view];
    if (key.every((k, i) => k === last[i])) return;
    last = key;
    const plan = s.game.plan;
    const planCost = plan ? cost(plan) : null;
    if (planCost !== s.game.planCost) s.setGame({ planCost });
  });
}

/** The planned move's cost as the movement panel says it, and whether the rules would refuse the move. */
export function costLine(c: PlannedCost): { text: string; over: boolean } {
  const left = `${Math.max(0, c.leftInches).toFixed(2)}"`;
  if (c.costInches === null) return { text: `${left} left; ${c.refused ?? ""}`, over: true };
  const line = `path ${c.costInches.toFixed(2)}" of ${left} left`;
  if (c.refused === null) return { text: line, over: false };
  const short = Math.max(0, c.costInches - c.leftInches);
  return { text: `${line}: ${short.toFixed(2)}" too far`, over: true };
}
