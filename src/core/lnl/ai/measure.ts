import type { RulesetDeps } from "../../game/module";
import type { Policy } from "../../game/policy";
import { type LnlMap, lnlMapOf } from "../map";
import { type LnlBody, parseLnlBody } from "../setup";

/**
 * What Lock 'n Load's computer players measure on a game's set-up (core/game/policy.ts `measure`): the
 * set-up as the seat is shown it, parsed as any client parses it, the board's map with the measured hex
 * LOS (the engine's own: lnlMapOf over the edge's world of the table), and each hex's neighbours.
 */
export interface LnlMeasure {
  body: LnlBody;
  map: LnlMap;
  /** the hexes next to each hex, by label */
  neighbours: ReadonlyMap<string, readonly string[]>;
}

/** The deps Lock 'n Load's policies are built from (the rules part's deps). */
export type LnlPolicyDeps = Pick<RulesetDeps, "catalog" | "world" | "perTable">;

/** The set-up as JSON (an in-process caller may hold the parsed body: its `tableJson`). */
function setupJson(setup: unknown): Record<string, unknown> {
  const x = JSON.parse(JSON.stringify(setup ?? null)) as Record<string, unknown> | null;
  if (!x || typeof x !== "object") return {};
  if ("tableJson" in x) {
    const { tableJson, countersJson, counters: _c, table: _t, ...rest } = x;
    return { ...rest, table: tableJson, ...(countersJson ? { counters: countersJson } : {}) };
  }
  return x;
}

/** The `measure` of Lock 'n Load's policies: throws with the set-up's problems when it is not one. */
export function lnlMeasure(deps: LnlPolicyDeps): Policy<LnlMeasure>["measure"] {
  const mapFor = deps.perTable((table) => lnlMapOf(deps.world(table)));
  return (setup) => {
    const body = parseLnlBody(setupJson(setup), deps.catalog);
    if (!body.ok)
      throw new Error(
        `not a Lock 'n Load set-up: ${body.error.map((p) => `${p.path}: ${p.message}`).join("; ")}`,
      );
    const map = mapFor(body.value.table);
    if (!map) throw new Error("not a Lock 'n Load set-up: its table has no hex grid");
    const labels = [...map.board.hexes.values()].map((h) => h.label);
    const neighbours = new Map(labels.map((a) => [a, labels.filter((b) => map.distance(a, b) === 1)]));
    return { body: body.value, map, neighbours };
  };
}
