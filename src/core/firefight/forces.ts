import { bounds } from "../geom2d";
import type { Table } from "../table/schema";
import type { WeaponClass } from "./rules-data";

/**
 * Ready-made forces (project defaults: seed 003 prints no army lists). Each is a few units of the
 * shipped profiles; `deployForce` stands them in a row across the side's deployment zone.
 */
export interface ReadyForce {
  id: string;
  name: string;
  description: string;
  units: { key: string; name: string; profile: string; weapon?: WeaponClass; models: number }[];
}

export const READY_FORCES: readonly ReadyForce[] = [
  {
    id: "rifle-section",
    name: "Rifle section",
    description: "Two rifle teams of troopers and a heavy-weapon pair: steady, long-reaching fire.",
    units: [
      { key: "rifles-1", name: "First rifle team", profile: "trooper", models: 5 },
      { key: "rifles-2", name: "Second rifle team", profile: "trooper", models: 5 },
      { key: "gunners", name: "Heavy weapon team", profile: "gunner", models: 2 },
    ],
  },
  {
    id: "raiders",
    name: "Raiders",
    description: "Veterans, brutes and a fast scout patrol: fewer shots, harder to break.",
    units: [
      { key: "veterans", name: "Veterans", profile: "veteran", models: 4 },
      { key: "brutes", name: "Brutes", profile: "brute", models: 3 },
      { key: "scouts", name: "Scout patrol", profile: "scout", models: 3 },
    ],
  },
];

/** The unit records of a ready force for `side`, standing in rows across its deployment zone. */
export function deployForce(force: ReadyForce, side: string, table: Table) {
  const zone = table.deploymentZones.find((z) => z.side === side);
  const b = zone
    ? bounds(zone.outline)
    : side === table.deploymentZones[0]?.side
      ? { minX: 0, maxX: table.width, minY: 0, maxY: 6 }
      : { minX: 0, maxX: table.width, minY: table.depth - 6, maxY: table.depth };
  const gap = 1.5;
  const widths = force.units.map((u) => u.models * gap);
  const spare = Math.max(0, b.maxX - b.minX - widths.reduce((a, x) => a + x, 0));
  const between = spare / (force.units.length + 1);
  const y = Math.round(((b.minY + b.maxY) / 2) * 100) / 100;
  let x = b.minX + between + gap / 2;
  return force.units.map((u) => {
    const models = Array.from({ length: u.models }, (_, i) => ({
      id: `${side}-${u.key}-${i + 1}`,
      x: Math.round((x + i * gap) * 100) / 100,
      y,
    }));
    x += u.models * gap + between;
    return {
      id: `${side}-${u.key}`,
      side,
      name: u.name,
      profile: u.profile,
      ...(u.weapon ? { weapon: u.weapon } : {}),
      models,
    };
  });
}

/** A new game's set-up fields: the table (as written) and two ready forces deployed. */
export function readyGameBody(
  tableJson: unknown,
  table: Table,
  sides: readonly [
    { id: string; name: string; force: ReadyForce },
    { id: string; name: string; force: ReadyForce },
  ],
): Record<string, unknown> {
  return {
    table: tableJson,
    sides: sides.map((s) => ({ id: s.id, name: s.name })),
    units: sides.flatMap((s) => deployForce(s.force, s.id, table)),
  };
}
