import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { gameOf } from "../../src/app/rulesets/firestrike/store/game-store";
import { gameApp, playAll } from "../app/rulesets/firestrike/support";

/**
 * Regression (issue 23, item 6): an airstrike or a mortar zone that did nothing said only "marker
 * removed" in the log, and an assault that never happened said nothing. The log says why: no base
 * under the zone or square, no contact at 5c. The game is tests/fixtures/games/actions.json.
 */

const root = new URL("../..", import.meta.url).pathname;

function started() {
  const g = gameApp();
  const r = g.controller.load(
    readFileSync(`${root}tests/fixtures/games/actions.json`, "utf8"),
    "actions.json",
  );
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return g;
}
type G = ReturnType<typeof started>;
const view = (g: G) => gameOf(g.app).game.view!;
function doneUntil(g: G, step: string) {
  for (let i = 0; i < 40 && view(g).state!.step !== step; i++)
    playAll(g.controller, { type: "done", side: view(g).actor });
  expect(view(g).state!.step).toBe(step);
}
const texts = (g: G) => view(g).rows.map((r) => r.text);

describe("the log of a zone or an assault that did nothing", () => {
  it("says the impact zone and the airstrike had no base under them", () => {
    const g = started();
    playAll(
      g.controller,
      { type: "place-move-marker", formation: "blue-coy" },
      { type: "done", side: "blue" },
    );
    doneUntil(g, "first-impact-zones");
    playAll(g.controller, {
      type: "place-impact-zone",
      firer: "b9",
      center: [40, 20],
      weapon: "medium mortar",
    });
    doneUntil(g, "place-airstrikes");
    const who = view(g).actor!;
    playAll(g.controller, {
      type: "place-airstrike",
      side: who,
      strike: "rocket",
      center: [4, 20],
      facing: 0,
    });
    doneUntil(g, "first-direct-fire");
    expect(texts(g).filter((t) => /impact-zone marker removed/.test(t))).toEqual([
      expect.stringMatching(/: it did nothing, no base under the zone$/),
    ]);
    expect(texts(g).filter((t) => /airstrike marker removed/.test(t))).toEqual([
      expect.stringMatching(/: it did nothing, no base under the square$/),
    ]);
  });

  it("keeps the plain wording for a zone that rolled for a base under it", () => {
    const g = started();
    playAll(
      g.controller,
      { type: "place-move-marker", formation: "blue-coy" },
      { type: "done", side: "blue" },
    );
    doneUntil(g, "first-impact-zones");
    playAll(g.controller, {
      type: "place-impact-zone",
      firer: "b9",
      center: [20, 22],
      weapon: "medium mortar",
    });
    doneUntil(g, "first-direct-fire");
    expect(view(g).rows.some((r) => r.roll?.purpose === "indirect-fire" && r.roll.base === "r1")).toBe(true);
    expect(texts(g).filter((t) => /impact-zone marker removed/.test(t))).toEqual([
      "impact-zone marker removed (zone-1) for blue",
    ]);
  });

  it("says a base that moved to assault had no contact at 5c", () => {
    const g = started();
    playAll(
      g.controller,
      { type: "place-move-marker", formation: "blue-coy" },
      { type: "done", side: "blue" },
    );
    playAll(g.controller, { type: "place-move-marker", formation: "red-coy" });
    doneUntil(g, "movement");
    playAll(g.controller, { type: "move", base: "b1", mode: "assault", path: [[10, 9]] });
    doneUntil(g, "first-direct-fire");
    expect(texts(g).some((t) => /no contact at 5c/.test(t))).toBe(false);
    doneUntil(g, "second-direct-fire");
    const note = view(g).rows.filter((r) => /no contact at 5c/.test(r.text));
    expect(note).toMatchObject([
      {
        text: "b1 moved to assault but had no contact at 5c: no assault",
        step: "assaults",
        units: ["b1", "blue-coy"],
      },
    ]);
    expect(new Set(view(g).rows.map((r) => r.key)).size).toBe(view(g).rows.length);
  });
});
