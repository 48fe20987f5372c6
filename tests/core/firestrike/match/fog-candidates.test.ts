import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { actingSide, candidateCommands } from "../../../../src/core/firestrike/match/candidates";
import { firestrikeRuleset, type SeatView } from "../../../../src/core/firestrike/match/ruleset";
import { playAs, type Session } from "../../../../src/core/firestrike/match/session";
import { idFog } from "../../../../src/core/game/fog";
import { parseGameText } from "../../../../src/core/game/format";
import { registryOf } from "../../../../src/core/game/ruleset";
import { openSession } from "../../../../src/core/game/session";
import { seededRandom } from "../../../../src/core/random";
import { measuredDeps } from "../../game/measured";

// Issue 19, the fog stall: under measured fog a seat's view lacks the enemy bases it cannot see, and
// whose part of the step it is depends on them (a direct-fire step waits for a side while the enemy
// has any base in play). Judged on the fogged view, the acting side saw nothing to do, so the bot
// waited for the other side, which waited for it. The seat view now carries the acting side as the
// server judges it on the whole position, and the candidates follow it.

const rulesets = registryOf(firestrikeRuleset(measuredDeps()));
const text = readFileSync(new URL("../../../fixtures/games/skirmish.json", import.meta.url), "utf8");

function at(n: number): Session {
  const json = JSON.parse(text);
  json.commands = json.commands.slice(0, n);
  const f = parseGameText(JSON.stringify(json), rulesets);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const s = openSession(f.value, rulesets);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value as unknown as Session;
}

describe("candidates on a fogged seat view", () => {
  // 36, 41 and 45: direct fire; 25: movement.
  it.each([25, 36, 41, 45])(
    "after %i entries, with every enemy base out of sight, the acting side can end its part",
    (n) => {
      const s = at(n);
      const pos = s.now;
      const side = actingSide(pos.state!, s.game.env, pos.progress)!;
      expect(side).not.toBeNull();
      // The worst case fog allows: none of the side's bases sees any enemy base.
      const enemies = Object.values(pos.state!.bases)
        .filter((b) => b.side !== side)
        .map((b) => b.id);
      const view = idFog(new Set(enemies)).redact(s.game.seatView(pos, side)) as SeatView;
      expect(Object.values(view.state!.bases).every((b) => b.side === side)).toBe(true);
      const cs = candidateCommands(view.state!, s.game.env, view.progress, side, seededRandom(3), {
        acting: view.acting,
      });
      expect(cs.at(-1)?.kind).toBe("done");
      expect(view.acting).toBe(side);
      // What it offers on the fogged view is accepted on the whole position.
      for (const c of cs) {
        const r = playAs(s, side, c.entry);
        expect(r.ok ? null : `${JSON.stringify(c.entry)}: ${r.error.message}`).toBeNull();
      }
      // The other side is offered nothing, whatever its own view suggests.
      for (const other of pos.state!.sides.map((x) => x.id).filter((x) => x !== side)) {
        const theirs = s.game.seatView(pos, other) as SeatView;
        expect(theirs.acting).toBe(side);
        expect(
          candidateCommands(theirs.state!, s.game.env, theirs.progress, other, seededRandom(3), {
            acting: theirs.acting,
          }),
        ).toEqual([]);
      }
    },
  );
});
