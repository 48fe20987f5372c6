import { describe, expect, it } from "vitest";
import { bvhEngine } from "../../../src/app/los/bvh-engine";
import type { LosEngine } from "../../../src/app/los/engine";
import { startLosPipeline } from "../../../src/app/los/los-pipeline";
import { pickedRuleset, sightChoicesOf, sightRulesNow } from "../../../src/app/los/rules";
import { RULESET_UIS, uiOf } from "../../../src/app/rulesets";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { FIREFIGHT_SIGHT } from "../../../src/core/firefight/sight";
import { FIRESTRIKE_SIGHT } from "../../../src/core/firestrike/sight/rules";
import { lineOfSight } from "../../../src/core/los/line-of-sight";
import { createWorld } from "../../../src/geometry/los/world";
import { RULESETS } from "../../../src/rulesets";
import { storeWith } from "../support";

// Issue 36 item 1: the page's table tools apply the sight rules of the ruleset picked ("Rules:"), a
// game's own while it is on, and the engine names no ruleset.

describe("the table tools' sight rules", () => {
  it("come from the list: the pick, else the first with square sight rules; a game's own while it is on", () => {
    const sightChoices = sightChoicesOf(RULESETS);
    expect(sightChoices.map((m) => m.id)).toEqual(RULESETS.filter((m) => m.sight).map((m) => m.id));
    expect(storeWith().getState().sightChoices).toEqual(sightChoices);
    expect(pickedRuleset({ losRules: null, sightChoices }).id).toBe("firestrike");
    expect(pickedRuleset({ losRules: "no-such", sightChoices }).id).toBe("firestrike");
    const now = (ruleset: string | null, losRules: string | null) =>
      sightRulesNow({ match: { ruleset }, losRules, sightChoices });
    expect(now(null, null)).toBe(FIRESTRIKE_SIGHT);
    expect(now(null, "firefight")).toBe(FIREFIGHT_SIGHT);
    expect(now("firestrike", "firefight")).toBe(FIRESTRIKE_SIGHT);
    // a game of a ruleset without square rules: the tools keep the pick
    expect(now("lnl", "firefight")).toBe(FIREFIGHT_SIGHT);
    // no choices handed in is the page's own mistake, said as such
    expect(() => pickedRuleset({ losRules: null, sightChoices: [] })).toThrow(/internal/);
  });

  it("the LOS tool's verdict follows the pick", () => {
    const app = storeWith();
    const engine = bvhEngine(builtinCatalog(), null, () => sightRulesNow(app.getState()));
    const stop = startLosPipeline(app, engine);
    app.getState().setLosPair("b1", "r4");
    const table = app.getState().table;
    const under = (rules: typeof FIRESTRIKE_SIGHT) => {
      const r = lineOfSight(createWorld(table, builtinCatalog(), rules), "b1", "r4");
      return r.ok ? r.value : null;
    };
    expect(app.getState().los.verdict).toEqual(under(FIRESTRIKE_SIGHT));
    app.getState().setLosRules("firefight");
    expect(app.getState().los.verdict).toEqual(under(FIREFIGHT_SIGHT));
    expect(app.getState().los.verdict?.limits).toEqual(FIREFIGHT_SIGHT.limits(table));
    stop();
  });

  it("a ruleset's game gets the engine under its own rules, whatever the pick", async () => {
    const engine = bvhEngine(builtinCatalog(), null, () => FIREFIGHT_SIGHT);
    expect(engine.withRules(FIRESTRIKE_SIGHT).world(storeWith().getState().table).rules).toBe(
      FIRESTRIKE_SIGHT,
    );
    let given: LosEngine | null = null;
    const firestrike = RULESETS.find((m) => m.id === "firestrike")!;
    const ui = uiOf({
      ...firestrike,
      ui: async () => ({
        ...(await firestrike.ui()),
        adapter: async (ctx) => {
          given = ctx.engine;
          return null as never;
        },
      }),
    });
    await ui.adapter({ app: storeWith(), engine, storage: null, shell: null as never });
    expect(given!.world(storeWith().getState().table).rules).toBe(FIRESTRIKE_SIGHT);
    expect(RULESET_UIS.map((u) => [u.id, u.name])).toEqual(RULESETS.map((m) => [m.id, m.name]));
  });
});
