import { resultRow } from "../../../core/lnl/damage";
import type { DamageLine, FireEvent, ShotPlan } from "../../../core/lnl/fire";
import type { Modifier } from "../../../core/lnl/modifiers";
import { skillCard } from "../../../core/lnl/skills";
import type { DamageColumn, DamageResult } from "../../../core/lnl/vocab";

/**
 * The words of a shot (issue 38 item 3): the fire calculator's lines of a planned shot (the side panel,
 * the Opportunity Fire offer and the fire dialog all show these), and the dice of a resolved one read on
 * the card's tables (the fire dialog). Only words: every number comes from the rules' plan (`planShot`)
 * or the rules' event (`resolveShot`); the one table look-up is the core's own `resultRow`.
 */

const signed = (n: number) => `${n >= 0 ? "+" : ""}${n}`;

/** One modifier as the calculator lists it: its card line, value, reason and the section the card cites. */
export const modifierLine = (m: Modifier) => `${m.line} ${signed(m.value)}: ${m.text} (${m.section})`;

/** The calculator's lines of a planned shot: a heading, then the firepower and every modifier. */
export interface CalculatorLines {
  head: string;
  lines: string[];
  /** the shot is an ordnance shot at armour, read on the OFT (else the DFT) */
  oft: boolean;
}

/** How firers with a facing bring their gun to bear ("T1 turns its turret to fire"). */
function turnedText(plan: ShotPlan): string {
  const turned = plan.aims
    .filter((a) => a.turretTurns || a.pivotsToFire)
    .map((a) => `${a.unit} ${a.turretTurns ? "turns its turret" : "pivots"} to fire`);
  return turned.length ? `; ${turned.join(", ")}` : "";
}

/** The fire calculator's lines of `plan` (DFT: firepower parts, attack modifiers, the target's TM; OFT: its lines). */
export function calculatorLines(plan: ShotPlan): CalculatorLines {
  const o = plan.oft;
  if (o)
    return {
      head: `OFT: ${o.sw} (FP ${o.swFp}) at ${o.target}, armour ${o.armor} (${plan.los.distanceHexes} hexes)${turnedText(plan)}`,
      lines: o.modifiers.length ? o.modifiers.map(modifierLine) : ["no OFT modifier"],
      oft: true,
    };
  const tm = plan.defenderTm;
  return {
    head: `Firepower ${plan.fp} at ${plan.targets.map((t) => t.id).join(", ")} (${plan.los.distanceHexes} hexes)`,
    lines: [
      ...plan.fpParts.map((x) => `${x.unit}: ${x.what} → ${x.fp} (${x.rule})`),
      ...plan.attacker.map(modifierLine),
      `${tm.line} ${signed(tm.value)}: ${tm.text}`,
    ],
    oft: false,
  };
}

/** One line for an Opportunity Fire offer's stack: what its shot would be, before the dice. */
export function expectedLine(plan: ShotPlan): string {
  const o = plan.oft;
  // the card lines only: their reasons are in the calculator's lines once the stack is picked
  const mods = (ms: readonly Modifier[]) => ms.map((m) => `${m.line} ${signed(m.value)}`).join(", ");
  const sum = (ms: readonly Modifier[]) => ms.reduce((s, m) => s + m.value, 0);
  if (o)
    return `OFT: ${o.sw} (FP ${o.swFp}) vs armour ${o.armor}, to hit ${signed(sum(o.modifiers))}${o.modifiers.length ? ` (${mods(o.modifiers)})` : ""}`;
  const tm = plan.defenderTm.value;
  return `DFT: FP ${plan.fp} ${signed(sum(plan.attacker))}${plan.attacker.length ? ` (${mods(plan.attacker)})` : ""} vs TM ${signed(tm)}`;
}

/** The dialog's title: "Direct fire: H5 → J7" (its accessible name). */
export function shotTitle(plan: ShotPlan, event: FireEvent): string {
  const what = event.aimedAt
    ? "Sniper fire"
    : event.opportunity
      ? "Opportunity Fire"
      : event.oft
        ? "Ordnance fire"
        : "Direct fire";
  return `${what}: ${plan.firerHex} → ${event.target}`;
}

/** The card's result-table rows (damage.ts `resultRow`), as printed. */
const ROWS = ["DR ≤ M", "M < DR < 2×M", "2×M ≤ DR < 3×M", "DR ≥ 3×M"] as const;

/** The card's result-table columns in words. */
const COLUMN_WORDS: ReadonlyMap<DamageColumn, string> = new Map([
  ["good-order-mmc", "Good Order MMC"],
  ["shaken-mmc", "Shaken MMC"],
  ["good-order-smc", "Good Order SMC (not a hero)"],
  ["hero-or-shaken-smc", "Hero or Shaken SMC"],
  ["armor", "Armour / armour leader"],
  ["unarmored-vehicle", "Unarmoured vehicle"],
]);

const RESULT_WORDS: ReadonlyMap<DamageResult, string> = new Map([
  ["no-effect", "no effect"],
  ["shaken", "Shaken"],
  ["casualty", "Casualty"],
  ["wounded", "Wounded"],
  ["eliminated", "Eliminated"],
  ["abandoned", "Abandoned"],
  ["destroyed", "Destroyed"],
]);

/** One damage check: the die, the difference and the leader's LM, the DR against morale, the table's row, column and result. */
function damageText(d: DamageLine, diff: number): string {
  const lm = d.leaderLm ? ` − LM ${d.leaderLm}` : "";
  const hero = d.hero?.appears
    ? `; a 1: hero roll ${d.hero.roll}, ${d.hero.id} appears${d.hero.skill ? ` with skill card ${skillCard(d.hero.skill.card)?.name ?? d.hero.skill.card}` : ""}`
    : d.hero
      ? `; a 1: hero roll ${d.hero.roll}, no hero`
      : "";
  const row = ROWS[resultRow(d.dr, d.morale)];
  const column = COLUMN_WORDS.get(d.column as DamageColumn) ?? d.column;
  const result = RESULT_WORDS.get(d.result as DamageResult) ?? d.result;
  return `${d.unit}: damage check die ${d.natural} ${signed(diff)}${lm} = DR ${d.dr} vs morale ${d.morale}: row ${row}, column ${column} → ${result}${hero}`;
}

/** The dice of a resolved shot, line by line: the rolls and totals, hit or not, each damage check on the table. */
export function resultLines(e: FireEvent): string[] {
  const out: string[] = [];
  let diff: number;
  if (e.oft) {
    const o = e.oft;
    const mods = o.toHitTotal - o.toHitRoll;
    out.push(
      `To hit: die ${o.toHitRoll} ${signed(mods)} = ${o.toHitTotal} vs ${o.toHitNumber} (a hit needs ≤ ${o.toHitNumber}): ${o.hit ? "hit" : "miss"}`,
    );
    if (o.hit && o.penRoll !== null && o.penTotal !== null)
      out.push(
        `Penetration: die ${o.penRoll} + FP ${o.penTotal - o.penRoll} = ${o.penTotal} vs armour ${o.armor}: ${o.penetrated ? "penetrates" : "no penetration"}`,
      );
    diff = (o.penTotal ?? 0) - o.armor;
  } else {
    const mods = e.attackTotal - e.attackRoll - e.fp;
    out.push(`Attack: die ${e.attackRoll} + FP ${e.fp} ${signed(mods)} = ${e.attackTotal}`);
    out.push(`Defence: die ${e.defenceRoll} + TM ${signed(e.tm)} = ${e.defenceTotal}`);
    out.push(
      e.hit
        ? `${e.attackTotal} > ${e.defenceTotal}: a hit, a damage check for each unit in ${e.target}${e.aimedAt ? ` (the sniper's: ${e.aimedAt} alone)` : ""}`
        : `${e.attackTotal} ≤ ${e.defenceTotal}: no effect`,
    );
    diff = e.attackTotal - e.defenceTotal;
  }
  for (const d of e.damage) out.push(damageText(d, diff));
  if (e.destroyedSw.length)
    out.push(`Destroyed (a captured SW that did no damage): ${e.destroyedSw.join(", ")}`);
  return out;
}
