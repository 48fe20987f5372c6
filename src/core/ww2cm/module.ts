import type { RulesetCore } from "../game/module";
import { ww2cmBot } from "./bot";
import { measuredWw2Oracle } from "./measured";
import { ww2cmRuleset } from "./ruleset";

/**
 * The rules part of seed 002's ground game (src/rulesets/ww2cm.ts loads it on demand): the ruleset on
 * the measured worlds of the edge (WW2CM_SIGHT), counting cover pieces with the 3D all-hits query the
 * edge's world carries, and its bot hook. A set-up is a whole game file's body: a table has no forces
 * of its own.
 */
export const ww2cmCore: RulesetCore = {
  ruleset: ({ catalog, world, perTable }) => {
    const worldOf = perTable(world);
    return ww2cmRuleset({
      catalog,
      oracleFor: (table, kinds) => {
        const w = worldOf(table);
        if (!w.hits)
          throw new Error("seed 002 counts cover pieces with the 3D segment query: this world has none");
        return measuredWw2Oracle(w, w.hits, kinds);
      },
      airWorldFor: (table) => {
        const w = worldOf(table);
        if (!w.hits)
          throw new Error("seed 002's aircraft are seen through the 3D segment query: this world has none");
        return { table: w.table, terrain: w.terrain, hits: w.hits };
      },
    });
  },
  bot: ww2cmBot,
};
