import { refuse } from "../../game/ruleset";
import { own } from "../../own";
import type { CommandOf } from "../commands";
import { type Ctx, emit } from "../context";
import { roll } from "../dice";
import { DONE, type Outcome } from "../errors";
import { movedWhenFiredOn } from "../movement/allowance";
import type { BasePose, Zone } from "../oracle";
import { allBases, dist, inPlay, poseOf, sideOf, statOf } from "../query";
import type { GameState, ImpactZone, SideState } from "../state";
import { findBase, pickWeapon } from "./direct";
import { applyHit } from "./hits";
import { calculateIndirect, indirectResult } from "./indirect-calc";
import { cutWireInZone } from "./wire";
import { basesUnder } from "./zones";

/** Indirect fire: impact zones placed in steps 2a and 2c, resolved in step 4a (seed 000 §3.3). */

/** The zone shape of an impact zone marker. */
export const discOf = (z: ImpactZone): Zone => ({
  shape: "disc",
  center: z.center,
  diameterInches: z.diameterInches,
});

/** The bases that observe for a side's impact zones (seed 000 indirect fire: any friendly base in play), in id order. */
export const zoneObservers = (s: GameState, side: string): BasePose[] =>
  allBases(s)
    .filter((b) => b.side === side && inPlay(b) && !b.carriedBy)
    .map(poseOf);

/** Handles `place-impact-zone`. */
export function placeImpactZoneCommand(ctx: Ctx, cmd: CommandOf<"place-impact-zone">): Outcome {
  const step = ctx.s.step;
  if (step !== "first-impact-zones" && step !== "second-impact-zones")
    return refuse("wrong-step", `impact zones are placed in steps 2a and 2c, not in ${step}`);
  const battery = ctx.s.sides
    .flatMap((x) => x.offBoardArtillery.map((b) => ({ side: x, b })))
    .find((x) => x.b.id === cmd.firer);
  if (battery) return placeOffBoard(ctx, battery.side, battery.b, cmd);
  const f = findBase(ctx, cmd.firer, "$.firer");
  if (!f.ok) return f;
  const firer = f.value;
  if (!inPlay(firer)) return refuse("out-of-play", `${firer.id} is ${firer.status}`, "$.firer");
  const side = sideOf(ctx.s, firer.side);
  if (step === "second-impact-zones" && !side.secondImpactZone)
    return refuse(
      "not-allowed",
      `${side.id} lacks the fire support technology for 2nd impact zone placement (seed 000 §3.3)`,
    );
  const line = statOf(ctx.env, firer);
  const w = pickWeapon(line, cmd.weapon, "indirect");
  if (!w.ok) return w;
  if (firer.carriedBy || firer.towedBy)
    return refuse("cannot-fire", `${firer.id} is carried or limbered and cannot fire`, "$.firer");
  if (firer.fired !== "none")
    return refuse("already-fired", `${firer.id} has already fired this turn`, "$.firer");
  if (firer.prone && (line.class === "mortar" || line.class === "machine-gun"))
    return refuse(
      "cannot-fire",
      "mortars and heavy machine guns may not fire while prone (seed 000 §3.2)",
      "$.firer",
    );
  if (firer.setupFraction >= 1)
    return refuse(
      "cannot-fire",
      "a weapon that spent the whole turn limbered or setting up may not fire (seed 000 §3.22)",
    );
  const range = dist([firer.x, firer.y], cmd.center);
  const k = ctx.s.scaleFactor;
  if (range > w.value.rangeInches * k)
    return refuse(
      "out-of-range",
      `the zone is ${range.toFixed(1)}" away, beyond ${w.value.rangeInches * k}"`,
      "$.center",
    );
  if (range < w.value.minRangeInches * k)
    return refuse(
      "out-of-range",
      `the zone is inside the minimum range of ${w.value.minRangeInches * k}"`,
      "$.center",
    );
  const diameter = ctx.env.charts.indirectFire.barrageDiameterInches[w.value.barrage!]!;
  const zone: ImpactZone = {
    id: `zone-${ctx.s.markers.nextId++}`,
    side: firer.side,
    firer: firer.id,
    weapon: w.value.name,
    wave: step === "first-impact-zones" ? 1 : 2,
    center: [cmd.center[0], cmd.center[1]],
    diameterInches: diameter * k,
    attack: w.value.attack,
    codes: w.value.codes,
  };
  ctx.s.markers.impactZones.push(zone);
  firer.fired = "indirect";
  emit(ctx, {
    type: "marker",
    kind: "impact-zone",
    action: "placed",
    side: firer.side,
    base: firer.id,
    id: zone.id,
    at: zone.center,
  });
  return DONE;
}

/** An off-board battery's impact zone: one per turn, any range, no parent base (seed 000 §1.3, project default). */
function placeOffBoard(
  ctx: Ctx,
  side: SideState,
  battery: SideState["offBoardArtillery"][number],
  cmd: CommandOf<"place-impact-zone">,
): Outcome {
  if (ctx.s.step === "second-impact-zones" && !side.secondImpactZone)
    return refuse(
      "not-allowed",
      `${side.id} lacks the fire support technology for 2nd impact zone placement (seed 000 §3.3)`,
    );
  if (battery.firedTurn === ctx.s.turn)
    return refuse("already-fired", `off-board battery ${battery.id} has already fired this turn`, "$.firer");
  const [x, y] = cmd.center;
  if (x < 0 || y < 0 || x > ctx.env.oracle.widthInches || y > ctx.env.oracle.depthInches)
    return refuse("illegal-move", `the zone centre (${x}, ${y}) is off the table`, "$.center");
  battery.firedTurn = ctx.s.turn;
  const zone: ImpactZone = {
    id: `zone-${ctx.s.markers.nextId++}`,
    side: side.id,
    firer: battery.id,
    weapon: battery.name,
    wave: ctx.s.step === "first-impact-zones" ? 1 : 2,
    center: [x, y],
    diameterInches: ctx.env.charts.indirectFire.barrageDiameterInches[battery.barrage]! * ctx.s.scaleFactor,
    attack: battery.attack,
    codes: battery.codes,
  };
  ctx.s.markers.impactZones.push(zone);
  emit(ctx, {
    type: "marker",
    kind: "impact-zone",
    action: "placed",
    side: side.id,
    id: zone.id,
    at: zone.center,
  });
  return DONE;
}

/** Resolves one impact zone against every base under it. */
function resolveZone(ctx: Ctx, zone: ImpactZone): Outcome {
  const disc = discOf(zone);
  const observed = ctx.env.oracle.zoneObserver(disc, zoneObservers(ctx.s, zone.side)) !== null;
  const parent = own(ctx.s.bases, zone.firer);
  const parentDamage = parent ? parent.damage : 0;
  const targets = basesUnder(ctx, disc);
  const natural = ctx.env.charts.indirectFire.wireNatural.value;
  if (targets.length === 0) {
    // Project default: with nobody under the zone one barrage roll is still made, so wire can be cut.
    const r = roll(ctx, {
      purpose: "indirect-fire",
      side: zone.side,
      decide: (_t, n) => (n === natural ? "wire" : "-"),
    });
    if (!r.ok) return r;
    if (r.value.natural === natural)
      cutWireInZone(ctx, disc, `barrage ${zone.id} rolled a natural ${natural}`);
    return DONE;
  }
  for (const t of targets) {
    if (!inPlay(t)) continue;
    const calc = calculateIndirect(ctx.env.charts, {
      attack: zone.attack,
      codes: zone.codes,
      defence: statOf(ctx.env, t).defence,
      observed,
      parentDamage,
      targetMovedInches: movedWhenFiredOn(ctx, t),
      scaleFactor: ctx.s.scaleFactor,
      kind: "barrage",
    });
    const r = roll(ctx, {
      purpose: "indirect-fire",
      base: t.id,
      side: zone.side,
      modifiers: calc.dieModifiers,
      decide: (total) => `${indirectResult(ctx.env.charts, calc, total)} (${calc.points} points)`,
    });
    if (!r.ok) return r;
    applyHit(
      ctx,
      t,
      indirectResult(ctx.env.charts, calc, r.value.total),
      `barrage ${zone.id} from ${zone.firer}`,
    );
    if (r.value.natural === natural)
      cutWireInZone(ctx, disc, `barrage ${zone.id} rolled a natural ${natural}`);
  }
  return DONE;
}

/** Step 4a: resolve and remove every impact zone, first wave first. */
export function resolveImpactZones(ctx: Ctx): Outcome {
  const zones = [...ctx.s.markers.impactZones].sort((a, b) => a.wave - b.wave);
  for (const z of zones) {
    const r = resolveZone(ctx, z);
    if (!r.ok) return r;
    emit(ctx, { type: "marker", kind: "impact-zone", action: "removed", id: z.id, side: z.side });
  }
  ctx.s.markers.impactZones = [];
  return DONE;
}
