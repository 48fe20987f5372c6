import { describe, expect, it } from "vitest";
import { installGames, rulesetOfGameText } from "../../../src/app/game/launcher";
import { bvhEngine } from "../../../src/app/los/bvh-engine";
import { RULESET_UIS, rulesetUi } from "../../../src/app/rulesets";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../../src/core/firestrike/sight/rules";
import { MemoryStorage } from "../files/fakes";
import { newGameJson } from "../rulesets/firestrike/support";
import { storeWith } from "../support";

// The shell reaches a ruleset's game code through the registry only (issue 24 item 7): the launcher
// loads the host a game file names, and the host it loads is what the shell then talks to.

describe("the game launcher and the rulesets' registry", () => {
  it("reads the ruleset a game file's text names; a v1 file is Firestrike's; text that is no game goes to the first", () => {
    expect(rulesetOfGameText(JSON.stringify({ format: "sightline-game/3", ruleset: "toy-duel" }))).toBe(
      "toy-duel",
    );
    expect(rulesetOfGameText(JSON.stringify({ format: "sightline-game/1", seed: 1 }))).toBe("firestrike");
    expect(rulesetOfGameText("{ not json")).toBe(RULESET_UIS[0]!.id);
    expect(rulesetOfGameText("[1, 2]")).toBe(RULESET_UIS[0]!.id);
  });

  it("lists Firestrike, and no two entries share an id", () => {
    expect(rulesetUi("firestrike")?.name).toBe("Firestrike");
    expect(rulesetUi("no-such-ruleset")).toBeNull();
    expect(new Set(RULESET_UIS.map((r) => r.id)).size).toBe(RULESET_UIS.length);
  });

  it("loads a ruleset's host once and makes it the store's host; a ruleset with no UI is refused with its name", async () => {
    const app = storeWith();
    installGames(
      app,
      bvhEngine(builtinCatalog(), null, () => FIRESTRIKE_SIGHT),
      new MemoryStorage(),
    );
    const host = await app.getState().loadHost("firestrike");
    expect(host.ruleset).toBe("firestrike");
    expect(app.getState().host).toBe(host);
    expect(await app.getState().loadHost("firestrike")).toBe(host);
    await expect(app.getState().loadHost("chess")).rejects.toThrow('no ruleset "chess"');
    // A game opened through the host puts the shell's match on its ruleset; leaving takes it off.
    expect(app.getState().match.ruleset).toBeNull();
    expect(host.load(JSON.stringify(newGameJson()), "a.game.json").ok).toBe(true);
    expect(app.getState().match.ruleset).toBe("firestrike");
    expect(app.getState().tool).toBe("game");
    host.leave();
    expect(app.getState().match.ruleset).toBeNull();
  });
});
