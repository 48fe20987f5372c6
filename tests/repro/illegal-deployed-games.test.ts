import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validateGame } from "../../src/core/firestrike/match/format";
import { openSession } from "../../src/core/firestrike/match/session";
import { catalog, charts, fakeDeps, stats } from "../core/game/support";

// Regression (issue 18 item 14): a save with `deployed: true` skipped every placement check (bases at
// (1000, 1000), stacked, or in the enemy zone started turn 1), and a concede or take-back by a side
// that does not exist was accepted and ended the game. The loader now applies the checks of play
// (a pre-deployed base need not stand in its own zone: the reading in docs/game-format.md).

const root = new URL("../../", import.meta.url).pathname;
const actionsText = readFileSync(`${root}tests/fixtures/games/actions.json`, "utf8");
type Json = {
  forces: { bases: { id: string; x: number; y: number; facing?: number }[] };
  commands: unknown[];
};
const fresh = () => JSON.parse(actionsText) as Json;

function problemsOf(json: unknown): { path: string; message: string }[] {
  const f = validateGame(json, { catalog, charts, stats });
  if (!f.ok) return f.error;
  const s = openSession(f.value, fakeDeps());
  return s.ok ? [] : s.error;
}

const baseIndex = (g: Json, id: string) => g.forces.bases.findIndex((b) => b.id === id);

describe("repro: a deployed save gets the placement checks of deployment", () => {
  it("the shipped deployed game still opens", () => {
    expect(problemsOf(fresh())).toEqual([]);
  });

  it("a base outside its own zone but on the table and out of the enemy's is the scenario's choice", () => {
    const g = fresh();
    Object.assign(g.forces.bases[baseIndex(g, "b1")]!, { x: 10, y: 14 });
    expect(problemsOf(g)).toEqual([]);
  });

  it("a base at (1000, 1000) is refused", () => {
    const g = fresh();
    const i = baseIndex(g, "b1");
    Object.assign(g.forces.bases[i]!, { x: 1000, y: 1000 });
    expect(problemsOf(g)).toEqual([
      {
        path: `$.forces.bases[${i}]`,
        message: expect.stringMatching(/b1 would stick out over the table edge/),
      },
    ]);
  });

  it("two bases of a side stacked on one spot are refused", () => {
    const g = fresh();
    const i = baseIndex(g, "b2");
    const b1 = g.forces.bases[baseIndex(g, "b1")]!;
    Object.assign(g.forces.bases[i]!, { x: b1.x, y: b1.y });
    const p = problemsOf(g);
    expect(p).toHaveLength(1);
    expect(p[0]!.path).toMatch(/^\$\.forces\.bases\[\d+\]$/);
    expect(p[0]!.message).toMatch(/would overlap/);
  });

  it("a red base in blue's deployment zone is refused", () => {
    const g = fresh();
    const i = baseIndex(g, "r1");
    Object.assign(g.forces.bases[i]!, { x: 30, y: 6 });
    expect(problemsOf(g)).toEqual([
      {
        path: `$.forces.bases[${i}]`,
        message: expect.stringMatching(/r1 stands in blue's deployment zone \(South\)/),
      },
    ]);
  });
});

describe("repro: hot-seat entries by a side that does not exist are refused", () => {
  for (const type of ["concede", "take-back", "done"])
    for (const side of ["green", "constructor", "__proto__"])
      it(`${type} by "${side}"`, () => {
        const g = fresh();
        g.commands = [
          { type: "place-move-marker", formation: "blue-coy" },
          { type, side },
        ];
        const p = problemsOf(g);
        expect(p).toHaveLength(1);
        expect(p[0]!.path).toMatch(/^\$\.commands\[1\]/);
        expect(p[0]!.message).toMatch(
          side === "__proto__" ? /must start with a letter/ : new RegExp(`there is no side "${side}"`),
        );
      });

  it("a concede by a real side still ends the game", () => {
    const g = fresh();
    g.commands = [{ type: "concede", side: "red" }];
    const f = validateGame(g, { catalog, charts, stats });
    if (!f.ok) throw new Error(JSON.stringify(f.error));
    const s = openSession(f.value, fakeDeps());
    expect(s.ok && s.value.now.conceded).toBe("red");
  });
});
