import { refuse } from "../../game/ruleset";
import { own } from "../../own";
import type { CommandOf } from "../commands";
import { type Ctx, emit } from "../context";
import { DONE, type Outcome } from "../errors";
import { allBases, at, chainOf, dist, inPlay, statOf } from "../query";
import type { Base } from "../state";
import { findBase } from "./direct";
import { removeFromPlay } from "./hits";

/**
 * seed 000 §5.1: each machine gun base may be resurrected once by immediately removing the closest
 * infantry base from the same battalion and using it to reconstitute the machine gun section.
 * "Immediately" is read as: in the same step the machine gun was killed.
 */

/** The battalion a base belongs to: the nearest battalion-level (or higher) formation in its chain. */
function battalionOf(ctx: Ctx, base: Base): string {
  const chain = chainOf(ctx.s, base.formation);
  const order = ["battalion", "regiment", "brigade", "division"];
  return (
    chain.find((f) => order.includes(own(ctx.s.formations, f)!.level)) ??
    chain[chain.length - 1] ??
    base.formation
  );
}

/** Handles `resurrect-machine-gun`. */
export function resurrectCommand(ctx: Ctx, cmd: CommandOf<"resurrect-machine-gun">): Outcome {
  const b = findBase(ctx, cmd.base, "$.base");
  if (!b.ok) return b;
  const mg = b.value;
  if (statOf(ctx.env, mg).class !== "machine-gun")
    return refuse("not-allowed", `${mg.id} is not a machine gun base`, "$.base");
  if (mg.resurrected) return refuse("not-allowed", `${mg.id} has already been resurrected once`, "$.base");
  if (!mg.resurrectable)
    return refuse(
      "not-allowed",
      `${mg.id} can only be resurrected immediately, in the step it was killed`,
      "$.base",
    );
  const battalion = battalionOf(ctx, mg);
  const donor = allBases(ctx.s)
    .filter(
      (x) =>
        x.side === mg.side &&
        inPlay(x) &&
        !x.carriedBy &&
        statOf(ctx.env, x).class === "infantry" &&
        chainOf(ctx.s, x.formation).includes(battalion),
    )
    .sort((p, q) => dist(at(p), at(mg)) - dist(at(q), at(mg)) || p.id.localeCompare(q.id))[0];
  if (!donor)
    return refuse(
      "not-allowed",
      `no infantry base of battalion ${battalion} is left to reconstitute ${mg.id}`,
    );
  removeFromPlay(ctx, donor, `used to reconstitute machine gun ${mg.id}`);
  mg.status = "active";
  mg.damage = 0;
  mg.pinned = false;
  mg.resurrected = true;
  mg.resurrectable = false;
  emit(ctx, { type: "resurrected", base: mg.id, from: donor.id });
  return DONE;
}
