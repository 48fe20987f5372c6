import { defineRuleset } from "./module";

/**
 * The hex fire/assault ruleset (seed 001): AV = FP + 2d6 against DV, group fire and assault, on hex
 * tables with measured hex LOS, played in the page on its hex board (docs/rulesets/hexfire.md).
 */
export const hexfire = defineRuleset({
  id: "hexfire",
  name: "Hex fire & assault",
  blurb: "A hex fire/assault game (seed 001): AV against DV, group fire, assault, Op Fire",
  // Hex LOS only: no square sight rules.
  sight: null,
  hexSight: () => import("../core/hexfire/hex-sight").then((m) => m.hexfireHexSight),
  commands: [
    {
      name: "hexfire-fire",
      help: "hexfire-fire <setup.json> <firer> <target> [--assist ID,ID] [--command ID] [--assault] [--roll D6,D6] [--json]    seed 001 fire/assault calculator: every card line with its measurement",
    },
  ],
  core: () => import("../core/hexfire/module").then((m) => m.hexfireCore),
  ui: () => import("../app/rulesets/hexfire").then((m) => m.hexfireUi),
  node: () => import("../cli/rulesets/hexfire").then((m) => m.hexfireNode),
});
