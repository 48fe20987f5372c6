import { scriptedDice } from "../../game/dice";
import type { Pt } from "../../geom2d";
import { apply } from "../apply";
import type { CommandInput } from "../commands";
import type { Env } from "../context";
import { allBases, inPlay, isHq, statOf } from "../query";
import type { GameState } from "../state";
import { AIRSTRIKE_TYPES, MOVE_MODES } from "../vocab";
import { baseActions } from "./base-actions";
import { actor, actors, freshProgress, type StepProgress, stepKey } from "./hotseat";
import { plannedMoveArea } from "./move-area";

/**
 * Candidate commands for one side of a game in progress (issue 19's bot): random moves of its bases to
 * points inside their legal movement area, direct fire at enemy bases, impact zones and airstrikes on
 * enemy bases, Move markers and HQ move rolls,
 * the movement-step base actions, and "done" last. Every engine command offered was tried on the rules
 * engine first with a preview's dice (never the host's), so the engine accepts it on this state; the
 * match layer's turn order is checked too (nothing but "done" is offered to a side whose part of the
 * step it is not, and not even "done"). Pure: the caller's generator `rnd` makes it reproducible.
 */

export type CandidateKind =
  | "move"
  | "fire"
  | "impact-zone"
  | "airstrike"
  | "marker"
  | "hq-roll"
  | "action"
  | "done";

export interface Candidate {
  kind: CandidateKind;
  entry: CommandInput | { type: "done"; side: string };
}

export interface CandidateOptions {
  /** at most this many bases' moves (each costs a few reach rays through the oracle) */
  movers?: number;
  /** at most this many direct-fire pairs tried (most pairs on a real table are out of sight) */
  fireTries?: number;
  /** rays of each move area */
  rays?: number;
  /**
   * whose part of the step it is, as the server judged it on the whole position (the seat view's
   * `acting`). Under fog of war `s` lacks the enemy bases that decide it; without this it is judged
   * on `s`.
   */
  acting?: string | null;
  /**
   * every side that may act now, as the server judged it on the whole position (the seat view's
   * `actors`: both sides in a simultaneous step); wins over `acting`
   */
  actors?: readonly string[];
  /** the table's minefield feature ids (for clearing actions) */
  minefields?: readonly string[];
}

function shuffled<T>(xs: readonly T[], rnd: () => number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const nearestTo = (ps: readonly Pt[], q: Pt): Pt =>
  ps.reduce((a, p) => (Math.hypot(p[0] - q[0], p[1] - q[1]) < Math.hypot(a[0] - q[0], a[1] - q[1]) ? p : a));

/** The engine's reason for refusing an entry on this state (null: accepted), with a preview's dice. */
export function engineRefusal(s: GameState, env: Env, entry: CommandInput): string | null {
  const r = apply(s, entry, env, scriptedDice([], "bot-preview"));
  return r.ok ? null : r.error.message;
}

/** The side whose part of the step it is (the match layer's order), or null. */
export function actingSide(s: GameState, env: Env, progress: StepProgress | null): string | null {
  const p = progress && progress.key === stepKey(s) ? progress : freshProgress(s);
  return actor(s, env, p);
}

/** The candidate commands of `side` now, engine commands first (shuffled), "done" last. */
export function candidateCommands(
  s: GameState,
  env: Env,
  progress: StepProgress | null,
  side: string,
  rnd: () => number,
  o: CandidateOptions = {},
): Candidate[] {
  const p = progress && progress.key === stepKey(s) ? progress : freshProgress(s);
  // In a simultaneous step (movement) both sides may act at once; the server's judgement first (fog).
  const may =
    o.actors !== undefined
      ? o.actors
      : o.acting !== undefined
        ? o.acting === null
          ? []
          : [o.acting]
        : actors(s, env, p);
  if (s.over || !may.includes(side)) return [];
  const out: Candidate[] = [];
  const offer = (kind: CandidateKind, entry: CommandInput) => {
    if (engineRefusal(s, env, entry) === null) out.push({ kind, entry });
  };
  const mine = allBases(s).filter((b) => b.side === side && inPlay(b));
  if (s.step === "move-markers") {
    for (const f of shuffled(Object.values(s.formations), rnd))
      if (f.side === side && !f.moveMarker) offer("marker", { type: "place-move-marker", formation: f.id });
    for (const b of mine)
      if (isHq(statOf(env, b)) && b.hqMoveAllowed === null)
        offer("hq-roll", { type: "roll-hq-move", base: b.id });
  }
  const targetsAt = (): [number, number][] =>
    shuffled(
      allBases(s).filter((x) => x.side !== side && inPlay(x) && !x.carriedBy),
      rnd,
    ).map((x): [number, number] => [x.x, x.y]);
  if (s.step === "first-impact-zones" || s.step === "second-impact-zones") {
    // An impact zone on a random enemy base (the engine judges range, sight and who may fire).
    const firers = [
      ...mine.filter((b) => !b.carriedBy && !b.towedBy && b.fired === "none").map((b) => b.id),
      ...(s.sides.find((x) => x.id === side)?.offBoardArtillery ?? []).map((b) => b.id),
    ];
    const at = targetsAt();
    for (const firer of shuffled(firers, rnd).slice(0, 6))
      for (const center of at.slice(0, 2)) offer("impact-zone", { type: "place-impact-zone", firer, center });
  }
  if (s.step === "place-airstrikes" && (s.sides.find((x) => x.id === side)?.airstrikesLeft ?? 0) > 0) {
    const strike = AIRSTRIKE_TYPES[Math.floor(rnd() * AIRSTRIKE_TYPES.length)]!;
    for (const center of targetsAt().slice(0, 3))
      offer("airstrike", { type: "place-airstrike", side, strike, center, facing: Math.floor(rnd() * 360) });
  }
  if (s.step === "movement") {
    let movers = o.movers ?? 2;
    const enemies: Pt[] = allBases(s)
      .filter((x) => x.side !== side && inPlay(x) && !x.carriedBy)
      .map((x) => [x.x, x.y]);
    for (const b of shuffled(
      mine.filter((x) => !x.carriedBy && !x.towedBy && x.spentInches === 0),
      rnd,
    )) {
      if (movers <= 0) break;
      for (const mode of shuffled(MOVE_MODES, rnd)) {
        const area = plannedMoveArea(s, env, b.id, mode, [], { rays: o.rays ?? 12 });
        if (!area || area.polygon.length === 0) continue;
        movers--;
        // A point part of the way out along a ray: inside the area (each ray is as far as the engine
        // lets a straight move go), kept off its very edge. Half the time the ray that ends nearest the
        // nearest enemy (so that a game of random moves still closes to sight), else a random one.
        const end =
          enemies.length > 0 && rnd() < 0.5
            ? nearestTo(area.polygon, nearestTo(enemies, [b.x, b.y]))
            : area.polygon[Math.floor(rnd() * area.polygon.length)]!;
        const t = 0.3 + rnd() * 0.6;
        const to: [number, number] = [b.x + (end[0] - b.x) * t, b.y + (end[1] - b.y) * t];
        if (Math.hypot(to[0] - b.x, to[1] - b.y) > 0.05)
          offer("move", { type: "move", base: b.id, mode, path: [to] });
        break;
      }
    }
    for (const b of shuffled(mine, rnd).slice(0, 2)) {
      const acts = baseActions(s, env, b.id, o.minefields ?? []);
      for (const a of acts?.actions ?? [])
        if (a.refused === null) out.push({ kind: "action", entry: a.entry });
    }
  }
  if (s.step === "first-direct-fire" || s.step === "second-direct-fire") {
    const firers = mine.filter((b) => !b.carriedBy && !b.towedBy && b.fired === "none");
    const targets = allBases(s).filter((b) => b.side !== side && inPlay(b) && !b.carriedBy);
    const pairs = shuffled(
      firers.flatMap((f) => targets.map((t) => [f.id, t.id] as const)),
      rnd,
    ).slice(0, o.fireTries ?? 40);
    for (const [firer, target] of pairs) offer("fire", { type: "direct-fire", firer, target });
  }
  out.push({ kind: "done", entry: { type: "done", side } });
  return out;
}
