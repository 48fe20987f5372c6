import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { builtinCharts } from "../../../src/core/firestrike/charts/builtin";
import { buildSetup, emptySide, type ForceDraft } from "../../../src/core/firestrike/match/forces";
import { GAME_FORMAT, type GameFile, validateGame } from "../../../src/core/firestrike/match/format";
import type { GameDeps } from "../../../src/core/firestrike/match/position";
import { READY_FORCES } from "../../../src/core/firestrike/match/ready-forces";
import { openSession, play, type Session } from "../../../src/core/firestrike/match/session";
import { builtinStats } from "../../../src/core/firestrike/stats/builtin";
import { FakeOracle } from "../firestrike/fake-oracle";

/** Shared fixtures for the game-layer tests: a small table, ready-made forces, a fake oracle. */

export const catalog = builtinCatalog();
export const charts = builtinCharts();
export const stats = builtinStats();

/** A plain 72 x 48 table with deployment zones at both ends and two objectives. */
export const TABLE_JSON = {
  format: "sightline-table/1",
  name: "test field",
  width: 72,
  depth: 48,
  turnLimit: 3,
  features: [],
  units: [],
  deploymentZones: [
    {
      side: "blue",
      label: "south",
      outline: [
        [0, 0],
        [72, 0],
        [72, 10],
        [0, 10],
      ],
    },
    {
      side: "red",
      label: "north",
      outline: [
        [0, 38],
        [72, 38],
        [72, 48],
        [0, 48],
      ],
    },
  ],
  objectives: [
    { id: "obj-a", at: [20, 24], points: 2 },
    { id: "obj-b", at: [50, 24], points: 1 },
  ],
};

/** Dependencies with a fake oracle that sees everything with no cover (tests may reach in and change it). */
export function fakeDeps(oracle = new FakeOracle()): GameDeps & { oracle: FakeOracle } {
  return { catalog, charts, stats, oracle, oracleFor: () => oracle };
}

/** Both sides as ready-made forces (by id), as the new-game screen builds them. */
export function forcesJson(blue = "armoured-battle-group", red = "infantry-battalion"): unknown {
  const pick = (id: string) => READY_FORCES.find((f) => f.id === id)!;
  const draft: ForceDraft = {
    name: "test game",
    turnLimit: 3,
    sides: [
      { ...emptySide(charts, "blue", "Blue"), formations: pick(blue).formations("blue") },
      { ...emptySide(charts, "red", "Red"), formations: pick(red).formations("red") },
    ],
  };
  const r = buildSetup(draft, stats);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** A validated game file. */
export function gameFile(extra: Record<string, unknown> = {}): GameFile {
  const r = validateGame(
    {
      format: GAME_FORMAT,
      ruleset: "firestrike",
      table: TABLE_JSON,
      forces: forcesJson(),
      seed: "test-seed",
      commands: [],
      ...extra,
    },
    { catalog, charts, stats },
  );
  if (!r.ok) throw new Error(JSON.stringify(r.error, null, 1));
  return r.value;
}

/** Opens a session, throwing the problems if the file does not replay. */
export function open(file: GameFile, deps = fakeDeps()): Session {
  const r = openSession(file, deps);
  if (!r.ok) throw new Error(JSON.stringify(r.error, null, 1));
  return r.value;
}

/** Plays entries that must be accepted. */
export function playAll(s: Session, ...entries: unknown[]): Session {
  let cur = s;
  for (const e of entries) {
    const r = play(cur, e);
    if (!r.ok) throw new Error(`${JSON.stringify(e)} refused: ${r.error.message}`);
    cur = r.value;
  }
  return cur;
}

/** Deploy entries placing every base of a side in a row at y, then ending its deployment. */
export function deployRow(s: Session, side: string, y: number, facing: number): unknown[] {
  const bases = s.file.body.forces.bases.filter((b) => b.side === side && !b.carriedBy && !b.towedBy);
  return [
    ...bases.map((b, i) => ({ type: "deploy", base: b.id, at: [6 + i * 3, y], facing })),
    { type: "end-deployment", side },
  ];
}

/** A session with both sides deployed facing each other, in turn 1 at the first step that needs a player. */
export function deployed(deps = fakeDeps(), file = gameFile()): Session {
  let s = open(file, deps);
  s = playAll(s, ...deployRow(s, "blue", 5, 0));
  s = playAll(s, ...deployRow(s, "red", 43, 180));
  return s;
}
