import type { Charts } from "../charts/schema";
import { type Ctx, emit } from "../context";
import { roll } from "../dice";
import { DONE, type Outcome } from "../errors";
import { allBases, inPlay } from "../query";
import type { SideState } from "../state";

/**
 * Step 1b, Situational Awareness dice (seed 000 §2.2): each side rolls 2D20, takes its SABR, halves
 * it for Air Littoral supremacy or majority Responsive troops, doubles it for majority Uncoordinated
 * troops and for each HQ base lost, then buys SA dice at the modified SABR each, up to the points
 * rolled. SA dice expire at the end of the turn.
 */

/** Facts about a side that change its SABR. */
export interface SabrFacts {
  sabr: number;
  airLittoralSupremacy: boolean;
  majorityResponsive: boolean;
  majorityUncoordinated: boolean;
  hqLost: number;
}

/** The modified SABR and the rules that changed it. */
export function modifiedSabr(charts: Charts, f: SabrFacts): { sabr: number; rules: string[] } {
  const sa = charts.situationalAwareness;
  let sabr = f.sabr;
  const rules: string[] = [];
  if (f.airLittoralSupremacy || f.majorityResponsive) {
    sabr *= sa.halfFactor.value;
    rules.push(f.airLittoralSupremacy ? "half: Air Littoral supremacy" : "half: majority Responsive troops");
  }
  if (f.majorityUncoordinated) {
    sabr *= sa.doubleFactor.value;
    rules.push("double: majority Uncoordinated troops");
  }
  for (let i = 0; i < f.hqLost; i++) {
    sabr *= sa.doubleFactor.value;
    rules.push("double: HQ base lost");
  }
  const r = sa.rounding.value;
  sabr = r === "up" ? Math.ceil(sabr) : r === "down" ? Math.floor(sabr) : Math.round(sabr);
  return { sabr: Math.max(sa.minimumSabr.value, sabr), rules };
}

/** How many SA dice `points` buys at a modified SABR. */
export function saDiceFor(charts: Charts, points: number, sabr: number): number {
  return Math.min(charts.situationalAwareness.maximumDice.value, Math.floor(points / sabr));
}

/** The SABR facts of a side from its bases in play. */
export function sabrFacts(ctx: Ctx, side: SideState): SabrFacts {
  const mine = allBases(ctx.s).filter((b) => b.side === side.id && inPlay(b));
  const count = (t: string) => mine.filter((b) => b.training === t).length;
  return {
    sabr: side.sabr,
    airLittoralSupremacy: side.airLittoralSupremacy,
    majorityResponsive: count("responsive") * 2 > mine.length,
    majorityUncoordinated: count("uncoordinated") * 2 > mine.length,
    hqLost: side.hqLost,
  };
}

/** Runs step 1b for both sides. */
export function rollSituationalAwareness(ctx: Ctx): Outcome {
  const charts = ctx.env.charts;
  for (const side of ctx.s.sides) {
    const { sabr, rules } = modifiedSabr(charts, sabrFacts(ctx, side));
    let points = 0;
    for (let i = 0; i < charts.situationalAwareness.dice.value; i++) {
      const r = roll(ctx, { purpose: "situational-awareness", side: side.id, decide: (t) => `${t} points` });
      if (!r.ok) return r;
      points += r.value.total;
    }
    side.saDice = saDiceFor(charts, points, sabr);
    emit(ctx, { type: "sa-dice", side: side.id, points, sabr, dice: side.saDice, rules });
  }
  return DONE;
}
