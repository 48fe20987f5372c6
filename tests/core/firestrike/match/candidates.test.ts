import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { actingSide, candidateCommands } from "../../../../src/core/firestrike/match/candidates";
import { actors } from "../../../../src/core/firestrike/match/hotseat";
import { firestrikeRuleset } from "../../../../src/core/firestrike/match/ruleset";
import { playAs, type Session } from "../../../../src/core/firestrike/match/session";
import { parseGameText } from "../../../../src/core/game/format";
import { registryOf } from "../../../../src/core/game/ruleset";
import { openSession } from "../../../../src/core/game/session";
import { seededRandom } from "../../../../src/core/random";
import { measuredDeps } from "../../game/measured";

// Issue 19's bot: every candidate command offered on a position of the shipped skirmish (measured LOS)
// is accepted by the engine for the side it is offered to; other sides are offered nothing.

const rulesets = registryOf(firestrikeRuleset(measuredDeps()));
const text = readFileSync(new URL("../../../fixtures/games/skirmish.json", import.meta.url), "utf8");

/** The skirmish after its first `n` entries. */
function at(n: number): Session {
  const json = JSON.parse(text);
  json.commands = json.commands.slice(0, n);
  const f = parseGameText(JSON.stringify(json), rulesets);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const s = openSession(f.value, rulesets);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value as unknown as Session;
}

describe("candidate commands on the skirmish", () => {
  // 17: Move markers; 23: impact zones; 25 and 32: movement; 34: airstrikes; 36, 41 and 45: direct fire.
  it.each([17, 20, 23, 25, 32, 34, 36, 41, 45, 48])(
    "after %i entries: the acting side's are all accepted",
    (n) => {
      const s = at(n);
      const pos = s.now;
      expect(pos.state).not.toBeNull();
      const side = actingSide(pos.state!, s.game.env, pos.progress);
      expect(side).not.toBeNull();
      const kinds = new Set<string>();
      for (const seed of [1, 2, 3]) {
        const cs = candidateCommands(pos.state!, s.game.env, pos.progress, side!, seededRandom(seed));
        expect(cs.at(-1)?.kind).toBe("done");
        for (const c of cs) {
          const r = playAs(s, side!, c.entry);
          expect(r.ok ? null : `${JSON.stringify(c.entry)}: ${r.error.message}`).toBeNull();
          kinds.add(c.kind);
        }
        // In simultaneous movement (hotseat.ts) both sides act and both are offered commands.
        const acting = actors(pos.state!, s.game.env, pos.progress!);
        for (const other of pos.state!.sides.map((x) => x.id).filter((x) => !acting.includes(x)))
          expect(candidateCommands(pos.state!, s.game.env, pos.progress, other, seededRandom(seed))).toEqual(
            [],
          );
      }
      const step = pos.state!.step;
      if (step === "movement") {
        expect(kinds.has("move")).toBe(true);
        // Every side still moving (not yet done) is offered moves the engine accepts.
        for (const other of actors(pos.state!, s.game.env, pos.progress!).filter((x) => x !== side))
          for (const c of candidateCommands(pos.state!, s.game.env, pos.progress, other, seededRandom(4)))
            expect(playAs(s, other, c.entry).ok).toBe(true);
      }
      if (step === "move-markers") expect(kinds.has("marker") || kinds.has("hq-roll")).toBe(true);
      if (step === "place-airstrikes") expect(kinds.has("airstrike")).toBe(true);
      if (step === "first-impact-zones") expect(kinds.has("impact-zone")).toBe(true);
    },
  );

  it("offers fire at visible enemies in a direct-fire step", () => {
    const s = at(36);
    expect(s.now.state!.step).toMatch(/direct-fire/);
    const side = actingSide(s.now.state!, s.game.env, s.now.progress)!;
    const cs = candidateCommands(s.now.state!, s.game.env, s.now.progress, side, seededRandom(7), {
      fireTries: 100,
    });
    expect(cs.some((c) => c.kind === "fire")).toBe(true);
  });

  it("is reproducible from the seed", () => {
    const s = at(25);
    const side = actingSide(s.now.state!, s.game.env, s.now.progress)!;
    const a = candidateCommands(s.now.state!, s.game.env, s.now.progress, side, seededRandom(5));
    const b = candidateCommands(s.now.state!, s.game.env, s.now.progress, side, seededRandom(5));
    expect(a).toEqual(b);
  });
});
