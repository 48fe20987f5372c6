import { isDraft } from "immer";
import { own } from "../../own";
import { type Env, NO_DICE } from "../context";
import type { GameEvent } from "../events";
import { assaultFireProblem } from "../fire/direct";
import { moveProblem } from "../movement/move";
import { allBases, inPlay, isAir, isHq, statOf } from "../query";
import type { Base, GameState } from "../state";
import type { Step } from "../vocab";

/**
 * Hot-seat play on one screen (project defaults; seed 000 has both sides act at once in every step):
 * in each step where players decide something, the sides act one after the other and each says when it
 * is done; once every side that has something to do is done, the game moves on to the next step by
 * itself. Steps where nobody decides anything (the dice steps) pass at once; their rolls are in the log.
 * The side that acts first alternates by turn: the first side of the forces in odd turns, the other in
 * even turns. A machine gun's owner may resurrect it out of turn, and a kill after the owner was done
 * reopens the step for that decision (seed 000 §5.1: "immediately").
 */

/** What a side may still do in this step. */
export const TODO_KINDS = [
  "move-marker",
  "hq-roll",
  "impact-zone",
  "move",
  "airstrike",
  "direct-fire",
  "resurrect",
] as const;
export type TodoKind = (typeof TODO_KINDS)[number];

/** One kind of thing left to do, with the bases or formations it concerns. */
export interface TodoItem {
  kind: TodoKind;
  text: string;
  ids: string[];
}

/**
 * Steps where both sides act at once (seed 000 §2.3: "movement for both sides is simultaneous"). In
 * them every side with something left to do may act, in any interleaving; a side's "done" waits for
 * the other, and the step ends when every side is done. Other steps keep the alternating order.
 */
export const SIMULTANEOUS_STEPS: ReadonlySet<Step> = new Set<Step>(["movement"]);

/** Which sides said they are done with the current step, and when (the event count at that moment). */
export interface StepProgress {
  /** `${turn}:${step}` of the step the marks belong to */
  key: string;
  done: Record<string, number>;
  /**
   * In a simultaneous step: every base as it stood when the step began, and the event count then. A
   * seat's view shows the other side's bases from here until the step ends (ruleset.ts, viewOf).
   */
  start?: { bases: Record<string, Base>; events: number };
}

/** The progress key of the state's current step. */
export const stepKey = (s: GameState): string => `${s.turn}:${s.step}`;

/**
 * Fresh progress for the state's current step. A simultaneous step's `start` holds the state's own
 * bases, not a copy: a state is never changed once made (apply.ts: the rules change an immer draft and
 * share the rest), so the step's start stays as it was while later states replace what moves. (Each
 * base was copied here before: every base, at every automatic step through a simultaneous one.)
 */
export const freshProgress = (s: GameState): StepProgress =>
  SIMULTANEOUS_STEPS.has(s.step)
    ? { key: stepKey(s), done: {}, start: { bases: s.bases, events: s.eventCount } }
    : { key: stepKey(s), done: {} };

/** The order the sides act in this turn: alternating, the forces' first side in odd turns. */
export function sideOrder(s: GameState): string[] {
  const ids = s.sides.map((x) => x.id);
  return s.turn % 2 === 1 ? ids : [...ids].reverse();
}

const ctxOf = (s: GameState, env: Env) => ({ s, env, dice: NO_DICE, out: [] as GameEvent[] });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function canFireDirect(env: Env, b: Base): boolean {
  if (!inPlay(b) || b.carriedBy || b.towedBy || b.fired !== "none" || b.setupFraction >= 1) return false;
  const line = statOf(env, b);
  if (isHq(line)) return false;
  return line.weapons.some((w) => w.fire !== "indirect" && assaultFireProblem(b, w) === null);
}

function canFireIndirect(env: Env, b: Base): boolean {
  if (!inPlay(b) || b.carriedBy || b.towedBy || b.fired !== "none" || b.setupFraction >= 1) return false;
  return statOf(env, b).weapons.some((w) => w.fire === "indirect");
}

/** Machine guns of a side killed in this step that may still be resurrected (seed 000 §5.1). */
export function pendingResurrects(s: GameState, env: Env, side: string): Base[] {
  const donors = allBases(s).some(
    (b) => b.side === side && inPlay(b) && !b.carriedBy && statOf(env, b).class === "infantry",
  );
  if (!donors) return [];
  return allBases(s).filter((b) => b.side === side && b.resurrectable && !b.resurrected && !inPlay(b));
}

/** Everything a side may still do in the current step. Empty when the step has nothing for it. */
export function todoFor(s: GameState, env: Env, side: string): TodoItem[] {
  const out: TodoItem[] = [];
  const mine = allBases(s).filter((b) => b.side === side);
  const add = (kind: TodoKind, text: string, ids: string[]) => {
    if (ids.length > 0) out.push({ kind, text, ids });
  };
  const step: Step = s.step;
  if (step === "move-markers") {
    const units = Object.values(s.formations)
      .filter(
        (f) =>
          f.side === side &&
          !f.moveMarker &&
          mine.some((b) => b.formation === f.id && inPlay(b) && !isHq(statOf(env, b))),
      )
      .map((f) => f.id)
      .sort();
    add("move-marker", `${plural(units.length, "unit may take", "units may take")} a Move marker`, units);
    const hqs = mine
      .filter((b) => inPlay(b) && isHq(statOf(env, b)) && b.hqMoveAllowed === null)
      .map((b) => b.id);
    add("hq-roll", `${plural(hqs.length, "HQ base may roll", "HQ bases may roll")} to move`, hqs);
  }
  if (
    step === "first-impact-zones" ||
    (step === "second-impact-zones" && s.sides.find((x) => x.id === side)?.secondImpactZone)
  ) {
    const batteries = (s.sides.find((x) => x.id === side)?.offBoardArtillery ?? [])
      .filter((b) => b.firedTurn !== s.turn)
      .map((b) => b.id);
    const guns = [...mine.filter((b) => canFireIndirect(env, b)).map((b) => b.id), ...batteries];
    add(
      "impact-zone",
      `${plural(guns.length, "base or battery may place", "bases or batteries may place")} an impact zone`,
      guns,
    );
  }
  if (step === "movement") {
    const ctx = ctxOf(s, env);
    const movers = mine.filter((b) => inPlay(b) && !b.carriedBy && moveProblem(ctx, b) === null);
    const fresh = movers.filter((b) => b.movedInches === 0 && b.spentInches === 0).map((b) => b.id);
    const any = mine.some((b) => inPlay(b) && !b.carriedBy && !isAir(statOf(env, b)));
    // seed 000 §2.3: a side that called "finished moving" may not move again this turn.
    if (any && s.sides.find((x) => x.id === side)?.finishedFirst)
      out.push({ kind: "move", text: 'called "finished moving": no more moves this turn', ids: [] });
    else if (any)
      out.push({
        kind: "move",
        text:
          fresh.length > 0
            ? `${plural(fresh.length, "base with orders has", "bases with orders have")} not moved yet`
            : "every base with orders has moved (posture and Hull Down changes are still open)",
        ids: fresh,
      });
  }
  if (step === "place-airstrikes") {
    const left = s.sides.find((x) => x.id === side)?.airstrikesLeft ?? 0;
    if (left > 0)
      out.push({ kind: "airstrike", text: `${plural(left, "airstrike", "airstrikes")} to place`, ids: [] });
  }
  if (step === "first-direct-fire" || step === "second-direct-fire") {
    const targets = allBases(s).some(
      (b) => b.side !== side && inPlay(b) && !b.carriedBy && !isHq(statOf(env, b)) && !isAir(statOf(env, b)),
    );
    const firers = targets ? mine.filter((b) => canFireDirect(env, b)).map((b) => b.id) : [];
    add("direct-fire", `${plural(firers.length, "base may fire", "bases may fire")}`, firers);
  }
  const mgs = pendingResurrects(s, env, side).map((b) => b.id);
  add("resurrect", `${plural(mgs.length, "machine gun may be", "machine guns may be")} resurrected`, mgs);
  return out;
}

/** True when a side has said it is done and no resurrect decision has come up since. */
export function isDone(s: GameState, env: Env, p: StepProgress, side: string): boolean {
  const mark = p.key === stepKey(s) ? own(p.done, side) : undefined;
  if (mark === undefined) return false;
  return !pendingResurrects(s, env, side).some((b) => (b.leftPlayAt ?? -1) >= mark);
}

/**
 * Whether `side` has anything left in the step (`todoFor` is not empty), judged once per state and
 * side: one command asks it of the same state several times (the step before the entry, the settling
 * after it, then whose turn it is for the seat views), and `todoFor` weighs every base (a movement
 * step asks the move rules of each). States are never changed once made (apply.ts), so the answer
 * holds; a draft (a handler's working copy) changes, so it is always judged afresh.
 */
const hasTodoKept = new WeakMap<GameState, { env: Env; sides: Map<string, boolean> }>();
function hasTodo(s: GameState, env: Env, side: string): boolean {
  if (isDraft(s)) return todoFor(s, env, side).length > 0;
  let kept = hasTodoKept.get(s);
  if (!kept || kept.env !== env) {
    kept = { env, sides: new Map() };
    hasTodoKept.set(s, kept);
  }
  let has = kept.sides.get(side);
  if (has === undefined) {
    has = todoFor(s, env, side).length > 0;
    kept.sides.set(side, has);
  }
  return has;
}

/** A side with something to do that has not said it is done. */
function waiting(s: GameState, env: Env, p: StepProgress, side: string): boolean {
  return !isDone(s, env, p, side) && hasTodo(s, env, side);
}

/**
 * Whose action it is: a side with a resurrect decision reopened after it was done goes first; then the
 * sides in this turn's order. Null when nobody has anything left to do: the step ends.
 */
export function actor(s: GameState, env: Env, p: StepProgress): string | null {
  if (s.over) return null;
  const order = sideOrder(s);
  const reopened = order.find(
    (side) => own(p.done, side) !== undefined && p.key === stepKey(s) && !isDone(s, env, p, side),
  );
  if (reopened) return reopened;
  return order.find((side) => waiting(s, env, p, side)) ?? null;
}

/**
 * Every side that may act now: in a simultaneous step all sides still at it (a reopened resurrect
 * decision first), elsewhere the one `actor`. Empty when the step ends.
 */
export function actors(s: GameState, env: Env, p: StepProgress): string[] {
  const one = actor(s, env, p);
  if (one === null) return [];
  if (!SIMULTANEOUS_STEPS.has(s.step)) return [one];
  const reopened = (side: string) =>
    own(p.done, side) !== undefined && p.key === stepKey(s) && !isDone(s, env, p, side);
  return sideOrder(s).filter((side) => reopened(side) || waiting(s, env, p, side));
}
