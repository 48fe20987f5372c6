import { readFileSync } from "node:fs";
import { GAME_FORMAT } from "../../../../src/core/game/format";

/**
 * A one-turn set-up on the shipped village table where every part of seed 002's ground game comes up
 * in a short game (issue 33, "Done when"), for the page's browser test and the Node tests that seed
 * it: blue's MG team shoots across the hedge and the wood (two pieces of cover) at a red squad of four
 * (one loss is 25%: a morale test); blue's second squad stands 8 cm from a red squad (a charge and a
 * melee); red's AT gun has a clear line to blue's tank (the major anti-tank chart). Positions in
 * table cm; the game ends at the end of turn 1.
 */

const root = new URL("../../../../", import.meta.url);

const row = (prefix: string, x: number, y: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, x: x + i * 2, y }));

/** The units: where each stands says what it is for. */
export const SKIRMISH_UNITS = [
  // moves 3 cm in the test
  {
    id: "b-squad",
    side: "blue",
    name: "Blue 1st squad",
    training: "regular",
    weapon: "rifle",
    models: row("bs", 36, 8, 4),
  },
  // sprints 6 cm
  {
    id: "b-scouts",
    side: "blue",
    name: "Blue scouts",
    training: "regular",
    weapon: "rifle",
    models: row("bc", 54, 6, 2),
  },
  // shoots across hedge-1 (y 25) and the wood at r-squad (y 58)
  {
    id: "b-mg",
    side: "blue",
    name: "Blue MG team",
    training: "regular",
    weapon: "lmg",
    models: row("bm", 79, 15, 2),
  },
  // charges r-close, 8 cm up the table
  {
    id: "b-close",
    side: "blue",
    name: "Blue 2nd squad",
    training: "veteran",
    weapon: "smg",
    models: row("bq", 6, 31, 4),
  },
  {
    id: "b-tank",
    side: "blue",
    name: "Blue tank",
    training: "regular",
    vehicle: "medium-tank",
    heading: 0,
    models: [{ id: "bt1", x: 113, y: 20 }],
  },
  {
    id: "r-squad",
    side: "red",
    name: "Red 1st squad",
    training: "conscript",
    weapon: "rifle",
    models: row("rs", 77, 58, 4),
  },
  {
    id: "r-close",
    side: "red",
    name: "Red 2nd squad",
    training: "conscript",
    weapon: "rifle",
    models: row("rq", 6, 39, 4),
  },
  {
    id: "r-gun",
    side: "red",
    name: "Red AT gun",
    training: "veteran",
    weapon: "at-gun",
    models: row("rg", 112, 62, 2),
  },
] as const;

/** The shipped table's file JSON. */
export const villageTableJson = (): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL("terrain/ww2cm-village.json", root), "utf8"));

/** The set-up as a game file (no commands yet), with `seed`. */
export function skirmishFile(seed: string): Record<string, unknown> {
  return {
    format: GAME_FORMAT,
    ruleset: "ww2cm",
    name: "Skirmish at the hedge",
    seed,
    table: { ...villageTableJson(), units: [] },
    sides: [
      { id: "blue", name: "Blue" },
      { id: "red", name: "Red" },
    ],
    units: SKIRMISH_UNITS,
    turnLimit: 1,
    commands: [],
  };
}

/** Where the test's clicks go, table cm (each on a model, or where a unit's centre is to go). */
export const CLICKS = {
  squad: [36, 8],
  /** the squad's centre (39, 8) moved 3 cm up */
  squadTo: [39, 11],
  scouts: [54, 6],
  /** the scouts' centre (55, 6) sprinted 6 cm up */
  scoutsTo: [55, 12],
  mg: [79, 15],
  /** a red squad model behind the hedge and the wood */
  target: [79, 58],
  close: [6, 31],
  closeTarget: [6, 39],
  gun: [112, 62],
  tank: [113, 20],
} as const satisfies Record<string, readonly [number, number]>;
