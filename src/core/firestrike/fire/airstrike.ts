import { refuse } from "../../game/ruleset";
import type { CommandOf } from "../commands";
import { type Ctx, emit } from "../context";
import { roll } from "../dice";
import { DONE, type Outcome } from "../errors";
import { movedWhenFiredOn } from "../movement/allowance";
import type { Zone } from "../oracle";
import { sideOf, statOf } from "../query";
import type { AirstrikeZone } from "../state";
import { applyHit } from "./hits";
import { calculateIndirect, indirectResult } from "./indirect-calc";
import { basesUnder } from "./zones";

/**
 * Airstrikes (seed 000 turn sequence 3a-3b, markers §1.1). The seed gives only square zones and the
 * strike types; the rest is a project default: the side gets strikes per turn by its air superiority,
 * and each strike attacks every base under its square with the indirect hit table, always observed.
 * HQ bases may be hit (seed 000 §1.4: command bases may be attacked by air).
 */

/** The square of an airstrike marker. */
export const squareOf = (a: AirstrikeZone): Zone => ({
  shape: "square",
  center: a.center,
  sideInches: a.sideInches,
  facing: a.facing,
});

/** Step 3a entry: each side gets its strikes for the turn. */
export function grantAirstrikes(ctx: Ctx): void {
  for (const side of ctx.s.sides)
    side.airstrikesLeft = ctx.env.charts.airstrikes.perTurn[side.airSuperiority];
}

/** Handles `place-airstrike`. */
export function placeAirstrikeCommand(ctx: Ctx, cmd: CommandOf<"place-airstrike">): Outcome {
  if (ctx.s.step !== "place-airstrikes")
    return refuse("wrong-step", `airstrike zones are placed in step 3a, not in ${ctx.s.step}`);
  const side = ctx.s.sides.find((x) => x.id === cmd.side);
  if (!side) return refuse("unknown-side", `there is no side "${cmd.side}"`, "$.side");
  if (side.airstrikesLeft <= 0)
    return refuse(
      "no-dice-left",
      `${side.id} has no airstrikes left this turn (air superiority: ${side.airSuperiority})`,
    );
  const [x, y] = cmd.center;
  if (x < 0 || y < 0 || x > ctx.env.oracle.widthInches || y > ctx.env.oracle.depthInches)
    return refuse("illegal-move", `the airstrike centre (${x}, ${y}) is off the table`, "$.center");
  const t = ctx.env.charts.airstrikes.types[cmd.strike];
  const zone: AirstrikeZone = {
    id: `air-${ctx.s.markers.nextId++}`,
    side: side.id,
    type: cmd.strike,
    center: [x, y],
    sideInches: t.squareInches * ctx.s.scaleFactor,
    facing: cmd.facing,
    attack: t.attack,
    codes: t.codes,
  };
  side.airstrikesLeft -= 1;
  ctx.s.markers.airstrikes.push(zone);
  emit(ctx, {
    type: "marker",
    kind: "airstrike",
    action: "placed",
    side: side.id,
    id: zone.id,
    at: zone.center,
  });
  return DONE;
}

/** Step 3b: resolve and remove every airstrike. */
export function resolveAirstrikes(ctx: Ctx): Outcome {
  for (const a of ctx.s.markers.airstrikes) {
    for (const t of basesUnder(ctx, squareOf(a))) {
      const calc = calculateIndirect(ctx.env.charts, {
        attack: a.attack,
        codes: a.codes,
        defence: statOf(ctx.env, t).defence,
        observed: true,
        parentDamage: 0,
        targetMovedInches: movedWhenFiredOn(ctx, t),
        scaleFactor: ctx.s.scaleFactor,
        kind: "airstrike",
      });
      const r = roll(ctx, {
        purpose: "airstrike",
        base: t.id,
        side: a.side,
        modifiers: calc.dieModifiers,
        decide: (total) => `${indirectResult(ctx.env.charts, calc, total)} (${calc.points} points)`,
      });
      if (!r.ok) return r;
      applyHit(ctx, t, indirectResult(ctx.env.charts, calc, r.value.total), `${a.type} airstrike ${a.id}`);
    }
    emit(ctx, { type: "marker", kind: "airstrike", action: "removed", id: a.id, side: a.side });
  }
  ctx.s.markers.airstrikes = [];
  for (const side of ctx.s.sides) sideOf(ctx.s, side.id).airstrikesLeft = 0;
  return DONE;
}
