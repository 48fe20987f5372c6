import { readFileSync } from "node:fs";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { GAME_FORMAT, parseGameText } from "../../src/core/game/format";
import { registryOf } from "../../src/core/game/ruleset";
import { openSession, playAs, type Session } from "../../src/core/game/session";
import type { Ww2Command } from "../../src/core/ww2cm/commands";
import { measuredWw2Oracle } from "../../src/core/ww2cm/measured";
import { ww2cmRuleset } from "../../src/core/ww2cm/ruleset";
import { WW2CM_SIGHT } from "../../src/core/ww2cm/sight";
import { alive, type Ww2State } from "../../src/core/ww2cm/state";
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

/** A row of n models from (x, y), 2 cm apart. */
export const row = (prefix: string, x: number, y: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, x: x + i * 2, y }));

/** The two shipped forces (project default): squads with officers, an MG team, an AT team, a tank. */
export function villageForces() {
  return {
    sides: [
      { id: "blue", name: "Blue" },
      { id: "red", name: "Red" },
    ],
    units: [
      {
        id: "b-officer",
        side: "blue",
        name: "Blue lieutenant",
        training: "veteran",
        weapon: "smg",
        officer: 2,
        models: row("bo", 50, 12, 1),
      },
      {
        id: "b-squad",
        side: "blue",
        name: "Blue 1st squad",
        training: "regular",
        weapon: "rifle",
        models: row("bs", 40, 15, 6),
      },
      {
        id: "b-mg",
        side: "blue",
        name: "Blue MG team",
        training: "regular",
        weapon: "lmg",
        models: row("bm", 70, 14, 2),
      },
      {
        id: "b-sniper",
        side: "blue",
        name: "Blue sniper",
        training: "veteran",
        weapon: "sniper-rifle",
        models: [{ id: "bsn1", x: 15, y: 12, storey: 0 }],
      },
      {
        id: "b-tank",
        side: "blue",
        name: "Blue tank",
        training: "regular",
        vehicle: "medium-tank",
        heading: 0,
        models: [{ id: "bt1", x: 100, y: 10 }],
      },
      {
        id: "r-officer",
        side: "red",
        name: "Red lieutenant",
        training: "regular",
        weapon: "smg",
        officer: 1,
        models: row("ro", 60, 82, 1),
      },
      {
        id: "r-squad",
        side: "red",
        name: "Red 1st squad",
        training: "conscript",
        weapon: "rifle",
        models: row("rs", 45, 78, 8),
      },
      {
        id: "r-mg",
        side: "red",
        name: "Red MG team",
        training: "regular",
        weapon: "lmg",
        models: row("rm", 20, 80, 2),
      },
      {
        id: "r-at",
        side: "red",
        name: "Red AT rifle team",
        training: "regular",
        weapon: "at-rifle",
        models: row("ra", 95, 80, 2),
      },
      {
        id: "r-gun",
        side: "red",
        name: "Red AT gun",
        training: "veteran",
        weapon: "at-gun",
        models: row("rg", 105, 84, 2),
      },
    ],
  };
}

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

/** The plain player: its candidate commands for the phase, best first, "next" last. */
export function candidates(now: Ww2State, seat: string): Ww2Command[] {
  const mine = now.units.filter((u) => u.side === seat && alive(now, u.id).length > 0);
  const foes = now.models.filter((m) => !m.dead && now.units.find((u) => u.id === m.unit)!.side !== seat);
  const nearestFoe = (p: { x: number; y: number }) =>
    foes.reduce((a, b) => (Math.hypot(a.x - p.x, a.y - p.y) <= Math.hypot(b.x - p.x, b.y - p.y) ? a : b));
  const out: Ww2Command[] = [];
  if (foes.length === 0) return [{ type: "next" }];
  for (const u of mine) {
    const models = alive(now, u.id);
    if (now.phase === "move" && !u.moved) {
      const step = u.vehicle ? 6 : 4;
      out.push({
        type: "move",
        unit: u.id,
        to: models.map((m) => {
          const f = nearestFoe(m);
          const d = Math.hypot(f.x - m.x, f.y - m.y);
          const k = d > step + 3 ? step / d : 0;
          return { model: m.id, x: m.x + (f.x - m.x) * k, y: m.y + (f.y - m.y) * k };
        }),
      });
    }
    if (now.phase === "shoot" && !u.shot) {
      const f = nearestFoe(models[0]!);
      out.push({ type: "shoot", unit: u.id, at: [f.x, f.y] });
    }
    if (now.phase === "melee" && !u.vehicle) {
      const f = nearestFoe(models[0]!);
      out.push({ type: "charge", unit: u.id, target: f.unit });
    }
  }
  return [...out, { type: "next" }];
}

/** Plays to the end (bounded), each seat's first accepted candidate. */
export function playOut(s0: Session, limit = 2000): Session {
  let s = s0;
  for (let guard = 0; !s.game.over(s.now) && guard < limit; guard++) {
    const [seat] = s.game.seatsToAct(s.now) as [string];
    s = first(s, seat, candidates(st(s), seat));
  }
  return s;
}
