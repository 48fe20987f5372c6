import { describe, expect, it } from "vitest";
import { gameOf } from "../../src/app/rulesets/firestrike/store/game-store";
import { undoInGame } from "../../src/app/rulesets/firestrike/undo";
import { deployBoth, gameApp, newGameJson, playAll } from "../app/rulesets/firestrike/support";

/**
 * Regression (issue 23, item 5): Ctrl+Z right after an agreed Take back silently undid it and brought
 * the taken-back roll back. Undo (Ctrl+Z and the button, both through `undoInGame`) asks first and says
 * what will happen; any other undo goes at once.
 */

function afterTakeBack() {
  const g = gameApp();
  g.controller.start(newGameJson(), "test");
  deployBoth(g.controller);
  playAll(g.controller, { type: "roll-hq-move", base: "bhq1" });
  expect(g.controller.takeBack("blue").ok).toBe(true);
  return g;
}

const lastText = (g: ReturnType<typeof gameApp>) =>
  gameOf(g.app)
    .game.view!.rows.filter((r) => r.kind === "entry")
    .at(-1)?.text;

describe("undo right after an agreed take-back", () => {
  it("asks first, naming what comes back; a no keeps the take-back", () => {
    const g = afterTakeBack();
    const asked: string[] = [];
    undoInGame(g.app, (q) => {
      asked.push(q);
      return false;
    });
    expect(asked).toEqual([
      'Undo the agreed take-back? "blue: HQ bhq1 rolls to move" comes back into effect with the dice it rolled, as if it had never been taken back.',
    ]);
    expect(lastText(g)).toMatch(/TAKE BACK/);
  });

  it("a yes undoes the take-back and the roll is in effect again", () => {
    const g = afterTakeBack();
    undoInGame(g.app, () => true);
    expect(lastText(g)).toBe("blue: HQ bhq1 rolls to move");
    expect(gameOf(g.app).game.view!.rows.some((r) => r.takenBack)).toBe(false);
  });

  it("an ordinary undo does not ask", () => {
    const g = gameApp();
    g.controller.start(newGameJson(), "test");
    deployBoth(g.controller);
    playAll(g.controller, { type: "place-move-marker", formation: "blue-a-coy" });
    expect(gameOf(g.app).game.view!.undoAsks).toBeNull();
    undoInGame(g.app, () => {
      throw new Error("asked");
    });
    expect(lastText(g)).not.toMatch(/Move marker/);
  });
});
