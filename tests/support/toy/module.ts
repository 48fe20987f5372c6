import { defineRuleset } from "../../../src/rulesets/module";

/**
 * The toy ruleset as one module of the ruleset list (src/rulesets/module.ts), laid out as a ruleset of
 * its own would be, all in this folder: its rules part (core/: ./core/ruleset.ts and ./core/module.ts),
 * its page part (app/: a panel through the one game shell) and this module file. Nothing outside the
 * folder names it. Tests list it beside the shipped ones (`[...RULESETS, toyModule]`) for the CLI and
 * the server; tests/e2e/toy-ruleset.test.ts adds it to the list itself (src/rulesets/index.ts, the one
 * line) and builds the page and the CLI with it.
 */
export const toyModule = defineRuleset({
  id: "toy-duel",
  name: "Toy duel",
  blurb: "Two units take turns shooting (tests only)",
  // It reads no square line of sight, and plays on no hexes.
  sight: null,
  core: () => import("./core/module").then((m) => m.toyCore),
  ui: () => import("./app").then((m) => m.toyUi),
  // No Node part of its own: no data files, no calculators, and `replay`'s plain report is enough.
  node: async () => ({}),
});
