import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apply } from "../../../src/core/firestrike/apply";
import { candidateCommands } from "../../../src/core/firestrike/match/candidates";
import { isMetaEntry } from "../../../src/core/firestrike/match/entries";
import { parseGameText } from "../../../src/core/firestrike/match/format";
import { openSession, positionAt } from "../../../src/core/firestrike/match/session";
import type { GameState } from "../../../src/core/firestrike/state";
import type { Dice } from "../../../src/core/game/ruleset";
import { measuredDeps } from "../game/measured";
import { catalog, charts, stats } from "../game/support";

/**
 * The rules reducer never changes its input, and its working copy (an immer draft shared with the
 * input since issue 36 item 7; a plain-JSON deep copy before) gives exactly what the JSON clone gave. Commands: every rules
 * command of the recorded skirmish at the state it was played on, and bot candidates (legal or not)
 * for either side at recorded states. The input is deep-frozen: a write to it throws, which `apply`
 * would report as an internal refusal.
 */

const dir = new URL("../../fixtures/games/", import.meta.url).pathname;
const parsed = parseGameText(readFileSync(`${dir}skirmish.json`, "utf8"), { catalog, charts, stats });
if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
const opened = openSession(parsed.value, measuredDeps());
if (!opened.ok) throw new Error(JSON.stringify(opened.error));
const session = opened.value;
const env = session.env;

/** The working copy `apply` made before: a JSON clone. */
const jsonDraft = (state: GameState): GameState => JSON.parse(JSON.stringify(state));

function deepFreeze<T>(v: T): T {
  if (typeof v === "object" && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

/** The same dice for both runs: the recorded rolls, then rolls derived from a counter. */
function dice(recorded: readonly number[]): Dice {
  let k = 0;
  return {
    roll: (sides) => {
      const r = k < recorded.length ? recorded[k]! : 1 + ((k * 7919) % sides);
      k++;
      return Math.min(Math.max(1, r), sides);
    },
  };
}

/** Every rules command of the recording, with the state it was played on and its rolls. */
const recorded = session.journal.flatMap((j, i) => {
  const before = positionAt(session, i).state;
  return before && !isMetaEntry(j.entry)
    ? [{ i, state: before, command: j.entry as unknown, rolls: j.rolls }]
    : [];
});

describe("apply never changes its input and matches the JSON-clone working copy", () => {
  it("covers the recording: a whole game's rules commands", () => {
    expect(recorded.length).toBeGreaterThan(30);
  });

  const seed = 36;
  it(`recorded commands and bot candidates on deep-frozen states, seed ${seed}`, () => {
    fc.assert(
      fc.property(
        fc.nat({ max: recorded.length - 1 }),
        fc.boolean(),
        fc.nat({ max: 1000 }),
        (n, candidate, pick) => {
          const r = recorded[n]!;
          let command = r.command;
          if (candidate) {
            const side = r.state.sides[pick % r.state.sides.length]!.id;
            let x = pick;
            const rnd = () => ((x = (x * 16807) % 2147483647) % 1000) / 1000;
            const cs = candidateCommands(r.state, env, null, side, rnd, { movers: 2, fireTries: 4, rays: 8 });
            if (cs.length > 0) command = cs[pick % cs.length]!.entry;
          }
          const before = JSON.stringify(r.state);
          const frozen = deepFreeze(structuredClone(r.state));
          const now = apply(frozen, command, env, dice(r.rolls));
          const then = apply(structuredClone(r.state), command, env, dice(r.rolls), jsonDraft);
          expect(JSON.stringify(frozen)).toBe(before);
          if (!now.ok) expect(now.error.code).not.toBe("internal");
          expect(now).toEqual(then);
        },
      ),
      { seed, numRuns: 200 },
    );
  });
});
