import { FIRESTRIKE_SIGHT } from "../core/firestrike/sight/rules";
import { defineRuleset } from "./module";

/** Firestrike (seed 000): square tables, measured LOS with the hill-edge rule. */
export const firestrike = defineRuleset({
  id: "firestrike",
  name: "Firestrike",
  blurb: "Set up a hot-seat Firestrike game on this table or another",
  sight: FIRESTRIKE_SIGHT,
  commands: [
    {
      name: "fire",
      help: "fire <table.json> <firer> <target> [--weapon NAME] [--roll N] [--json]    Firestrike direct-fire calculator",
    },
  ],
  core: () => import("../core/firestrike/module").then((m) => m.firestrikeCore),
  ui: () => import("../app/rulesets/firestrike").then((m) => m.firestrikeUi),
  node: () => import("../cli/rulesets/firestrike").then((m) => m.firestrikeNode),
});
