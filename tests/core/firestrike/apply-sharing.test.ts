import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apply, draftOf } from "../../../src/core/firestrike/apply";
import { candidateCommands } from "../../../src/core/firestrike/match/candidates";
import { isMetaEntry } from "../../../src/core/firestrike/match/entries";
import { parseGameText } from "../../../src/core/firestrike/match/format";
import { openSession, positionAt } from "../../../src/core/firestrike/match/session";
import type { GameState } from "../../../src/core/firestrike/state";
import type { Dice } from "../../../src/core/game/ruleset";
import { measuredDeps } from "../game/measured";
import { catalog, charts, stats } from "../game/support";

/**
 * Structural sharing (issue 36 item 7): `apply` copies only what a command changes. Over random
 * sequences of commands (bot candidates for either side and `advance`, legal or not) from recorded
 * states, the shared result equals the deep-copy result step by step, and no state of the chain,
 * the first included, changes after it was made (a later command writing into a shared part would).
 */

const dir = new URL("../../fixtures/games/", import.meta.url).pathname;
const parsed = parseGameText(readFileSync(`${dir}skirmish.json`, "utf8"), { catalog, charts, stats });
if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
const opened = openSession(parsed.value, measuredDeps());
if (!opened.ok) throw new Error(JSON.stringify(opened.error));
const session = opened.value;
const env = session.env;

/** The states the recorded rules commands were played on, with each command. */
const recorded = session.journal.flatMap((j, i) => {
  const before = positionAt(session, i).state;
  return before && !isMetaEntry(j.entry) ? [{ state: before, command: j.entry as unknown }] : [];
});

/** Dice from a counter: the same rolls for both paths. */
function dice(from: number): Dice {
  let k = from;
  return { roll: (sides) => 1 + ((k++ * 7919) % sides) };
}

/** A command for `state`: a bot candidate of either side, or `advance`. */
function pick(state: GameState, n: number): unknown {
  if (n % 4 === 0) return { type: "advance" };
  const side = state.sides[n % state.sides.length]!.id;
  let x = n + 1;
  const rnd = () => ((x = (x * 16807) % 2147483647) % 1000) / 1000;
  const cs = candidateCommands(state, env, null, side, rnd, { movers: 2, fireTries: 4, rays: 8 });
  const c = cs.length > 0 ? cs[n % cs.length]!.entry : null;
  return !c || c.type === "done" ? { type: "advance" } : c;
}

describe("apply shares what a command leaves alone", () => {
  const seed = 3607;
  it(`random command sequences equal the deep-copy path and never change an earlier state, seed ${seed}`, () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.nat({ max: recorded.length - 1 }),
        fc.array(fc.nat({ max: 100_000 }), { minLength: 1, maxLength: 10 }),
        (start, picks) => {
          let shared = recorded[start]!.state;
          let copied = structuredClone(shared);
          const chain: { state: GameState; json: string }[] = [
            { state: shared, json: JSON.stringify(shared) },
          ];
          for (const n of picks) {
            if (shared.over) break;
            const command = pick(shared, n);
            const a = apply(shared, command, env, dice(n));
            const b = apply(copied, command, env, dice(n), draftOf);
            expect(a).toEqual(b);
            if (!a.ok || !b.ok) continue;
            accepted++;
            shared = a.state;
            copied = b.state;
            chain.push({ state: shared, json: JSON.stringify(shared) });
          }
          for (const [i, c] of chain.entries())
            expect(JSON.stringify(c.state), `state ${i} of the chain`).toBe(c.json);
        },
      ),
      { seed, numRuns: 60 },
    );
    // Most candidates are legal: the sequences did move the game on.
    expect(accepted).toBeGreaterThan(100);
  });

  it("a recorded command leaves most bases shared with the state before it", () => {
    let same = 0;
    let all = 0;
    for (const [i, r] of recorded.entries()) {
      const next = apply(r.state, r.command, env, dice(i));
      if (!next.ok) continue;
      for (const [id, b] of Object.entries(r.state.bases)) {
        all++;
        if (next.state.bases[id] === b) same++;
      }
    }
    expect(all).toBeGreaterThan(100);
    // The deep copy shared none; a command touches a few bases, or all of them at a step's end.
    expect(same / all).toBeGreaterThan(0.5);
  });
});
