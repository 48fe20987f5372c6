import type { BotHook } from "../../src/core/game/bot";
import type { RulesetModule } from "../../src/rulesets";
import { toyRuleset } from "./toy-ruleset";

/**
 * The toy ruleset (./toy-ruleset.ts) as a module of the ruleset list (src/rulesets/module.ts), as a
 * ruleset of its own would add itself: nothing outside its own files names it. A test lists it beside
 * the shipped ones (`[...RULESETS, toyModule]`) and hands that list to the CLI and the server.
 */

/** Its bot: shoot when it may, else take cover (the engine judges both). */
const toyBot: BotHook = {
  ruleset: toyRuleset.id,
  candidates: () => [{ type: "shoot" }, { type: "cover" }],
};

export const toyModule: RulesetModule = {
  id: toyRuleset.id,
  name: "Toy duel",
  blurb: "Two units take turns shooting (tests only)",
  // It reads no square line of sight.
  sight: null,
  core: async () => ({ ruleset: () => toyRuleset, bot: toyBot }),
  ui: () => Promise.reject(new Error("the toy ruleset has no page part")),
  node: async () => ({}),
};
