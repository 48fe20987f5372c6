import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validateGame } from "../../src/core/firestrike/match/format";
import { openSession, play, positionAt } from "../../src/core/firestrike/match/session";
import { catalog, charts, fakeDeps, stats } from "../core/game/support";

// Regression (issue 18 item 7): opening a save copied the whole journal and log for every entry
// (32,000 legal entries took 51 s, 16,000 9 s). Timing is left to scripts/bench-replay.ts; this test
// counts work instead: the array elements iterated (spread, for-of) while a save opens, which grew
// with the square of the log and now grows with its length.

const root = new URL("../../", import.meta.url).pathname;
const skirmish = JSON.parse(readFileSync(`${root}tests/fixtures/games/skirmish.json`, "utf8"));

/** The skirmish's set-up with `n` legal deploy entries that move its HQ back and forth. */
function longFile(n: number) {
  const commands = Array.from({ length: n }, (_, i) => ({
    type: "deploy",
    base: "bhq1",
    at: [i % 2 === 0 ? 9 : 8, 3],
    facing: 0,
  }));
  const f = validateGame({ ...skirmish, commands }, { catalog, charts, stats });
  if (!f.ok) throw new Error(JSON.stringify(f.error.slice(0, 3)));
  return f.value;
}

/** Array elements iterated while `fn` runs (every array iterator counts its array's length). */
function elementsIterated(fn: () => void): number {
  const proto = Array.prototype as unknown as Record<symbol, (this: unknown[]) => Iterator<unknown>>;
  const original = proto[Symbol.iterator]!;
  let count = 0;
  proto[Symbol.iterator] = function (this: unknown[]) {
    count += this.length;
    return original.call(this);
  };
  try {
    fn();
  } finally {
    proto[Symbol.iterator] = original;
  }
  return count;
}

describe("repro: opening a save is linear in its log", () => {
  it("twice the entries cost about twice the work, not four times", () => {
    const small = longFile(1500);
    const large = longFile(3000);
    const deps = fakeDeps();
    const work = (f: typeof small) =>
      elementsIterated(() => {
        const s = openSession(f, deps);
        if (!s.ok) throw new Error(JSON.stringify(s.error));
      });
    const a = work(small);
    const b = work(large);
    expect(b / a).toBeLessThan(2.5);
    // and in absolute terms: a small constant per entry, not a copy of the log
    expect(b / 3000).toBeLessThan(200);
  });

  it("sessions stay values: playing on an opened session leaves it as it was", () => {
    const s = openSession(longFile(40), fakeDeps());
    if (!s.ok) throw new Error(JSON.stringify(s.error));
    const before = { commands: s.value.file.commands.length, journal: s.value.journal.length };
    const next = play(s.value, { type: "deploy", base: "bhq1", at: [10, 3], facing: 0 });
    expect(next.ok).toBe(true);
    expect(s.value.file.commands.length).toBe(before.commands);
    expect(s.value.journal.length).toBe(before.journal);
    expect(s.value.checkpoints.has(48)).toBe(false);
    expect(positionAt(s.value, 40)).toBe(s.value.now);
    if (next.ok) expect(next.value.file.commands.length).toBe(41);
  });
});

describe("repro: take-backs do not replay the log again and again", () => {
  it("a long run of take-backs costs a small constant per entry", () => {
    const actions = JSON.parse(readFileSync(`${root}tests/fixtures/games/actions.json`, "utf8"));
    const commands = Array.from({ length: 300 }, () => [
      { type: "place-move-marker", formation: "blue-coy" },
      { type: "take-back", side: "blue" },
    ]).flat();
    const f = validateGame({ ...actions, commands }, { catalog, charts, stats });
    if (!f.ok) throw new Error(JSON.stringify(f.error.slice(0, 3)));
    const deps = fakeDeps();
    // Every rules step copies the state once (JSON.stringify in apply's draft): count those copies.
    const stringify = JSON.stringify;
    let copies = 0;
    JSON.stringify = ((...a: Parameters<typeof stringify>) => {
      copies++;
      return stringify(...a);
    }) as typeof stringify;
    let opened = false;
    try {
      const s = openSession(f.value, deps);
      opened = s.ok && s.value.journal.filter((j) => j.takenBack).length === 300;
    } finally {
      JSON.stringify = stringify;
    }
    expect(opened).toBe(true);
    expect(copies / commands.length).toBeLessThan(4);
  });
});
