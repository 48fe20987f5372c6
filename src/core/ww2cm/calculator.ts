import type { Dice } from "../game/ruleset";
import { weaponOf } from "./data";
import { type FirerRoll, inCircle, planShot, type ShotEvent, shoot, shootProblem } from "./fire";
import type { Ww2Oracle } from "./measured";
import type { MoraleEvent } from "./morale";
import { alive, unitOf, type Ww2State } from "./state";

/**
 * The shooting calculator of seed 002 (issue 33 item 2): for a unit and a 13 cm circle, each firing
 * model's line measured through the 3D table (its distance, the band with the scope's and height's
 * widening, each cover piece crossed with its value) and every modifier; with dice, the shot rolled.
 */

/** What the calculator found. */
export interface Calculation {
  unit: string;
  at: [number, number];
  weapon: { id: string; name: string; shots: number; penetration: number; rules: readonly string[] };
  /** the models in the circle, front first */
  circle: string[];
  firers: Omit<FirerRoll, "naturals" | "hits">[];
  /** why the unit may not shoot now (the calculation still shows its lines), or null */
  problem: string | null;
  /** the shot rolled, with `--roll` */
  rolled: (ShotEvent | MoraleEvent)[] | null;
}

/** Measures (and, with dice, rolls) one unit's shot at a circle. */
export function calculateShot(
  s: Ww2State,
  oracle: Ww2Oracle,
  unitId: string,
  at: [number, number],
  dice: Dice | null,
): Calculation | { error: string } {
  const unit = unitOf(s, unitId);
  if (!unit) return { error: `no unit "${unitId}" (units: ${s.units.map((u) => u.id).join(", ")})` };
  const firers = alive(s, unit.id);
  if (firers.length === 0) return { error: `${unit.name} has no model standing` };
  const circle = inCircle(s, unit.side, at, firers);
  if (circle.length === 0)
    return { error: `the 13 cm circle at (${at[0]}, ${at[1]}) cm holds no enemy model` };
  const w = weaponOf(unit.weapon)!;
  let rolled: Calculation["rolled"] = null;
  if (dice) {
    const r = shoot({ ...s, phase: "shoot" }, oracle, unit, at, undefined, dice);
    rolled = r.ok ? r.value.events : null;
  }
  return {
    unit: unit.id,
    at,
    weapon: { id: w.id, name: w.name, shots: w.shots, penetration: w.penetration, rules: w.rules },
    circle: circle.map((m) => m.id),
    firers: planShot(s, oracle, unit, firers, at, circle[0]!),
    problem: shootProblem(unit),
    rolled,
  };
}

const signed = (n: number) => (n > 0 ? `+${n}` : n === 0 ? "±0" : `−${-n}`);

/** The calculation in words, one line per firing model and modifier. */
export function calculationText(c: Calculation): string[] {
  const w = c.weapon;
  const out = [
    `${c.unit} with ${w.name} (${w.shots} shot${w.shots > 1 ? "s" : ""} a model, penetration ${w.penetration}${w.rules.length ? `, ${w.rules.join(", ")}` : ""}) at the 13 cm circle (${c.at[0]}, ${c.at[1]}) cm`,
    `  in the circle, front first: ${c.circle.join(", ")}`,
  ];
  if (c.problem) out.push(`  now: ${c.problem}`);
  for (const f of c.firers) {
    if (f.noShot) {
      out.push(`  ${f.model}: no shot (${f.noShot})`);
      continue;
    }
    const needed = f.need - f.modifier;
    out.push(
      `  ${f.model}: ${f.distanceCm.toFixed(1)} cm, standing ${f.levels} level${f.levels === 1 ? "" : "s"} up; needs ${f.need}+ ${signed(f.modifier)} → ${needed <= 1 ? "hits on any roll" : needed > 6 ? "cannot hit" : `${needed}+ on a d6`}`,
    );
    for (const m of f.modifiers) out.push(`    ${signed(m.value)} ${m.code}: ${m.why}`);
  }
  for (const e of c.rolled ?? []) {
    if (e.type === "shot") {
      for (const r of e.rolls)
        if (r.naturals.length)
          out.push(`  rolled ${r.model}: ${r.naturals.join(", ")} → ${r.hits} hit${r.hits === 1 ? "" : "s"}`);
      out.push(`  removed from the front: ${e.removed.join(", ") || "none"}`);
      for (const ch of e.charts)
        out.push(
          `  ${ch.vehicle}: ${ch.roll.chart} chart ${ch.roll.naturals.join("+")} ${signed(ch.roll.offset)} = ${ch.roll.result}: ${ch.roll.effects.join(", ")}`,
        );
    } else
      out.push(
        `  morale of ${e.unit}: ${e.natural} against ${e.need}+${e.officer ? ` (officer ${e.officer.unit} level ${e.officer.level})` : ""}: ${e.passed ? "passed" : `failed, D3 ${e.d3}: ${e.result}`}`,
      );
  }
  return out;
}
