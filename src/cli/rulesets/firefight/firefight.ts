import { builtinFirefightRules } from "../../../core/firefight/builtin";
import { calculateFight, forcesFromTable } from "../../../core/firefight/calculator";
import { DiceListExhausted, listedDice } from "../../../core/firefight/dice";
import { type FightReport, resolveFireFight } from "../../../core/firefight/fight";
import { FIREFIGHT_SIGHT, measuredFirefightOracle } from "../../../core/firefight/measured";
import { calculationLines, reportLines } from "../../../core/firefight/report-text";
import { WEAPON_CLASSES, type WeaponClass } from "../../../core/firefight/rules-data";
import type { FirefightWorld } from "../../../core/firefight/world";
import { scriptedDice } from "../../../core/game/dice";
import { createWorld } from "../../../geometry/los/world";
import { parseArgs } from "../../args";
import { cliCatalog, loadTable, UserError } from "../../io";
import { jsonLine, oneLine, printOut } from "../../terminal";

/**
 * `sightline firefight`: the fire-fight calculator of seed 003 (issue 20). The table's bases grouped by
 * `formation` are the units, each base a model; per model it shows LOS, range, the shot, the to-hit
 * number with concealment, the wound allocation order with each save target (S, T, cover) and, with
 * dice (`--dice 4,2,6,…` in the order the rules use them, or `--seed S`), the whole resolution.
 */

/** The command's usage, printed by `--help` and with a mistake. */
export const USAGE = [
  "usage: sightline firefight <table.json> <unit> <enemy-unit> [--dice N,N,...| --seed S] [--json]",
  "         [--profile ID] [--enemy-profile ID] [--weapon CLASS] [--enemy-weapon CLASS]",
].join("\n");

export interface FirefightOptions {
  file: string;
  unit: string;
  enemy: string;
  dice: number[] | null;
  seed: string | null;
  profile: string;
  enemyProfile: string;
  weapon: WeaponClass | null;
  enemyWeapon: WeaponClass | null;
  json: boolean;
}

function weaponFlag(v: string | true | undefined, name: string): WeaponClass | null {
  if (v === undefined) return null;
  const w = WEAPON_CLASSES.find((c) => c === v);
  if (!w)
    throw new UserError(
      `--${name} must be one of ${WEAPON_CLASSES.join(", ")}, not "${oneLine(String(v))}"`,
      2,
    );
  return w;
}

/** Parses the calculator's arguments before any file is read (bad arguments: exit 2). */
export function firefightOptions(argv: readonly string[]): FirefightOptions {
  const args = parseArgs(
    argv,
    ["dice", "seed", "profile", "enemy-profile", "weapon", "enemy-weapon"],
    ["json"],
  );
  if (args.positionals.length !== 3) throw new UserError(USAGE, 2);
  const [file, unit, enemy] = args.positionals as [string, string, string];
  if (file === "" || unit === "" || enemy === "") throw new UserError(`an argument is empty\n${USAGE}`, 2);
  if (unit === enemy) throw new UserError(`the unit and the enemy unit are the same, "${oneLine(unit)}"`, 2);
  const diceText = args.flags.get("dice");
  let dice: number[] | null = null;
  if (diceText !== undefined) {
    const words = String(diceText).split(",");
    if (words.length > 1000 || words.some((w) => !/^[1-6]$/.test(w.trim())))
      throw new UserError(
        `--dice must be D6 results 1 to 6 separated by commas, not "${oneLine(String(diceText))}"`,
        2,
      );
    dice = words.map((w) => Number(w.trim()));
  }
  const seed = args.flags.get("seed");
  if (dice && seed !== undefined) throw new UserError("give --dice or --seed, not both", 2);
  const text = (name: string, fallback: string) => {
    const v = args.flags.get(name);
    return v === undefined ? fallback : String(v);
  };
  return {
    file,
    unit,
    enemy,
    dice,
    seed: seed === undefined ? null : String(seed),
    profile: text("profile", "trooper"),
    enemyProfile: text("enemy-profile", "trooper"),
    weapon: weaponFlag(args.flags.get("weapon"), "weapon"),
    enemyWeapon: weaponFlag(args.flags.get("enemy-weapon"), "enemy-weapon"),
    json: args.flags.has("json"),
  };
}

/** Runs the calculator; returns the exit status. */
export function firefightCommand(argv: readonly string[]): number {
  const o = firefightOptions(argv);
  const catalog = cliCatalog();
  const table = loadTable(o.file, catalog);
  const rules = builtinFirefightRules();
  const ids = [...new Set(table.units.map((u) => u.formation ?? u.id))];
  for (const id of [o.unit, o.enemy])
    if (!ids.includes(id))
      throw new UserError(
        oneLine(`${o.file}: no unit "${id}" on table "${table.name}" (units: ${ids.join(", ") || "none"})`),
      );
  for (const p of [o.profile, o.enemyProfile])
    if (!rules.profiles.has(p))
      throw new UserError(
        oneLine(`no firefight profile "${p}" (profiles: ${[...rules.profiles.keys()].join(", ")})`),
        2,
      );
  const forces = forcesFromTable(table, (id) => {
    const profile = id === o.unit ? o.profile : o.enemyProfile;
    const weapon = (id === o.unit ? o.weapon : o.enemyWeapon) ?? rules.profiles.get(profile)!.weapon;
    return { profile, weapon };
  });
  const sideOf = (id: string) => forces.units.find((u) => u.id === id)!.side;
  if (sideOf(o.unit) === sideOf(o.enemy))
    throw new UserError(oneLine(`${o.unit} and ${o.enemy} are both on side ${sideOf(o.unit)}`), 2);
  const world: FirefightWorld = {
    rules,
    table,
    oracle: measuredFirefightOracle(createWorld(table, catalog, FIREFIGHT_SIGHT), rules),
  };
  const calc = calculateFight(world, forces, o.unit, o.enemy);
  let report: FightReport | null = null;
  if (o.dice || o.seed !== null) {
    // --seed: dice derived from it as the engine's test and preview dice are (never a game's own).
    const dice = o.dice ? listedDice(o.dice) : scriptedDice([], o.seed!);
    try {
      report = resolveFireFight(world, forces, calc.fight, dice).report;
    } catch (e) {
      if (e instanceof DiceListExhausted)
        throw new UserError(
          `--dice gave ${e.used} results; this fire fight needs more (to-hit dice, then saves, then Cg checks)`,
          2,
        );
      throw e;
    }
  }
  if (o.json)
    printOut(
      jsonLine({
        file: o.file,
        ok: true,
        yardsPerInch: table.yardsPerInch,
        calculation: calc,
        resolution: report,
      }),
    );
  else
    printOut(
      [...calculationLines(calc, table.yardsPerInch), ...(report ? reportLines(report) : [])]
        .map(oneLine)
        .join("\n"),
    );
  return 0;
}
