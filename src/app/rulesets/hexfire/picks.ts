import type { Dice } from "../../../core/game/ruleset";
import { applyHexfire, stepCost } from "../../../core/hexfire/apply";
import { assaultCalc } from "../../../core/hexfire/assault";
import { fireCalc } from "../../../core/hexfire/combat";
import type { HexfireCommand } from "../../../core/hexfire/commands";
import { statsOf } from "../../../core/hexfire/data";
import type { HexfireMap } from "../../../core/hexfire/map";
import type { HexfireState } from "../../../core/hexfire/state";
import type { HexMark } from "../../store/hex-slice";
import type { AppStore } from "../../store/store";
import { type HexfireMove, type HexfirePreview, hexfireOf } from "./store";
import { threatHexes } from "./threat";

/**
 * What the player picks on the hex table, kept in the ruleset's store: a click on a hex of the side to
 * act picks its unit (again: the next unit there), and the hexes it may move to light up by the rules'
 * own dry run; a click on one of them moves there (a friendly hex picks its unit instead while no
 * activation is on); a click on an enemy hex makes its unit the target,
 * and the Fire and Assault previews show every card line or why not; with a target, a click on another
 * friendly unit's hex adds it as an assistant (group fire, assault) or takes it off. In an Op Fire
 * window the target is the unit that moved. In the deployment step a friendly hex picks its unit and a
 * lit hex of the side's zone places it, with the enemy's threat map shown. Everything is worked out on a click or a new snapshot.
 */

/** The outline colours: the picked unit, a hex it may move to, an assistant, the target, a threatened hex. */
export const MARK = {
  picked: "#4da3ff",
  move: "#7fe08a",
  assist: "#c58bff",
  target: "#ff5a5a",
  threat: "#ffb347",
} as const;

/** The dry run's dice: a command that gets as far as rolling has passed every check. */
class DryRun extends Error {}
const dryDice: Dice = {
  roll() {
    throw new DryRun("rolled");
  },
};

/** Why the rules would refuse `command` now (null: they would take it). */
export function refusalOf(s: HexfireState, seat: string, command: HexfireCommand, map: HexfireMap) {
  try {
    const r = applyHexfire(s, seat, command, map, dryDice);
    return r.ok ? null : r.error.message;
  } catch (e) {
    if (e instanceof DryRun) return null;
    throw e;
  }
}

/**
 * The hexes `unit` may move to now, each by its cheapest path in MP (Dijkstra over the rules' step
 * costs, so a longer path round a wood is offered when it is cheaper), each path checked by the rules'
 * own dry run.
 */
export function movesOf(s: HexfireState, seat: string, unit: string, map: HexfireMap): HexfireMove[] {
  const u = s.units.find((x) => x.id === unit);
  if (!u?.hex || s.opWindow || (s.activation && (s.activation.unit !== unit || s.activation.moved)))
    return [];
  const best = new Map<string, { cost: number; path: string[] }>([[u.hex, { cost: 0, path: [] }]]);
  const done = new Set<string>();
  const mp = statsOf(u.type).mp;
  // The board is small (hundreds of hexes): a linear scan for the cheapest open hex is enough.
  for (let guard = 0; guard < map.board.hexes.size; guard++) {
    let at: string | null = null;
    for (const [h, b] of best) if (!done.has(h) && (at === null || b.cost < best.get(at)!.cost)) at = h;
    if (at === null) break;
    done.add(at);
    const from = best.get(at)!;
    for (const n of map.neighbours(at)) {
      if (done.has(n) || n === u.hex) continue;
      const cost = from.cost + stepCost(map, u, at, n);
      if (cost > mp || cost >= (best.get(n)?.cost ?? Number.POSITIVE_INFINITY)) continue;
      const path = [...from.path, n];
      if (refusalOf(s, seat, { type: "move", unit, path }, map) !== null) continue;
      best.set(n, { cost, path });
    }
  }
  return [...best.entries()]
    .filter(([h]) => h !== u.hex)
    .map(([hex, b]) => ({ hex, path: b.path, cost: b.cost }));
}

/** The deployment step: the hexes of the side's zone `unit` may be placed in (never an enemy's hex). */
export function placesOf(s: HexfireState, seat: string, unit: string, map: HexfireMap): HexfireMove[] {
  const u = s.units.find((x) => x.id === unit);
  if (!u?.hex || u.side !== seat) return [];
  const enemy = new Set(s.units.filter((x) => x.side !== seat && x.hex).map((x) => x.hex!));
  return map
    .zone(seat)
    .filter((h) => h !== u.hex && !enemy.has(h))
    .map((hex) => ({ hex, path: [hex], cost: 0, place: true as const }));
}

/** The fire (or Op Fire) and assault the picks make, priced, with the rules' refusal if any. */
export function previewsOf(
  s: HexfireState,
  seat: string,
  picked: string,
  assist: readonly string[],
  target: string,
  map: HexfireMap,
  command: string | null = null,
): { fire: HexfirePreview; assault: HexfirePreview | null } {
  const op = s.opWindow !== null;
  const moved = s.activation?.unit === picked && s.activation.moved;
  const cmd = command ? { command } : {};
  const fc = fireCalc(s, map, seat, { unit: picked, target, assist, onTheMove: moved, op, ...cmd });
  const fireCmd: HexfireCommand = op
    ? { type: "op-fire", unit: picked, target, ...cmd }
    : { type: "fire", unit: picked, target, ...(assist.length ? { assist: [...assist] } : {}), ...cmd };
  const fire: HexfirePreview = {
    kind: op ? "op-fire" : "fire",
    calc: fc.ok ? fc.value : null,
    why: fc.ok ? refusalOf(s, seat, fireCmd, map) : fc.error.message,
  };
  if (op) return { fire, assault: null };
  const units = [picked, ...assist];
  const ac = assaultCalc(s, map, seat, { units, target, ...cmd });
  const assault: HexfirePreview = {
    kind: "assault",
    calc: ac.ok ? ac.value : null,
    why: ac.ok ? refusalOf(s, seat, { type: "assault", units, target, ...cmd }, map) : ac.error.message,
  };
  return { fire, assault };
}

export class HexfirePicks {
  private entriesSeen = -1;

  constructor(
    private readonly app: AppStore,
    private readonly map: () => HexfireMap | null,
    /** online: the seat this page plays; null hot-seat (every side) */
    private readonly seatHere: () => string | null = () => null,
  ) {}

  private get shown() {
    return hexfireOf(this.app).hexfire;
  }

  /** The state on screen and the seat to act, while the player may act on it. */
  live(): { s: HexfireState; seat: string; map: HexfireMap } | null {
    const { snapshot } = this.shown;
    const map = this.map();
    const seat = snapshot?.seatsToAct[0];
    if (!snapshot || !seat || snapshot.replayAt !== null || snapshot.over || !map) return null;
    const here = this.seatHere();
    if (here !== null && here !== seat) return null;
    return { s: snapshot.view, seat, map };
  }

  /** After a new snapshot: the picks follow the activation or Op Fire window, else start afresh. */
  refresh(): void {
    const live = this.live();
    const snap = this.shown.snapshot;
    if (!live || !snap) {
      hexfireOf(this.app).setHexfire({
        picked: null,
        assist: [],
        target: null,
        command: null,
        moves: [],
        fire: null,
        assault: null,
      });
      this.app.getState().setHexMarks([]);
      return;
    }
    const fresh = snap.entries !== this.entriesSeen;
    this.entriesSeen = snap.entries;
    const { s } = live;
    let { picked, assist, target, command } = this.shown;
    if (fresh) {
      command = null;
      // in an Op Fire window the other side picks its firer; the activation's unit is the target
      picked = s.opWindow ? null : (s.activation?.unit ?? null);
      assist = [];
      target = s.opWindow?.mover ?? null;
    }
    this.set(picked, assist, target, command);
  }

  /** Shows or hides the enemy threat map (threat.ts) under the picks. */
  setThreat(on: boolean): void {
    hexfireOf(this.app).setHexfire({ threat: on });
    const { picked, assist, target } = this.shown;
    this.set(picked, assist, target);
  }

  /** Picks the own CO/2IC whose bonus the fire or assault adds (null: none). */
  setCommand(command: string | null): void {
    const { picked, assist, target } = this.shown;
    this.set(picked, assist, target, command);
  }

  /** Records the picks, works out the moves and previews, and outlines them on the table. */
  set(
    picked: string | null,
    assist: string[],
    target: string | null,
    command: string | null = this.shown.command,
  ): void {
    const live = this.live();
    if (!live) return;
    const { s, seat, map } = live;
    const deploying = s.deploying !== null;
    const moves = picked ? (deploying ? placesOf(s, seat, picked, map) : movesOf(s, seat, picked, map)) : [];
    const p =
      picked && target && !deploying ? previewsOf(s, seat, picked, assist, target, map, command) : null;
    hexfireOf(this.app).setHexfire({
      picked,
      assist,
      target,
      command,
      moves,
      fire: p?.fire ?? null,
      assault: p?.assault ?? null,
      error: null,
    });
    const hexOf = (id: string | null) => (id ? (s.units.find((u) => u.id === id)?.hex ?? null) : null);
    const marks: HexMark[] = [];
    // In the deployment step the enemy's threat map is always shown (issue 32: placing under its eyes).
    if (this.shown.threat || deploying) {
      const foe = s.sides.find((x) => x !== seat)!;
      for (const h of threatHexes(s, map, foe).keys()) marks.push({ label: h, colour: MARK.threat });
    }
    marks.push(...moves.map((m) => ({ label: m.hex, colour: MARK.move })));
    for (const a of assist) {
      const h = hexOf(a);
      if (h) marks.push({ label: h, colour: MARK.assist });
    }
    const at = hexOf(picked);
    if (at) marks.push({ label: at, colour: MARK.picked });
    const t = hexOf(target);
    if (t) marks.push({ label: t, colour: MARK.target });
    this.app.getState().setHexMarks(marks);
  }

  /**
   * A click on hex `label`: returns the move (or placement) to send when it is a lit hex (the adapter sends it),
   * else updates the picks and returns null.
   */
  click(label: string): HexfireCommand | null {
    const live = this.live();
    if (!live || this.shown.handOver) return null;
    const { s, seat } = live;
    const { picked, assist, target, moves } = this.shown;
    const here = s.units.filter((u) => u.hex === label);
    const own = here.filter((u) => u.side === seat).map((u) => u.id);
    const enemy = here.filter((u) => u.side !== seat).map((u) => u.id);
    const cycle = (ids: string[], now: string | null) => ids[(ids.indexOf(now ?? "") + 1) % ids.length]!;
    const fixed = s.opWindow ? null : (s.activation?.unit ?? null);
    if (s.deploying !== null) {
      // deployment: a friendly hex picks its unit, a lit hex of the zone places it there
      if (own.length) this.set(cycle(own, own.includes(picked ?? "") ? picked : null), [], null);
      else if (picked && moves.some((m) => m.hex === label))
        return { type: "place", unit: picked, hex: label };
      return null;
    }
    if (enemy.length) {
      // in an Op Fire window the target is the unit that moved
      if (!s.opWindow) this.set(picked, assist, cycle(enemy, target));
      return null;
    }
    if (own.length && picked && target && !own.includes(picked) && !s.opWindow) {
      // a friendly hex with a target set: its unit joins (or leaves) the group
      const id = own.find((x) => !assist.includes(x)) ?? own[0]!;
      const next = assist.includes(id) ? assist.filter((x) => x !== id) : [...assist, id];
      this.set(picked, next, target);
      return null;
    }
    if (own.length && !fixed) {
      // a friendly hex picks its unit (again: the next one there), before any move into it
      this.set(cycle(own, own.includes(picked ?? "") ? picked : null), [], s.opWindow ? target : null);
      return null;
    }
    const move = moves.find((m) => m.hex === label);
    if (move && picked) return { type: "move", unit: picked, path: move.path };
    return null;
  }

  /** Escape: drops the picks (the activation's unit and the Op Fire target stay). */
  drop(): void {
    const live = this.live();
    if (!live) return;
    const { activation, opWindow } = live.s;
    this.set(opWindow ? null : (activation?.unit ?? null), [], opWindow?.mover ?? null);
  }
}
