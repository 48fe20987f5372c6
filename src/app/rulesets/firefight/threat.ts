import { zoneOutline } from "../../../core/firefight/deploy";
import { FIREFIGHT_SIGHT } from "../../../core/firefight/measured";
import type { Unit } from "../../../core/firefight/model";
import type { FirefightRules } from "../../../core/firefight/rules-data";
import type { Table, TableUnit } from "../../../core/table/schema";
import type { OverlayRequest } from "../../store/overlay-slice";

/** Watchers stand this far apart across the enemy's zone, inches. */
export const THREAT_SPACING_INCHES = 4;

/**
 * The deployment threat map's watchers (docs/rulesets/firefight.md, "Deployment"): a model of the
 * firefight's own base (settings.catalogType, baseInches: its eye height) at points 4" apart across
 * `enemy`'s zone, looking under the firefight's sight reading (FIREFIGHT_SIGHT), each reaching the
 * longest range of the enemy's weapons (edge to edge, as Gather Shots measures). Null: no zone, or the
 * enemy has no unit.
 */
export function deployThreatWatchers(
  table: Table,
  rules: FirefightRules,
  units: readonly Pick<Unit, "side" | "weapon">[],
  enemy: string,
  sides: readonly string[],
): NonNullable<OverlayRequest["watchers"]> | null {
  const zone = zoneOutline(table, enemy, sides);
  const ranges = units.filter((u) => u.side === enemy).map((u) => rules.rangeY.get(u.weapon) ?? 0);
  if (zone.length === 0 || ranges.length === 0) return null;
  const { baseInches, catalogType } = rules.settings;
  const reach = { inches: Math.max(...ranges) / table.yardsPerInch, baseInches };
  const xs = zone.map((p) => p[0]);
  const ys = zone.map((p) => p[1]);
  const watchers: TableUnit[] = [];
  const half = THREAT_SPACING_INCHES / 2;
  for (let px = Math.min(...xs) + half; px < Math.max(...xs); px += THREAT_SPACING_INCHES)
    for (let py = Math.min(...ys) + half; py < Math.max(...ys); py += THREAT_SPACING_INCHES)
      watchers.push({
        id: `watch-${px}-${py}`,
        side: enemy,
        type: catalogType,
        x: px,
        y: py,
        facing: 0,
        posture: "normal",
        baseInches: [baseInches, baseInches],
      });
  return {
    key: `ff-deploy|${enemy}|${JSON.stringify(zone)}|${FIREFIGHT_SIGHT.name}|${reach.inches}|${baseInches}|${catalogType}`,
    units: watchers,
    sight: { rules: FIREFIGHT_SIGHT, reach: new Map(watchers.map((w) => [w.id, reach])) },
  };
}
