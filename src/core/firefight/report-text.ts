import type { FightCalculation } from "./calculator";
import type { ChargeReport } from "./charge";
import type { FightReport } from "./fight";

/**
 * The fire-fight calculator's and a resolved fight's words, line by line: the CLI prints them
 * (`sightline firefight`) and the app's panel shows them. Ids come from files: the caller escapes
 * each line for its terminal or page.
 */

const plus = (n: number) => (n >= 7 ? "no save (7+)" : `${n}+`);

/** The calculation as a player reads it: per model, then the wound order with each save target. */
export function calculationLines(c: FightCalculation, yardsPerInch: number): string[] {
  const out: string[] = [];
  for (const side of c.against) {
    const u = side.attacker;
    out.push(`${u} shoots at ${side.target}: ${side.shots} shot${side.shots === 1 ? "" : "s"}`);
    for (const l of c.shooters.filter((x) => x.unit === u))
      out.push(
        `  ${l.model.padEnd(16)} ${l.shoots ? `SHOOTS, hits on ${l.toHit} or less${l.halved ? ` (Bs ${l.bs} halved, concealment)` : ` (Bs ${l.bs})`}` : "no shot"}: ${l.why}`,
      );
    out.push(
      `  wounds on ${side.target}, closest first (S ${side.allocation[0]?.s ?? "-"} vs T ${side.allocation[0]?.t ?? "-"}):`,
    );
    side.allocation.forEach((a, i) => {
      const save = a.eligible
        ? `save ${plus(a.target)}${a.cover ? ` (table ${plus(a.tableTarget)}, +1 cover)` : ""}`
        : "cannot be wounded";
      out.push(`    ${a.eligible ? `${i + 1}.` : "--"} ${a.model.padEnd(16)} ${save}: ${a.why}`);
    });
  }
  out.push(`(1 y = ${1 / yardsPerInch}" on this table)`);
  return out;
}

/** A resolved fire fight as a player reads it: dice, saves, wounds, the Cg checks and fall backs. */
export function reportLines(r: FightReport): string[] {
  const out: string[] = ["resolution:"];
  for (const v of r.volleys) {
    out.push(
      `  ${v.attacker} at ${v.target}: to hit ${v.rolls.map((x) => `${x.roll}${x.hit ? "*" : ""}`).join(" ") || "no dice"} (* hit)`,
    );
    for (const s of v.saves)
      out.push(
        `    hit on ${s.model ?? "nobody (no model can take it)"}: S ${s.s} vs T ${s.t} save ${plus(s.target)}${s.cover ? " (cover)" : ""}, ${s.roll === null ? "no roll" : `rolled ${s.roll}`}: ${s.saved ? "saved" : s.model ? `wound${s.slain ? ", slain" : ""}` : "lost"}`,
      );
  }
  out.push(
    `  wounds inflicted: ${r.fight.a.join("+")} ${r.woundsBy.a}, ${r.fight.b.join("+")} ${r.woundsBy.b}`,
  );
  if (!r.loser) out.push("  equal wounds: nobody tests");
  for (const t of r.tests)
    out.push(
      `  ${t.unit} Cg check: ${t.roll} + ${t.margin} = ${t.result} against Cg ${t.cg}: ${t.passed ? "passed (CRV 0)" : `failed, CRV ${t.crv}`}`,
    );
  for (const f of r.fallBacks)
    out.push(
      `  ${f.unit} falls back ${f.moveY} y toward ${f.target.kind === "cover" ? `cover ${f.target.featureId}` : `the ${f.target.edge} edge`} (${f.target.distanceY} y away)${f.fled ? ": off the board, it flees the battle" : `, moved by (${f.moved.join(", ")})`}`,
    );
  return out;
}

/** A charge as a player reads it: the shots it ate, the big move, and the melee if it reached. */
export function chargeLines(r: ChargeReport): string[] {
  const out: string[] = [`charge: ${r.charger} at ${r.target} (reach ${r.reachY} y)`];
  if (r.shots)
    out.push(
      `  ${r.target} shoots first: ${r.shots.rolls.map((x) => `${x.roll}${x.hit ? "*" : ""}`).join(" ")} (* hit), ${r.shots.wounds} wound${r.shots.wounds === 1 ? "" : "s"}`,
    );
  else out.push(`  ${r.target} has no shot at it`);
  out.push(`  ${r.why}${r.by ? `, moved by (${r.by.join(", ")})` : ""}`);
  if (r.melee) out.push("  melee:", ...reportLines(r.melee).map((l) => `  ${l}`));
  return out;
}
