import { readFileSync } from "node:fs";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { GAME_FORMAT, parseGameText } from "../../src/core/game/format";
import { registryOf } from "../../src/core/game/ruleset";
import { openSession, playAs, type Session } from "../../src/core/game/session";
import { plainCandidates } from "../../src/core/ww2cm/bot";
import type { Ww2Command } from "../../src/core/ww2cm/commands";
import { measuredWw2Oracle } from "../../src/core/ww2cm/measured";
import { ww2cmRuleset } from "../../src/core/ww2cm/ruleset";
import { WW2CM_SIGHT } from "../../src/core/ww2cm/sight";
import type { Ww2State } from "../../src/core/ww2cm/state";
import { VILLAGE_SIDES, villageUnits } from "../../src/core/ww2cm/village-forces";
import { createWorld } from "../../src/geometry/los/world";

/**
 * Seed 002's ground game on the measured 3D table, as the CLI builds it, for tests.
 */

const root = new URL("../../", import.meta.url);

/** The ruleset on the BVH worlds of each table. */
export function ww2cmTestRuleset() {
  const catalog = builtinCatalog();
  return ww2cmRuleset({
    catalog,
    oracleFor: (table, kinds) => {
      const w = createWorld(table, catalog, WW2CM_SIGHT);
      return measuredWw2Oracle(w, w.hits, kinds);
    },
  });
}

/** A registry holding it. */
export const ww2cmRegistry = () => registryOf(ww2cmTestRuleset());

/** The shipped cm table's file JSON. */
export const villageJson = () =>
  JSON.parse(readFileSync(new URL("terrain/ww2cm-village.json", root), "utf8"));

export { row } from "../../src/core/ww2cm/village-forces";

/** The two shipped forces (project default): the page's new game sets up the same (core/ww2cm/village-forces.ts). */
export const villageForces = () => ({ sides: VILLAGE_SIDES.map((x) => ({ ...x })), units: villageUnits() });

/** A game file of the shipped table and forces. */

export function gameText(seed: string, turnLimit = 6) {
  return JSON.stringify({
    format: GAME_FORMAT,
    ruleset: "ww2cm",
    name: "Village crossroads",
    seed,
    table: villageJson(),
    ...villageForces(),
    turnLimit,
    commands: [],
  });
}

/** That game opened. */
export function open(seed: string, turnLimit = 6): Session {
  const f = parseGameText(gameText(seed, turnLimit), ww2cmRegistry());
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const s = openSession(f.value, ww2cmRegistry());
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value;
}

const st = (s: Session) => s.now as Ww2State;

/** The first of the options the rules accept. */
function first(s: Session, seat: string, options: Ww2Command[]): Session {
  for (const c of options) {
    const r = playAs(s, seat, c);
    if (r.ok) return r.value;
  }
  throw new Error(`nothing of ${JSON.stringify(options)} was accepted`);
}

/** The plain player: its candidate commands for the phase, best first, "next" last (the bot's, unshuffled). */
export const candidates = (now: Ww2State, seat: string): Ww2Command[] => plainCandidates(now, seat);

/** Plays to the end (bounded), each seat's first accepted candidate. */
export function playOut(s0: Session, limit = 2000): Session {
  let s = s0;
  for (let guard = 0; !s.game.over(s.now) && guard < limit; guard++) {
    const [seat] = s.game.seatsToAct(s.now) as [string];
    s = first(s, seat, candidates(st(s), seat));
  }
  return s;
}
