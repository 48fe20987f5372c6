import type { Dice } from "../game/ruleset";
import type { Table } from "../table/schema";
import { CM, MELEE_ROUND_CAP, MELEE_ROUNDS_TO_WIN, SKILL } from "./data";
import type { Ww2Oracle } from "./measured";
import { awayFrom, nearestCover, onTable } from "./moves";
import { alive, lockOf, type MeleeLock, type Model, unitOf, type Ww2State } from "./state";

/** seed 002, Melee: rounds of skill tests, simultaneous casualties, push back, three in a row. */

/** One round: each side's naturals and the models each lost. */
export interface MeleeRound {
  naturals: [number[], number[]];
  kills: [number, number];
  /** casualties fire into the melee caused since its last round, counted for each side (seed 002) */
  credit?: [number, number];
  winner: 0 | 1 | null;
}

/** A melee fought to its end. */
export interface MeleeEvent {
  type: "melee";
  units: [string, string];
  rounds: MeleeRound[];
  /** the side index that won it, null when both fell or the cap was reached */
  winner: 0 | 1 | null;
  end: "destroyed" | "three-in-a-row" | "cap";
}

const centre = (ms: readonly Model[]) => ({
  x: ms.reduce((n, m) => n + m.x, 0) / ms.length,
  y: ms.reduce((n, m) => n + m.y, 0) / ms.length,
});

/**
 * Fights a melee between two units in contact: "everyone fighting takes a skill test. For each success
 * an enemy model has fallen, the side that inflicts the most casualties wins that round"; "Attacks in
 * melee are done at the same time"; the round's winner pushes the loser back 4 cm and follows 4 cm;
 * until one side is dead or one side wins 3 rounds in a row, when the loser runs to the nearest cover
 * (its sprint, project default) — rounds capped (project default) so a command always ends. A melee
 * that reaches the cap stays locked (`state.melees`) and fights on, streak kept, in the next melee phase.
 */
export function fightMelee(
  s: Ww2State,
  ids: [string, string],
  dice: Dice,
  oracle: Ww2Oracle,
  table: Table,
): { state: Ww2State; event: MeleeEvent } {
  let state = s;
  const rounds: MeleeRound[] = [];
  const lock = lockOf(s, ids[0]);
  const same = lock !== undefined && lock.units[1] === ids[1];
  let streakSide: 0 | 1 | null = same ? lock.streak.side : null;
  let streakN = same ? lock.streak.n : 0;
  let credit: [number, number] = same ? lock.credit : [0, 0];
  let end: MeleeEvent["end"] = "cap";
  let winner: 0 | 1 | null = null;
  for (let r = 0; r < MELEE_ROUND_CAP.value; r++) {
    const sides = ids.map((id) => alive(state, id)) as [Model[], Model[]];
    const need = ids.map((id) => SKILL.get(unitOf(state, id)!.training)!.value);
    const naturals = sides.map((ms) => ms.map(() => dice.roll(6))) as [number[], number[]];
    const kills = naturals.map((ns, i) => ns.filter((n) => n >= need[i]!).length) as [number, number];
    // Simultaneous: each side's successes take the other's models, front (nearest the enemy) first.
    const dead = new Set<string>();
    for (const i of [0, 1] as const) {
      const foe = sides[1 - i]!;
      const c = centre(sides[i]!);
      const order = [...foe].sort(
        (a, b) => Math.hypot(a.x - c.x, a.y - c.y) - Math.hypot(b.x - c.x, b.y - c.y),
      );
      for (const m of order.slice(0, kills[i])) dead.add(m.id);
    }
    // seed 002, Firing into a melee: its casualties "contribute towards the rounds casualties".
    const total = [kills[0] + credit[0], kills[1] + credit[1]];
    const w: 0 | 1 | null = total[0]! > total[1]! ? 0 : total[1]! > total[0]! ? 1 : null;
    rounds.push(
      credit[0] || credit[1] ? { naturals, kills, credit, winner: w } : { naturals, kills, winner: w },
    );
    credit = [0, 0];
    state = { ...state, models: state.models.map((m) => (dead.has(m.id) ? { ...m, dead: true } : m)) };
    const left = ids.map((id) => alive(state, id).length);
    if (left[0] === 0 || left[1] === 0) {
      end = "destroyed";
      winner = left[0]! > 0 ? 0 : left[1]! > 0 ? 1 : null;
      break;
    }
    if (w === null) {
      streakSide = null;
      continue;
    }
    streakN = streakSide === w ? streakN + 1 : 1;
    streakSide = w;
    state = pushBack(state, ids[w], ids[1 - w]!, table);
    if (streakN >= MELEE_ROUNDS_TO_WIN.value) {
      end = "three-in-a-row";
      winner = w;
      state = flee(state, ids[1 - w]!, oracle, table);
      break;
    }
  }
  const units = state.units.map((u) =>
    ids.includes(u.id) ? { ...u, charged: end === "cap", moved: true } : u,
  );
  const others = (state.melees ?? []).filter((m) => !m.units.some((u) => ids.includes(u)));
  const melees: MeleeLock[] =
    end === "cap" ? [...others, { units: ids, streak: { side: streakSide, n: streakN }, credit }] : others;
  // seed 002: "The winning unit may choose to make a move or fire at the fleeing unit" (game.ts).
  const free =
    end === "three-in-a-row" && winner !== null
      ? {
          unit: ids[winner],
          side: unitOf(state, ids[winner])!.side,
          fleeing: ids[1 - winner]!,
          fire: true,
          move: true,
        }
      : (state.free ?? null);
  const next: Ww2State = { ...state, units, free };
  if (melees.length) next.melees = melees;
  else delete next.melees;
  return { state: next, event: { type: "melee", units: ids, rounds, winner, end } };
}

/** The loser goes back 4 cm straight from the winner, the winner follows 4 cm. */
function pushBack(s: Ww2State, win: string, lose: string, table: Table): Ww2State {
  const cw = centre(alive(s, win));
  const cl = centre(alive(s, lose));
  const step = CM.meleePush.value;
  return {
    ...s,
    models: s.models.map((m) => {
      if (m.dead) return m;
      if (m.unit === lose) return { ...m, ...onTable(awayFrom(m, cw, step), table) };
      if (m.unit === win) return { ...m, ...onTable(awayFrom(m, cl, -step), table) };
      return m;
    }),
  };
}

/** seed 002: "the loosing unit must run to the nearest cover" (within its 8 cm sprint), and is pinned. */
function flee(s: Ww2State, id: string, oracle: Ww2Oracle, table: Table): Ww2State {
  const side = unitOf(s, id)?.side;
  const foes = s.models.filter((m) => !m.dead && unitOf(s, m.unit)?.side !== side);
  return {
    ...s,
    models: s.models.map((m) => {
      if (m.dead || m.unit !== id) return m;
      const p = nearestCover(m, CM.sprint.value, oracle, table, foes);
      return p ? { ...m, ...p } : m;
    }),
    units: s.units.map((u) => (u.id === id ? { ...u, pinned: true, morale: "stunned" as const } : u)),
  };
}
