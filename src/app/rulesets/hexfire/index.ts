import type { RulesetUi } from "../ui";

/**
 * The hex fire/assault ruleset's UI (seed 001) as the shell's registry lists it: every part loads on
 * demand; the adapter (and the rules) only when a game starts or opens.
 */

const Nothing = () => null;

export const hexfireUi: RulesetUi = {
  id: "hexfire",
  name: "Hex fire & assault",
  blurb: "A hex fire/assault game (seed 001): AV against DV, group fire, assault, Op Fire",
  adapter: async ({ app, engine, shell }) => {
    const { HexfireGame } = await import("./adapter");
    return new HexfireGame(app, engine, shell);
  },
  panels: () =>
    import("./ui").then((m) => ({
      Header: m.HexfireHeader,
      Side: m.HexfireSide,
      Overlays: m.HexfireOverlays,
    })),
  scene: async () => Nothing,
  labels: () => import("./hex-labels").then((m) => m.HexfireHexLabels),
  tool: async (app) => (await import("./play-tool")).createHexfirePlayTool(app),
};
