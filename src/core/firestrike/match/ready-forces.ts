import type { Catalog } from "../../catalog/schema";
import type { Table } from "../../table/schema";
import type { StatBook } from "../stats/schema";
import type { BaseDraft, FormationDraft } from "./forces";

/**
 * Ready-made forces for a quick start (project defaults: seed 000 points to its "Combat Units and
 * Formations pages", which it does not print). Each is a small battalion-level battle group built from
 * the shipped stat lines, with its HQ base at battalion level as seed 000 §1.4 describes.
 */

/** One ready-made force. */
export interface ReadyForce {
  id: string;
  name: string;
  description: string;
  /** the formations for a side; ids are prefixed with the side id so both sides can take the same force */
  formations(sideId: string): FormationDraft[];
}

/** A seasoned, trained formation draft whose id (and parent's) is prefixed with the side id. */
export const formationDraft = (
  side: string,
  id: string,
  name: string,
  level: FormationDraft["level"],
  parent: string | null,
  bases: BaseDraft[],
): FormationDraft => ({
  id: `${side}-${id}`,
  name,
  level,
  parent: parent ? `${side}-${parent}` : null,
  grade: "seasoned",
  training: "trained",
  bases,
});

/** The ready-made forces offered on the new-game screen. */
export const READY_FORCES: readonly ReadyForce[] = [
  {
    id: "armoured-battle-group",
    name: "Armoured battle group",
    description:
      "Battalion HQ, a tank company of four MBTs and a mechanised platoon (two IFVs carrying infantry).",
    formations: (s) => [
      formationDraft(s, "bn", "Armoured battalion", "battalion", null, [{ statLine: "HQ", count: 1 }]),
      formationDraft(s, "tanks", "Tank company", "company", "bn", [{ statLine: "MBT", count: 4 }]),
      formationDraft(s, "mech", "Mechanised platoon", "platoon", "bn", [
        { statLine: "IFV", count: 2 },
        { statLine: "infantry", count: 2, mounted: true },
      ]),
    ],
  },
  {
    id: "infantry-battalion",
    name: "Infantry battalion",
    description:
      "Battalion HQ, two rifle companies (three infantry bases and a heavy machine gun each) and a support company with two mortars.",
    formations: (s) => [
      formationDraft(s, "bn", "Infantry battalion", "battalion", null, [{ statLine: "HQ", count: 1 }]),
      formationDraft(s, "a-coy", "A Company", "company", "bn", [
        { statLine: "infantry", count: 3 },
        { statLine: "HMG", count: 1 },
      ]),
      formationDraft(s, "b-coy", "B Company", "company", "bn", [
        { statLine: "infantry", count: 3 },
        { statLine: "HMG", count: 1 },
      ]),
      formationDraft(s, "support", "Support company", "company", "bn", [{ statLine: "mortar", count: 2 }]),
    ],
  },
  {
    id: "mechanised-company",
    name: "Mechanised company team",
    description:
      "Battalion HQ, a mechanised company (three APCs carrying infantry), two MBTs and a mortar section.",
    formations: (s) => [
      formationDraft(s, "bn", "Mechanised battalion", "battalion", null, [{ statLine: "HQ", count: 1 }]),
      formationDraft(s, "mech", "Mechanised company", "company", "bn", [
        { statLine: "APC", count: 3 },
        { statLine: "infantry", count: 3, mounted: true },
      ]),
      formationDraft(s, "armour", "Tank platoon", "platoon", "bn", [{ statLine: "MBT", count: 2 }]),
      formationDraft(s, "mortars", "Mortar section", "platoon", "bn", [{ statLine: "mortar", count: 1 }]),
    ],
  },
];

/**
 * A force from the units a table file already places for a side: one battalion with its HQ bases and
 * one company holding the rest, each unit taking the stat line of its catalog type (the first stat line
 * naming that catalog type). Unit positions are not kept: the game's deployment places the bases.
 */
export function forceFromTable(
  table: Table,
  sideId: string,
  stats: StatBook,
  catalog: Catalog,
): FormationDraft[] {
  const counts = new Map<string, number>();
  for (const u of table.units) {
    if (u.side !== sideId || !catalog.byType.has(u.type)) continue;
    const line = stats.lines.find((l) => l.catalogType === u.type);
    if (line) counts.set(line.id, (counts.get(line.id) ?? 0) + 1);
  }
  const hq = [...counts].filter(([id]) => stats.byId.get(id)?.class === "HQ");
  const rest = [...counts].filter(([id]) => stats.byId.get(id)?.class !== "HQ");
  const bases = (list: [string, number][]) => list.map(([statLine, count]) => ({ statLine, count }));
  return [
    formationDraft(sideId, "bn", `${table.name}: ${sideId} battalion`, "battalion", null, bases(hq)),
    formationDraft(sideId, "coy", `${sideId} company`, "company", "bn", bases(rest)),
  ].filter((x) => x.bases.length > 0 || x.level === "battalion");
}
