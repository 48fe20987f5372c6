import { type Dice, type RuleError, refuse } from "../game/ruleset";
import { pointInPolygon } from "../geom2d";
import { boardHexes, type HexGrid, hexCenter, hexLabel } from "../hex/grid";
import { ok, type Result } from "../result";
import type { Table } from "../table/schema";
import type { HexfireMap } from "./map";
import type { HexfireState, HexfireUnit } from "./state";
import { rollInitiative, type TurnEvent } from "./turn";

/**
 * The deployment step (project default: the card is silent on set-up; after Conflict of Heroes'
 * scenario set-up): with the set-up's `deploy`, the sides place their units in turn, in the set-up's
 * side order, each unit in a hex of its side's deployment zone (a board hex whose centre lies in one of
 * the table's zones of that side), as often as they like, then say `deployed`. A side's placements are
 * hidden from every other seat until both have deployed (its units show at their set-up hexes). When
 * the last side has deployed, turn 1's initiative is rolled.
 */

/** The hexes of each side's deployment zones (labels in board order), by side. */
export function zoneHexesOf(table: Table, grid: HexGrid): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const hexes = boardHexes(grid, table.width, table.depth);
  for (const z of table.deploymentZones) {
    const list = out.get(z.side) ?? [];
    for (const h of hexes) {
      const [x, y] = hexCenter(grid, h);
      const label = hexLabel(grid, h);
      if (label && !list.includes(label) && pointInPolygon(x, y, z.outline)) list.push(label);
    }
    out.set(z.side, list);
  }
  return out;
}

/** The events of the deployment step. */
export type DeployEvent =
  | { type: "place"; unit: string; hex: string }
  | { type: "deployed"; side: string }
  | TurnEvent;

type Place = { type: "place"; unit: string; hex: string };

/** A `place` or `deployed` of the side deploying now. */
export function applyDeploy(
  s: HexfireState,
  seat: string,
  c: Place | { type: "deployed" },
  map: Pick<HexfireMap, "zone">,
  dice: Dice,
): Result<{ state: HexfireState; events: DeployEvent[] }, RuleError> {
  if (seat !== s.deploying) return refuse("not-your-turn", `${s.deploying} is deploying`);
  if (c.type === "deployed") {
    const i = s.sides.indexOf(seat);
    const next = s.sides[i + 1];
    const events: DeployEvent[] = [{ type: "deployed", side: seat }];
    if (next) return ok({ state: { ...s, deploying: next, toAct: next }, events });
    const { initiative, first } = rollInitiative(s, dice);
    events.push({ type: "turn", turn: 1, initiative, first });
    return ok({ state: { ...s, deploying: null, toAct: first, first }, events });
  }
  const u = s.units.find((x) => x.id === c.unit);
  if (!u || u.side !== seat || u.hex === null)
    return refuse("no-unit", `"${c.unit}" is not a ${seat} unit on the board`, "$.unit");
  const zone = map.zone(seat);
  const hex = zone.find((h) => h.toUpperCase() === c.hex.toUpperCase());
  if (!hex)
    return refuse(
      "not-in-zone",
      `${c.hex} is not in ${seat}'s deployment zone (project default: units deploy in their zone)`,
      "$.hex",
    );
  return ok({
    state: { ...s, units: s.units.map((x) => (x.id === u.id ? { ...x, hex } : x)) },
    events: [{ type: "place", unit: u.id, hex }],
  });
}

/**
 * What `seat` may see of the units during deployment: its own where it placed them, every other
 * side's at their set-up hexes (the placements are secret until both sides have deployed).
 */
export function deployView(
  s: HexfireState,
  seat: string,
  setupHex: ReadonlyMap<string, string | null>,
): HexfireState {
  if (s.deploying === null) return s;
  const hide = (u: HexfireUnit) => u.side !== seat && u.hex !== null;
  if (!s.units.some(hide)) return s;
  return { ...s, units: s.units.map((u) => (hide(u) ? { ...u, hex: setupHex.get(u.id) ?? u.hex } : u)) };
}
