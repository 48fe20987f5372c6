import type { Point } from "./state";
import type { HitResult, MoveMode, Reaction, Source, Step } from "./vocab";

/** One modifier on a roll or on attack points, with the rule it comes from. */
export interface Modifier {
  /** rule id, e.g. "range-over-24" */
  rule: string;
  value: number;
  source: Source;
  /** a sentence for logs and panels */
  text: string;
}

/** What a roll was for. */
export const ROLL_PURPOSES = [
  "discovery",
  "situational-awareness",
  "hq-move",
  "direct-fire",
  "sa-die",
  "indirect-fire",
  "airstrike",
  "tens",
  "rally",
  "assault",
  "immobilization",
  "recover",
  "mine",
] as const;
/** One roll purpose. */
export type RollPurpose = (typeof ROLL_PURPOSES)[number];

/** Every event carries when it happened. */
export interface EventHead {
  seq: number;
  turn: number;
  step: Step;
}

/** A die roll: its die, natural value, modifiers and result (architecture habit 2). */
export interface RollEvent extends EventHead {
  type: "roll";
  purpose: RollPurpose;
  /** faces on the die */
  die: number;
  natural: number;
  modifiers: Modifier[];
  total: number;
  side?: string;
  base?: string;
  /** the number the total was compared with, when there is one */
  against?: number;
  /** what the roll decided, in a word or code */
  outcome: string;
}

/** The event vocabulary (besides rolls). */
export type OtherEvent = EventHead &
  (
    | { type: "step-started" }
    | { type: "turn-started" }
    | { type: "game-over"; reason: string }
    | { type: "sa-dice"; side: string; points: number; sabr: number; dice: number; rules: string[] }
    | { type: "hq-move"; base: string; allowed: boolean }
    | {
        type: "marker";
        kind: string;
        action: "placed" | "removed";
        side?: string;
        base?: string;
        id?: string;
        at?: Point;
      }
    | {
        type: "moved";
        base: string;
        mode: MoveMode | "reaction" | "carried" | "towed";
        from: Point;
        to: Point;
        costInches: number;
        movedInches: number;
        /** the base whose contact cut the move's last leg short (a move never ends on another base) */
        stoppedBy?: string;
      }
    | { type: "posture"; base: string; prone: boolean }
    | { type: "fire"; firer: string; target: string; weapon: string; result: HitResult; summary: string }
    | { type: "hit"; base: string; result: HitResult; cause: string }
    | { type: "damage"; base: string; points: number; total: number; cause: string }
    | { type: "combined"; base: string; into: string; cause: string }
    | { type: "destroyed"; base: string; cause: string }
    | { type: "abandoned"; base: string; cause: string }
    | { type: "immobilized"; base: string; permanent: boolean; cause: string }
    | { type: "mobile-again"; base: string }
    | { type: "pinned"; base: string; cause: string }
    | { type: "rallied"; base: string }
    | { type: "reaction"; base: string; reaction: Reaction; hits: number; column: number }
    | { type: "retreat-ended"; base: string }
    | { type: "wire-destroyed"; featureId: string; alongInches: number; cause: string }
    | { type: "mounted"; base: string; vehicle: string; as: "inside" | "rider" }
    | {
        type: "dismounted";
        base: string;
        vehicle: string;
        /** how it rode (absent when it bailed out of an abandoned vehicle) */
        as?: "inside" | "rider";
      }
    | { type: "cavalry"; base: string; dismounted: boolean }
    | { type: "limbered"; gun: string; vehicle: string }
    | { type: "unlimbered"; gun: string; vehicle: string }
    | { type: "set-up"; gun: string; fraction: number }
    | { type: "dig-in"; base: string; turns: number; needed: number; complete: boolean }
    | { type: "entrenched"; base: string; trenchYards: number }
    | { type: "minefield-cleared"; featureId: string; base: string }
    | { type: "recovered"; base: string; by: string }
    | { type: "captured"; base: string; by: string; side: string }
    | {
        type: "assault";
        sides: { side: string; bases: string[]; total: number; natural: number }[];
        outcome: string;
      }
    | { type: "resurrected"; base: string; from: string }
    | { type: "hq-lost"; base: string; side: string }
  );

/** Anything the engine logs. */
export type GameEvent = RollEvent | OtherEvent;

/** An event without its head, as handlers emit it. */
export type EventBody = GameEvent extends infer E
  ? E extends GameEvent
    ? Omit<E, keyof EventHead>
    : never
  : never;
