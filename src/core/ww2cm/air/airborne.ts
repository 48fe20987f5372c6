import type { Dice } from "../../game/ruleset";
import type { SegmentHitQuery } from "../../los/segment-hits";
import type { Table } from "../../table/schema";
import type { TerrainIndex } from "../../table/terrain";
import type { AirborneGroup } from "../air-state";
import { alive, type Ww2State } from "../state";
import { AIRBORNE } from "./data";
import { type DropEvent, dropGroup, dropSpots, whoDropsFirst } from "./drop";
import { type GliderEvent, landGlider } from "./glider";
import { tableCm } from "./path";

/**
 * seed 002, Paratroopers and Glider Airborne: "must set up before the game before everyone has set up
 * forces. If both players have paratroopers [Glider Forces] roll to see who drops first." The set-up's
 * airborne groups (its `air.airborne`) are resolved when the game starts, before the first turn, with
 * the opening dice: the roll-off (only when both sides have airborne groups; chosen reading: one roll
 * decides the order of both the drops and the landings), then each group of the first side in the
 * listed order, then the other side's; every drop before every glider (chosen reading: the seed lists
 * paratroopers first). A group's models stand where they land; those removed (on a building, in a tree,
 * killed in the glider) are out of the game from the start. A glider's survivors stand round where its
 * centre stopped, on the drop's 2 cm grid (project default: the seed does not place them), kept inside
 * the table.
 */

/** The roll-off for who drops first. */
export interface DropOrderEvent {
  type: "drop-order";
  first: string;
  rolls: [number, number][];
}

export type AirborneEvent = DropOrderEvent | DropEvent | GliderEvent;

/** Resolves every airborne group of the set-up on the 3D table; the state with its models placed or removed. */
export function landAirborne(
  s0: Ww2State,
  groups: readonly AirborneGroup[],
  sides: readonly [string, string],
  world: { table: Table; terrain: TerrainIndex; hits: SegmentHitQuery },
  dice: Dice,
): { state: Ww2State; events: AirborneEvent[] } {
  const events: AirborneEvent[] = [];
  const sideOf = (g: AirborneGroup) => s0.units.find((u) => u.id === g.unit)!.side;
  let order: readonly string[] = sides;
  if (sides.every((x) => groups.some((g) => sideOf(g) === x))) {
    const r = whoDropsFirst(sides, dice);
    events.push({ type: "drop-order", first: r.first, rolls: r.rolls });
    order = r.first === sides[0] ? sides : [sides[1], sides[0]];
  }
  const sorted = (["drop", "glider"] as const).flatMap((by) =>
    order.flatMap((side) => groups.filter((g) => g.by === by && sideOf(g) === side)),
  );
  let s = s0;
  for (const g of sorted) {
    const ids = alive(s, g.unit).map((m) => m.id);
    const placed = new Map<string, { x: number; y: number; dead: boolean }>();
    if (g.by === "drop") {
      const e = dropGroup(world.table, world.terrain, world.hits, g.unit, ids, g.at, dice);
      for (const m of e.models) placed.set(m.model, { x: m.x, y: m.y, dead: m.removed !== null });
      events.push(e);
    } else {
      const u = s.units.find((x) => x.id === g.unit)!;
      const e = landGlider(world.table, g.unit, u.training, ids, g.at, g.heading ?? 0, dice);
      const { width, depth } = tableCm(world.table);
      const r = AIRBORNE.dropCircleCm.value / 2;
      const keep = (v: number, hi: number) => Math.min(Math.max(v, r), hi - r);
      const spots = dropSpots(keep(e.stop[0], width), keep(e.stop[1], depth), ids.length);
      for (const [i, id] of ids.entries())
        placed.set(id, { x: spots[i]![0], y: spots[i]![1], dead: e.dead.includes(id) });
      events.push(e);
    }
    s = {
      ...s,
      models: s.models.map((m) => {
        const p = placed.get(m.id);
        return p ? { ...m, x: p.x, y: p.y, storey: 0, dead: p.dead } : m;
      }),
    };
  }
  return { state: s, events };
}
