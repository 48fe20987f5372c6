import type { RulesetUi } from "../ui";

/**
 * Lock 'n Load's UI as the shell's registry lists it (src/app/rulesets/index.ts, issue 21): every part
 * loads on demand; the adapter (and the rules) only when a game starts or opens.
 */

const Nothing = () => null;

/** Lock 'n Load's UI. */
export const lnlUi: RulesetUi = {
  id: "lnl",
  name: "Lock 'n Load",
  blurb: "A hot-seat Lock 'n Load Tactical game (seed 004) on a hex table",
  adapter: async ({ app, engine, shell }) => {
    const { LnlGame } = await import("./adapter");
    return new LnlGame(app, engine, shell);
  },
  panels: () =>
    import("./ui").then((m) => ({ Header: m.LnlHeader, Side: m.LnlSide, Overlays: m.LnlOverlays })),
  scene: async () => Nothing,
  labels: () => import("./hex-labels").then((m) => m.LnlHexLabels),
  tool: async (app) => (await import("./play-tool")).createLnlPlayTool(app),
};
