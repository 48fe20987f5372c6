import { FIREFIGHT_SIGHT } from "../core/firefight/sight";
import { defineRuleset } from "./module";

/** Firefight (seed 003): models on square tables, its own sight reading (own areas, no hill edge). */
export const firefight = defineRuleset({
  id: "firefight",
  name: "Firefight",
  blurb: "Set up a hot-seat firefight skirmish (seed 003) on the Firefight farm table",
  sight: FIREFIGHT_SIGHT,
  commands: [
    {
      name: "firefight",
      help: "firefight <table.json> <unit> <enemy-unit> [--dice N,N,...] [--json]    firefight (seed 003) fire-fight calculator",
    },
  ],
  core: () => import("../core/firefight/module").then((m) => m.firefightCore),
  ui: () => import("../app/rulesets/firefight").then((m) => m.firefightUi),
  node: () => import("../cli/rulesets/firefight").then((m) => m.firefightNode),
});
