import type { Catalog } from "../catalog/schema";
import type { Ruleset } from "../game/ruleset";
import { ok } from "../result";
import type { Table } from "../table/schema";
import { type Command, parseCommand } from "./commands";
import { zoneOutline } from "./deploy";
import { type FirefightEvent, type FirefightNote, firefightGame } from "./game";
import type { FirefightOracle } from "./model";
import type { FirefightRules } from "./rules-data";
import { type FirefightBody, parseFirefightBody } from "./setup";
import type { FirefightState } from "./state";

/** What the edge gives the firefight: the catalog, the rules data and the sight oracle for a table. */
export interface FirefightDeps {
  catalog: Catalog;
  rules: FirefightRules;
  /** the measured oracle in the app and the CLI (measuredFirefightOracle), a fake in some tests */
  oracleFor(table: Table): FirefightOracle;
}

export const FIREFIGHT_ID = "firefight";

/** The firefight ruleset (seed 003) on the engine's seam. */
export function firefightRuleset(
  deps: FirefightDeps,
): Ruleset<FirefightBody, FirefightState, Command, FirefightEvent, FirefightNote> {
  return {
    id: FIREFIGHT_ID,
    name: "Firefight",
    parseBody: (json) => parseFirefightBody(json, deps),
    bodyToJson: (b) => {
      const { table: _t, ...rest } = b.json;
      return { table: b.tableJson, ...rest };
    },
    parseCommand,
    seatsOf: (b) => b.sides.map((s) => s.id),
    start(body) {
      // The set-up's game option wins over the rules data's (docs/rulesets/firefight.md, "1+ and 7+").
      const rules: FirefightRules = {
        ...deps.rules,
        settings: { ...deps.rules.settings, naturalOneFails: body.naturalOneFails },
      };
      const world = { rules, table: body.table, oracle: deps.oracleFor(body.table) };
      const sides = body.sides.map((s) => s.id);
      const state: FirefightState = {
        turn: 1,
        turnLimit: body.turnLimit,
        priority: body.priority,
        step: body.deployment
          ? { kind: "deploy", side: body.priority, zone: zoneOutline(body.table, body.priority, sides) }
          : { kind: "move", side: body.priority },
        units: body.units,
        models: body.models,
        fights: [],
        moved: [],
        lastFight: null,
        over: null,
      };
      return ok({ game: firefightGame(body, world), state, events: [] });
    },
  };
}
