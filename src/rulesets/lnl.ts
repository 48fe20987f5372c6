import { defineRuleset } from "./module";

/** Lock 'n Load Tactical (seed 004): hex boards on the table, hex LOS measured on its BVH. */
export const lnl = defineRuleset({
  id: "lnl",
  name: "Lock 'n Load",
  blurb: "A hot-seat Lock 'n Load Tactical game (seed 004) on a hex table",
  // Hex LOS only: no square sight rules; its hex sight rules read the hex LOS tool and its games.
  sight: null,
  hexSight: () => import("../core/lnl/hex-sight").then((m) => m.lnlHexSight),
  commands: [
    {
      name: "lnl-fire",
      help: "lnl-fire <table.json> <firer> <target> [--roll D6,...] [--json]    Lock 'n Load DFT calculator: every modifier with its card line",
    },
  ],
  core: () => import("../core/lnl/module").then((m) => m.lnlCore),
  ui: () => import("../app/rulesets/lnl").then((m) => m.lnlUi),
  node: () => import("../cli/rulesets/lnl").then((m) => m.lnlNode),
});
