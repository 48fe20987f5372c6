import { pickWeapon } from "../../../core/firestrike/fire/direct";
import {
  bestDirectFire,
  calculateDirectFire,
  type FireCalculation,
  resolveDirectFire,
} from "../../../core/firestrike/fire/direct-calc";
import { measuredOracle } from "../../../core/firestrike/measured/oracle";
import { tableUnitPose } from "../../../core/firestrike/oracle";
import { canBeImmobilized, isAir, isHq } from "../../../core/firestrike/query";
import { FIRESTRIKE_SIGHT } from "../../../core/firestrike/sight/rules";
import type { StatBook, StatLine } from "../../../core/firestrike/stats/schema";
import { seedSfc32, sfc32Roll } from "../../../core/game/sfc32";
import type { TableUnit } from "../../../core/table/schema";
import type { MeasuredWorld } from "../../../geometry/los/world";
import { numberFlag, parseArgs } from "../../args";
import { UserError } from "../../io";
import { jsonLine, oneLine, printOut } from "../../terminal";
import { loadWorld } from "../../world";
import { loadCharts, loadStats } from "./data";

/**
 * `sightline fire`: the Firestrike direct-fire calculator for contested calls. Range, cover and
 * visibility come from the measured LOS engine through the battlefield oracle; every modifier is listed
 * with its rule, value and source; `--roll` fixes the natural 1D20.
 */

/** The command's usage, printed by `--help` and with a mistake. */
export const USAGE = [
  "usage: sightline fire <table.json> <firerId> <targetId> [--weapon NAME] [--roll N] [--json]",
  "         [--firer-statline ID] [--target-statline ID] [--firer-damage N] [--target-damage N]",
  "         [--firer-pinned] [--enemy-aviation] [--setup FRACTION] [--seed S] [--samples N]",
  "         [--charts FILE] [--units FILE]",
].join("\n");

const RESULT_WORDS = { "-": "no effect", D: "Damaged", I: "Immobilized", K: "Killed" } as const;

/** A table unit as the oracle sees it. */

function unitOf(world: MeasuredWorld, id: string, file: string): TableUnit {
  const u = world.table.units.find((x) => x.id === id);
  if (!u) {
    const ids = world.table.units.map((x) => x.id).join(", ");
    throw new UserError(
      oneLine(`${file}: no unit "${id}" on table "${world.table.name}" (units: ${ids || "none"})`),
    );
  }
  return u;
}

function statLineOf(
  stats: StatBook,
  id: string,
  role: string,
  unit: TableUnit,
  flag: string | null,
): StatLine {
  const name = flag ?? unit.type;
  const line = stats.byId.get(name);
  if (!line)
    throw new UserError(
      oneLine(
        `no Firestrike stat line "${name}" for ${role} ${id}${flag !== null ? ` (--${role}-statline)` : " (its type)"}; stat lines: ${stats.lines.map((l) => l.id).join(", ")}`,
      ),
      2,
    );
  return line;
}

/** Enemy aviation on the table: a unit of another side whose type's stat line flies (seed 000 §1.3). */
function enemyDronesOn(units: readonly TableUnit[], stats: StatBook, side: string): boolean {
  return units.some((u) => {
    const line = stats.byId.get(u.type);
    return u.side !== side && line !== undefined && isAir(line);
  });
}

function naturalRoll(o: FireOptions): { natural: number; how: string } {
  if (o.roll !== null) return { natural: o.roll, how: "natural, fixed by --roll" };
  const seed = o.seed ?? `${Date.now()}`;
  // The first roll of the seed's sfc32 stream, as before commit–reveal dice: a calculator's die, not a
  // game's, so the same --seed keeps giving the same natural it always did.
  return { natural: sfc32Roll(seedSfc32(seed), 20), how: `natural, seed ${JSON.stringify(seed)}` };
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** The calculation as a player reads it. */
function text(
  firer: string,
  target: string,
  fl: StatLine,
  tl: StatLine,
  c: FireCalculation,
  reasons: string[],
  how: string,
): string {
  const out = [
    `${firer} (${fl.name}, ${c.weapon}) fires at ${target} (${tl.name})`,
    `  line of sight  ${c.visible ? "VISIBLE" : "NOT VISIBLE"}, range ${c.rangeInches.toFixed(2)}" closest edge to closest edge, cover ${Math.round(c.coverFraction * 100)}%`,
  ];
  for (const r of reasons) out.push(`                 ${r}`);
  out.push(`  attack points  ${c.baseAttackPoints}`);
  for (const h of c.halvings) out.push(`    x1/2  [${h.rule}] ${h.text} (${h.source})`);
  out.push(`    = ${c.attackPoints} against defence ${c.defenceValue}`);
  out.push("  die modifiers");
  for (const m of c.dieModifiers)
    out.push(`    ${signed(m.value).padStart(3)}  [${m.rule}] ${m.text} (${m.source})`);
  if (!c.legal) {
    out.push(`  NOT ALLOWED: ${c.refusal!.message} [${c.refusal!.code}]`);
    return out.map(oneLine).join("\n");
  }
  out.push(
    `  roll ${c.roll} (${how}) ${signed(c.dieModifierTotal)} = ${c.total}: ${c.result} (${RESULT_WORDS[c.result!]}) on the ${canBeImmobilized(tl) ? "vehicle" : "personnel"} row`,
  );
  // Stat line, weapon and modifier names come from files: each line escaped, so none can start another.
  return out.map(oneLine).join("\n");
}

/** `sightline fire`'s arguments, checked before any file is read. */
export interface FireOptions {
  file: string;
  firerId: string;
  targetId: string;
  weapon: string | null;
  /** the natural 1D20 fixed by --roll, or null to roll it */
  roll: number | null;
  seed: string | null;
  firerStatline: string | null;
  targetStatline: string | null;
  firerDamage: number;
  targetDamage: number;
  setup: number;
  samples: number;
  charts: string | null;
  units: string | null;
  json: boolean;
  firerPinned: boolean;
  enemyAviation: boolean;
}

/** Parses `sightline fire`'s arguments, or throws a UserError (exit 2) naming what is wrong. */
export function fireOptions(argv: readonly string[]): FireOptions {
  const args = parseArgs(
    argv,
    [
      "weapon",
      "roll",
      "firer-statline",
      "target-statline",
      "firer-damage",
      "target-damage",
      "setup",
      "seed",
      "samples",
      "charts",
      "units",
    ],
    ["json", "firer-pinned", "enemy-aviation"],
  );
  const [file, firerId, targetId, extra] = args.positionals;
  if (!file || !firerId || !targetId || extra !== undefined) throw new UserError(USAGE, 2);
  if (firerId === targetId)
    throw new UserError(`${oneLine(file)}: firer and target are the same unit "${oneLine(firerId)}"`, 2);
  const str = (name: string) => {
    const v = args.flags.get(name);
    return typeof v === "string" ? v : null;
  };
  return {
    file,
    firerId,
    targetId,
    weapon: str("weapon"),
    roll: args.flags.has("roll") ? numberFlag(args, "roll", 0) : null,
    seed: str("seed"),
    firerStatline: str("firer-statline"),
    targetStatline: str("target-statline"),
    firerDamage: numberFlag(args, "firer-damage", 0),
    targetDamage: numberFlag(args, "target-damage", 0),
    setup: numberFlag(args, "setup", 0),
    samples: numberFlag(args, "samples", 64),
    charts: str("charts"),
    units: str("units"),
    json: args.flags.has("json"),
    firerPinned: args.flags.has("firer-pinned"),
    enemyAviation: args.flags.has("enemy-aviation"),
  };
}

/** `sightline fire`: exits 0 whatever the result, non-zero for bad input. */
export function fireCommand(argv: readonly string[]): number {
  const o = fireOptions(argv);
  const { file, firerId, targetId, firerDamage, targetDamage, setup, samples } = o;
  const charts = loadCharts(o.charts ?? undefined);
  const stats = loadStats(charts, o.units ?? undefined);
  const world = loadWorld(file, FIRESTRIKE_SIGHT);
  const firer = unitOf(world, firerId, file);
  const target = unitOf(world, targetId, file);
  const fl = statLineOf(stats, firerId, "firer", firer, o.firerStatline);
  const tl = statLineOf(stats, targetId, "target", target, o.targetStatline);
  const named = o.weapon !== null ? pickWeapon(fl, o.weapon, "direct") : null;
  if (named && !named.ok) throw new UserError(oneLine(`${firerId}: ${named.error.message}`), 2);
  const oracle = measuredOracle(world, { coverSamples: samples });
  const poses = [tableUnitPose(firer, world.catalog), tableUnitPose(target, world.catalog)] as const;
  const sight = oracle.sight(...poses);
  const rangeInches = oracle.edgeDistance(...poses);
  const refYpi = charts.scale.yardsPerInch[charts.scale.referenceScale.value].value;
  const facts = {
    firer: {
      damage: firerDamage,
      pinned: o.firerPinned,
      setupFraction: setup,
      hq: isHq(fl),
      air: isAir(fl),
      enemyAviation: o.enemyAviation || enemyDronesOn(world.table.units, stats, firer.side),
    },
    target: {
      defence: tl.defence,
      damage: targetDamage,
      vehicleRow: canBeImmobilized(tl),
      hq: isHq(tl),
      air: isAir(tl),
    },
    visible: sight.visible,
    rangeInches,
    coverFraction: sight.coverFraction,
    covered: sight.covered,
    scaleFactor: refYpi / world.table.yardsPerInch,
  };
  // Without --weapon, the best legal direct-fire weapon (the shot a player would take).
  const calc = named
    ? calculateDirectFire(charts, { ...facts, weapon: named.value })
    : bestDirectFire(charts, fl.weapons, facts);
  if (!calc)
    throw new UserError(
      oneLine(
        `${firerId}: ${fl.name} has no direct fire weapon${isHq(fl) ? " (HQ bases may not be used for attack purposes, seed 000 §1.4)" : ""}`,
      ),
      2,
    );
  let done = calc;
  let how = "";
  if (calc.legal) {
    const r = naturalRoll(o);
    how = r.how;
    done = resolveDirectFire(charts, calc, r.natural, canBeImmobilized(tl));
  }
  if (o.json) {
    printOut(
      jsonLine({
        firer: firerId,
        target: targetId,
        weapon: done.weapon,
        visible: done.visible,
        rangeInches: Math.round(done.rangeInches * 100) / 100,
        coverFraction: done.coverFraction,
        covered: sight.covered,
        legal: done.legal,
        ...(done.refusal ? { refusal: done.refusal } : {}),
        baseAttackPoints: done.baseAttackPoints,
        attackPoints: done.attackPoints,
        halvings: done.halvings.map((h) => h.rule),
        defence: done.defenceValue,
        dieModifiers: done.dieModifiers.map((m) => ({
          rule: m.rule,
          value: m.value,
          source: m.source,
          text: m.text,
        })),
        roll: done.roll ?? null,
        total: done.total ?? null,
        result: done.result ?? null,
        chartsVersion: charts.chartsVersion,
        losReasons: sight.reasons,
      }),
    );
  } else printOut(text(firerId, targetId, fl, tl, done, sight.reasons, how));
  return 0;
}
