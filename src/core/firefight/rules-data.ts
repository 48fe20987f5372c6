import { z } from "zod";
import { type Problem, problemsFromZod } from "../problems";
import { err, ok, type Result } from "../result";

/**
 * The firefight rules data (`models/firefight/rules.json`, format `sightline-firefight-rules/1`): the
 * seed's weapon ranges and S-vs-T save table, the project's profiles and settings. Every value says
 * where it comes from: `seed` (seed 003's text) or `project-default` (Sightline's choice where the seed
 * is silent, docs/rulesets/firefight.md). Validated with zod; problems name the JSON path.
 */

export const FIREFIGHT_RULES_FORMAT = "sightline-firefight-rules/1";
export const WEAPON_CLASSES = ["pistol", "rifle", "heavy", "cannon", "artillery"] as const;
export type WeaponClass = (typeof WEAPON_CLASSES)[number];

const source = z.enum(["seed", "project-default"]);
const marked = <T extends z.ZodType>(value: T) =>
  z.strictObject({ value, source, note: z.string().max(400).optional() });
const id = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9][a-z0-9-]*$/, { message: "must be lower-case letters, digits and -" });
/** A save target as printed: "1+" … "7+" (7+: no save is possible). */
const saveCell = z.string().regex(/^[1-7]\+$/, { message: 'must be a save target as printed, "1+" to "7+"' });
const stat = (min: number, max: number) => z.number().int().min(min).max(max);

const profileSchema = z.strictObject({
  id,
  name: z.string().min(1).max(60),
  source,
  note: z.string().max(400).optional(),
  /** shooting skill: a hit is a D6 ≤ Bs */
  bs: stat(1, 6),
  s: stat(1, 10),
  t: stat(1, 10),
  w: stat(1, 10),
  /** initiative: sets the advancing and fall-back distances, y */
  i: stat(1, 12),
  /** courage: a check passes when D6 + margin ≤ Cg */
  cg: stat(1, 12),
  weapon: z.enum(WEAPON_CLASSES),
});

export const rulesSchema = z.strictObject({
  format: z.literal(FIREFIGHT_RULES_FORMAT),
  rulesVersion: z.string().max(20),
  weapons: z
    .array(
      z.strictObject({
        id: z.enum(WEAPON_CLASSES),
        name: z.string().min(1).max(40),
        rangeY: marked(z.number().positive().max(1000)),
      }),
    )
    .length(WEAPON_CLASSES.length),
  saveTable: z.strictObject({
    source,
    note: z.string().max(400).optional(),
    rows: z.array(z.array(saveCell).length(10)).length(10),
  }),
  profiles: z.array(profileSchema).min(1).max(100),
  settings: z.strictObject({
    baseInches: marked(z.number().positive().max(6)),
    catalogType: marked(z.string().min(1)),
    moveFactor: marked(z.number().nonnegative().max(10)),
    advanceFactor: marked(z.number().nonnegative().max(10)),
    winnerAdvanceFactor: marked(z.number().nonnegative().max(10)),
    rallyAdvanceFactor: marked(z.number().nonnegative().max(10)),
    chargeFactor: marked(z.number().nonnegative().max(10)),
    meleeToHit: marked(z.number().int().min(1).max(6)),
    chargeBonus: marked(z.number().int().min(0).max(5)),
    difficultCost: marked(z.number().min(1).max(10)),
    concealShare: marked(z.number().min(0).max(1)),
    coverShare: marked(z.number().min(0).max(1)),
    naturalOneFails: marked(z.boolean()),
    turnLimit: marked(z.number().int().min(1).max(99)),
  }),
});
export type RulesJson = z.output<typeof rulesSchema>;
export type Profile = z.output<typeof profileSchema>;

/** The rules data in the form the rules read it. */
export interface FirefightRules {
  version: string;
  /** weapon class → range in y */
  rangeY: ReadonlyMap<WeaponClass, number>;
  /** save targets, [S-1][T-1]: 1..7 (7: no save) */
  saves: readonly (readonly number[])[];
  profiles: ReadonlyMap<string, Profile>;
  settings: { [K in keyof RulesJson["settings"]]: RulesJson["settings"][K]["value"] };
  json: RulesJson;
}

/** The save target of an attacker's S against a defender's T, as printed (7: no save). */
export function saveTarget(rules: FirefightRules, s: number, t: number): number {
  const clamp = (n: number) => Math.min(10, Math.max(1, Math.round(n)));
  return rules.saves[clamp(s) - 1]![clamp(t) - 1]!;
}

/** Validates rules data (from JSON already parsed). */
export function parseRules(json: unknown): Result<FirefightRules, Problem[]> {
  const r = rulesSchema.safeParse(json);
  if (!r.success) return err(problemsFromZod(r.error, json, [], rulesSchema));
  const d = r.data;
  const problems: Problem[] = [];
  d.weapons.forEach((w, i) => {
    if (w.id !== WEAPON_CLASSES[i])
      problems.push({
        path: `$.weapons[${i}].id`,
        message: `must be "${WEAPON_CLASSES[i]}" (the seed's order)`,
      });
  });
  const profiles = new Map<string, Profile>();
  d.profiles.forEach((p, i) => {
    if (profiles.has(p.id))
      problems.push({ path: `$.profiles[${i}].id`, message: `"${p.id}" is used twice` });
    profiles.set(p.id, p);
  });
  if (problems.length) return err(problems);
  const settings = Object.fromEntries(
    Object.entries(d.settings).map(([k, v]) => [k, v.value]),
  ) as FirefightRules["settings"];
  return ok({
    version: d.rulesVersion,
    rangeY: new Map(d.weapons.map((w) => [w.id, w.rangeY.value])),
    saves: d.saveTable.rows.map((row) => row.map((c) => Number(c[0]))),
    profiles,
    settings,
    json: d,
  });
}
