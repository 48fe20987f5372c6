import type { Ctx } from "../context";
import type { Base, Point } from "../state";
import { crossingPrice, legPrice, moverOf } from "./cost";
import { firstWreckAlong } from "./wrecks";

/**
 * How far a straight move gets: the movement area drawn while a move is planned asks this along each
 * of its rays. It walks the oracle's terrain along the ray with the same prices and bans the move
 * command uses (movement/cost.ts: terrain multipliers, the rider, cavalry-assault and vehicle-assault
 * bans, walls, hedges and wire with the gaps already cut) and stops short of wrecks (movement/wrecks.ts),
 * so the area never shows ground the engine would refuse or cannot afford.
 */

/**
 * The distance from `from` toward `to` (at most the whole way) that a base can move with `budgetInches`
 * of movement at assault speed or not: it stops where it cannot afford more, at the start of ground it
 * may not enter, before an obstacle it may not (or cannot afford to) cross, and before a wreck.
 */
export function reachAlong(
  ctx: Ctx,
  base: Base,
  from: Point,
  to: Point,
  budgetInches: number,
  assaultSpeed: boolean,
): number {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  if (length <= 1e-9 || budgetInches <= 0) return 0;
  const m = moverOf(ctx, base, assaultSpeed);
  const charts = ctx.env.charts;
  const terrain = ctx.env.oracle.terrainAlong([from, to]);
  const wreck = firstWreckAlong(ctx, base, [from, to]);
  const limit = wreck ? Math.max(0, wreck.alongInches - 1e-3) : length;
  const crossings = [...terrain.crossings].sort((a, b) => a.alongPathInches - b.alongPathInches);
  let left = budgetInches;
  let at = 0;
  let next = 0;
  for (const leg of terrain.legs) {
    const end = at + leg.lengthInches;
    const price = legPrice(charts, m, leg.terrain);
    if (!price.ok) return Math.min(at, limit);
    // Walk the leg up to each crossing inside it, paying for the crossing there, then to its end.
    for (;;) {
      const x = crossings[next];
      const inLeg = x !== undefined && x.alongPathInches < end;
      const stop = inLeg ? Math.max(at, x.alongPathInches) : end;
      const cost = (stop - at) * price.perInch;
      if (cost > left + 1e-9) return Math.min(at + left / price.perInch, limit);
      left -= cost;
      at = stop;
      if (!inLeg) break;
      const cross = crossingPrice(ctx.s, charts, m, x);
      if (!cross.ok || cross.extraInches > left + 1e-9) return Math.min(at, limit);
      left -= cross.extraInches;
      next++;
    }
    at = end;
  }
  return Math.min(at, limit);
}
