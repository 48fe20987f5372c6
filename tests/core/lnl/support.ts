import { readFileSync } from "node:fs";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../../src/core/firestrike/sight/rules";
import { registryOf } from "../../../src/core/game/ruleset";
import { lnlMapOf } from "../../../src/core/lnl/map";
import { lnlRuleset } from "../../../src/core/lnl/ruleset";
import { createWorld } from "../../../src/geometry/los/world";

/** The LnL ruleset with the measured map, as the CLI registers it. */
export const lnlRules = lnlRuleset({
  catalog: builtinCatalog(),
  mapFor: (table) => lnlMapOf(createWorld(table, builtinCatalog(), FIRESTRIKE_SIGHT))!,
});
export const lnlRegistry = registryOf(lnlRules);

/** The shipped hex table's JSON. */
export const hamletJson = () =>
  JSON.parse(readFileSync(new URL("../../../terrain/lnl-hamlet.json", import.meta.url), "utf8"));
