import { WW2CM_SIGHT } from "../core/ww2cm/sight";
import { defineRuleset } from "./module";

/**
 * The centimetre WWII skirmish (seed 002), its ground game: model by model on a table measured in cm,
 * played in the page by clicks (src/app/rulesets/ww2cm/), from the CLI and on the server.
 */
export const ww2cm = defineRuleset({
  id: "ww2cm",
  name: "WWII skirmish in cm (seed 002)",
  blurb: "Set up a hot-seat WWII skirmish measured in cm (seed 002) on the village crossroads table",
  sight: WW2CM_SIGHT,
  commands: [
    {
      name: "ww2cm",
      help: "ww2cm <game.json> <unit> <x-cm> <y-cm> [--roll] [--seed S] [--json]    WWII cm (seed 002) shooting calculator",
    },
  ],
  core: () => import("../core/ww2cm/module").then((m) => m.ww2cmCore),
  ui: () => import("../app/rulesets/ww2cm").then((m) => m.ww2cmUi),
  node: () => import("../cli/rulesets/ww2cm").then((m) => m.ww2cmNode),
});
