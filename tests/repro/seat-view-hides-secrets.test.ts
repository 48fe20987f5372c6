import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deployingSide } from "../../src/core/firestrike/match/deployment";
import { actor } from "../../src/core/firestrike/match/hotseat";
import { play, type Session } from "../../src/core/firestrike/match/session";
import { ENGINE_SEAT, SPECTATOR_SEAT } from "../../src/core/game/ruleset";
import { seatView } from "../../src/core/game/session";
import { deployRow, gameFile, open } from "../core/game/support";

// Regression (issue 24 item 3): hidden information was a screen filter: `playerView` stripped only the
// dice state, only a test called it, and during hidden deployment both sides' placements sat in what
// the page held. `seatView(session, seat)` is now the one thing a seat may see: never the seed, never
// the generator state, never the other side's placements before the first turn. Property test over
// random games (fast-check; the seed is in the test's name so a failure replays).

const FC_SEED = 240_301;
const SEATS = ["blue", "red", ENGINE_SEAT, SPECTATOR_SEAT];

/** A game played from `seed`: some of each deployment, then some "done"s by whoever is to act. */
function randomGame(seed: string, blueBases: number, redBases: number, dones: number): Session {
  let s = open(gameFile({ seed }));
  const tryPlay = (e: unknown) => {
    const r = play(s, e);
    if (r.ok) s = r.value;
  };
  const blue = deployRow(s, "blue", 5, 0);
  blue.slice(0, Math.min(blueBases, blue.length - 1)).forEach(tryPlay);
  if (blueBases >= blue.length - 1) {
    blue.forEach(tryPlay);
    const red = deployRow(s, "red", 43, 180);
    red.slice(0, Math.min(redBases, red.length)).forEach(tryPlay);
  }
  for (let i = 0; i < dones && s.now.state; i++) {
    const who = actor(s.now.state, s.env, s.now.progress!);
    if (who) tryPlay({ type: "done", side: who });
  }
  return s;
}

describe("seatView never shows a seat what it may not see", () => {
  it(`no seed, no generator, no other side's placements (fast-check seed ${FC_SEED})`, () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 6, maxLength: 12, unit: fc.constantFrom(..."qwxzkj") }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 12 }),
        (word, blueBases, redBases, dones) => {
          const seed = `secret-${word}`;
          const s = randomGame(seed, blueBases, redBases, dones);
          const owner = new Map(s.file.body.forces.bases.map((b) => [b.id, b.side]));
          for (const seat of SEATS) {
            const v = seatView(s, seat) as {
              deployment: { placed: Record<string, unknown> };
              state: object | null;
            };
            const text = JSON.stringify(v);
            expect(text).not.toContain(seed);
            // No generator state either: the engine deals the dice (issue 24 item 4), the state has none.
            expect(text).not.toMatch(/"(rng|seed|stream)"/);
            if (!s.now.state)
              for (const id of Object.keys(v.deployment.placed)) expect(owner.get(id)).toBe(seat);
          }
          // The view is not empty-handed: a side sees its own placements.
          if (!s.now.state && deployingSide(s.now.deployment) === "blue")
            expect(
              Object.keys((seatView(s, "blue") as { deployment: { placed: object } }).deployment.placed)
                .length,
            ).toBe(Object.keys(s.now.deployment.placed).length);
        },
      ),
      { seed: FC_SEED, numRuns: 25 },
    );
  });
});
