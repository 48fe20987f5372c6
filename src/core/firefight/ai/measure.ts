import type { Catalog } from "../../catalog/schema";
import type { RulesetDeps } from "../../game/module";
import type { Policy } from "../../game/policy";
import { builtinFirefightRules } from "../builtin";
import { measuredFirefightOracle } from "../measured";
import type { FirefightRules } from "../rules-data";
import { type FirefightBody, parseFirefightBody } from "../setup";
import type { FirefightWorld } from "../world";

/**
 * What Firefight's computer players measure on a game's set-up (core/game/policy.ts `measure`): the
 * set-up as the seat is shown it, parsed as any client parses it, and the rules' world over the edge's
 * measured sight of that table (the same oracle the engine judges with: measuredFirefightOracle).
 */
export interface FfMeasure {
  body: FirefightBody;
  world: FirefightWorld;
  /**
   * outlooks already measured (effect.ts `keptOutlook`), by what they read: kept while the seat
   * decides a step, so a unit that did not move is not measured again after another unit's move
   */
  outlooks: Map<string, unknown>;
}

/** The deps Firefight's policies are built from (the rules part's deps; the rules data is built in). */
export type FfDeps = Pick<RulesetDeps, "catalog" | "world" | "perTable">;

/**
 * The set-up as JSON: a client is sent the file's set-up (JSON), an in-process caller may hold the
 * parsed body (its `json` and `tableJson`, as the ruleset's bodyToJson joins them).
 */
function setupJson(setup: unknown): Record<string, unknown> | null {
  const x = JSON.parse(JSON.stringify(setup ?? null)) as Record<string, unknown> | null;
  if (x && typeof x === "object" && "tableJson" in x && x.json && typeof x.json === "object") {
    const { table: _t, ...rest } = x.json as Record<string, unknown>;
    return { table: x.tableJson, ...rest };
  }
  return x;
}

/** The `measure` of Firefight's policies: throws with the set-up's problems when it is not one. */
export function firefightMeasure(deps: FfDeps): Policy<FfMeasure>["measure"] {
  const rules = builtinFirefightRules();
  const oracleFor = deps.perTable((table) => measuredFirefightOracle(deps.world(table), rules));
  const catalog: Catalog = deps.catalog;
  return (setup) => {
    const json = setupJson(setup);
    const body = parseFirefightBody(json && typeof json === "object" ? json : {}, { catalog, rules });
    if (!body.ok)
      throw new Error(
        `not a Firefight set-up: ${body.error.map((p) => `${p.path}: ${p.message}`).join("; ")}`,
      );
    // The set-up's game option wins over the rules data's, as the engine's start does (ruleset.ts).
    const r: FirefightRules = {
      ...rules,
      settings: { ...rules.settings, naturalOneFails: body.value.naturalOneFails },
    };
    // the measured oracle remembers its answers by the two positions (measured.ts)
    return {
      body: body.value,
      world: { rules: r, table: body.value.table, oracle: oracleFor(body.value.table) },
      outlooks: new Map(),
    };
  };
}
