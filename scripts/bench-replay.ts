import { readFileSync } from "node:fs";
import { builtinCatalog } from "../src/core/catalog/builtin";
import { builtinCharts } from "../src/core/firestrike/charts/builtin";
import { parseGameText } from "../src/core/firestrike/match/format";
import { openSession } from "../src/core/firestrike/match/session";
import { measuredOracle } from "../src/core/firestrike/measured/oracle";
import { FIRESTRIKE_SIGHT } from "../src/core/firestrike/sight/rules";
import { builtinStats } from "../src/core/firestrike/stats/builtin";
import { createWorld } from "../src/geometry/los/world";

/**
 * How long opening a long legal save takes (issue 18 item 7: replay once copied the journal and the
 * log for every entry, so 32,000 entries took 51 s). The save is the recorded skirmish
 * (tests/fixtures/games/skirmish.json) with N extra deploy entries in front that move its HQ back and
 * forth (legal, and unlimited before the first turn). A second save, the deployed actions game
 * (tests/fixtures/games/actions.json), repeats a Move marker and its take-back N/2 times (each take-back
 * once replayed up to 15 entries, each holding take-backs of its own). Each size is timed `REPEAT` times
 * (parse + replay).
 *
 *   npx tsx scripts/bench-replay.ts [N ...]      (default: 4000 8000 16000 32000)
 */

const REPEAT = 3;
const root = new URL("../", import.meta.url).pathname;
const skirmish = JSON.parse(readFileSync(`${root}tests/fixtures/games/skirmish.json`, "utf8"));
const catalog = builtinCatalog();
const refs = { catalog, charts: builtinCharts(), stats: builtinStats() };
const deps = {
  ...refs,
  oracleFor: (t: Parameters<typeof createWorld>[0]) =>
    measuredOracle(createWorld(t, catalog, FIRESTRIKE_SIGHT)),
};

/** The skirmish with `n` extra legal deploy entries before its own log. */
export function longSave(n: number): string {
  const extra = Array.from({ length: n }, (_, i) => ({
    type: "deploy",
    base: "bhq1",
    at: [i % 2 === 0 ? 9 : 8, 3],
    facing: 0,
  }));
  return JSON.stringify({ ...skirmish, commands: [...extra, ...skirmish.commands] });
}

const actions = JSON.parse(readFileSync(`${root}tests/fixtures/games/actions.json`, "utf8"));

/** The actions game with `n` entries: a Move marker and its take-back, over and over. */
export function takeBackSave(n: number): string {
  const commands = Array.from({ length: n }, (_, i) =>
    i % 2 === 0 ? { type: "place-move-marker", formation: "blue-coy" } : { type: "take-back", side: "blue" },
  );
  return JSON.stringify({ ...actions, commands });
}

const sizes = process.argv.slice(2).map(Number);
for (const [label, make, extra] of [
  ["deploy entries + skirmish", longSave, skirmish.commands.length],
  ["move marker / take-back pairs", takeBackSave, 0],
] as const)
  for (const n of sizes.length > 0 ? sizes : [4000, 8000, 16000, 32000]) {
    const text = make(n);
    const times: number[] = [];
    for (let r = 0; r < REPEAT; r++) {
      const t0 = performance.now();
      const f = parseGameText(text, refs);
      if (!f.ok) throw new Error(JSON.stringify(f.error.slice(0, 3)));
      const s = openSession(f.value, deps);
      if (!s.ok) throw new Error(JSON.stringify(s.error.slice(0, 3)));
      times.push((performance.now() - t0) / 1000);
    }
    times.sort((a, b) => a - b);
    const entries = n + extra;
    console.log(
      `${label}, ${entries} entries: median ${times[1]!.toFixed(2)} s (min ${times[0]!.toFixed(2)}, max ${times[2]!.toFixed(2)}, ${REPEAT} runs)`,
    );
  }
