import { cliCatalog } from "../../src/cli/io";
import type { DataOptions } from "../../src/cli/rulesets";
import { firestrikeNode } from "../../src/cli/rulesets/firestrike";
import type { Catalog } from "../../src/core/catalog/schema";
import { firefightCore } from "../../src/core/firefight/module";
import { FIREFIGHT_SIGHT } from "../../src/core/firefight/sight";
import { firestrikeCore } from "../../src/core/firestrike/module";
import { FIRESTRIKE_SIGHT } from "../../src/core/firestrike/sight/rules";
import { createWorld } from "../../src/geometry/los/world";

/**
 * The rulesets as the CLI builds them (src/cli/rulesets.ts `cliRuleset`), made synchronously from
 * their rules parts for tests that need one at module level.
 */

/** The firefight on the measured sight of each table. */
export function cliFirefightRuleset(catalog: Catalog) {
  return firefightCore.ruleset({
    catalog,
    data: undefined,
    world: (t) => createWorld(t, catalog, FIREFIGHT_SIGHT),
    perTable: (make) => make,
  });
}

/** Firestrike with the data files given, on the measured LOS of each table. */
export function firestrikeCliRuleset(files: DataOptions) {
  const catalog = cliCatalog();
  return firestrikeCore.ruleset({
    catalog,
    data: firestrikeNode.data!(files),
    world: (t) => createWorld(t, catalog, FIRESTRIKE_SIGHT),
    perTable: (make) => make,
  });
}
