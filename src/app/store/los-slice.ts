import type { StateCreator } from "zustand";
import type { SightRules } from "../../core/los/sight-rules";
import type { LosVerdict } from "../../core/los/verdict";
import type { AppState } from "./store";

/** A table point, inches. */
export interface LosPoint {
  x: number;
  y: number;
}

/**
 * The line-of-sight check on screen. Either end is a unit (its id) or a bare point of the table
 * (issue 22: LOS from any point), never both. The LOS pipeline (app/los) fills in the verdict.
 */
export interface LosState {
  observerId: string | null;
  targetId: string | null;
  /** a point observer, its eye `eyeYards` above the ground there */
  observerAt: LosPoint | null;
  /** a point target, `targetYards` tall */
  targetAt: LosPoint | null;
  /** eye height of a point observer, yards (kept when the ends change) */
  eyeYards: number;
  /** height of a point target, yards (kept when the ends change) */
  targetYards: number;
  verdict: LosVerdict | null;
  /** why there is no verdict (unknown id, engine error) */
  error: string | null;
  /** the table revision the verdict belongs to */
  revision: number;
}

/** A ruleset the table tools may read the table by: its id, its name and its square sight rules. */
export interface SightChoice {
  id: string;
  name: string;
  sight: SightRules;
}

/** The LOS slice. */
export interface LosSlice {
  los: LosState;
  /**
   * The ruleset whose sight rules the table tools apply outside a game (LOS, dead ground, threat,
   * minimum height), by id; null: the first of the list that has square sight rules (app/los/rules.ts).
   */
  losRules: string | null;
  /**
   * The rulesets whose square sight rules the table tools may apply ("Rules:"), in the list's order:
   * handed in by the page's entry (main.tsx) from the ruleset list, so the store names no ruleset.
   */
  sightChoices: readonly SightChoice[];
  /** Picks the table tools' rules; the check on screen is run again under them. */
  setLosRules(id: string | null): void;
  setObserver(id: string | null): void;
  setTarget(id: string | null): void;
  /** Makes a bare point the observer (the target is cleared, as for setObserver). */
  setObserverPoint(at: LosPoint): void;
  /** Makes a bare point the target. */
  setTargetPoint(at: LosPoint): void;
  /** Sets the heights of point ends; the check is run again. */
  setLosHeights(h: { eyeYards?: number; targetYards?: number }): void;
  setLosPair(observerId: string, targetId: string): void;
  swapLos(): void;
  clearLos(): void;
  setLosResult(result: { verdict: LosVerdict | null; error: string | null; revision: number }): void;
}

/** project default: a point observer's eye and a point target are a standing man, 2 yd. */
const DEFAULT_POINT_YARDS = 2;

const ENDS = {
  observerId: null,
  targetId: null,
  observerAt: null,
  targetAt: null,
  verdict: null,
  error: null,
  revision: -1,
} as const;

const EMPTY: LosState = { ...ENDS, eyeYards: DEFAULT_POINT_YARDS, targetYards: DEFAULT_POINT_YARDS };

/** True when the check has an observer (a unit or a point). */
export const hasObserver = (l: LosState): boolean => l.observerId !== null || l.observerAt !== null;
/** True when the check has a target (a unit or a point). */
export const hasTarget = (l: LosState): boolean => l.targetId !== null || l.targetAt !== null;

/** The LOS slice. */
export const losSlice: StateCreator<AppState, [], [], LosSlice> = (set, get) => {
  const heights = () => ({ eyeYards: get().los.eyeYards, targetYards: get().los.targetYards });
  const unresolved = { verdict: null, error: null, revision: -1 } as const;
  return {
    los: EMPTY,
    losRules: null,
    sightChoices: [],
    setLosRules: (id) => set({ losRules: id, los: { ...get().los, ...unresolved } }),
    setObserver: (id) => set({ los: { ...ENDS, ...heights(), observerId: id } }),
    setTarget: (id) => set({ los: { ...get().los, targetId: id, targetAt: null, ...unresolved } }),
    setObserverPoint: (at) => set({ los: { ...ENDS, ...heights(), observerAt: at } }),
    setTargetPoint: (at) => set({ los: { ...get().los, targetId: null, targetAt: at, ...unresolved } }),
    setLosHeights: (h) => set({ los: { ...get().los, ...h, ...unresolved } }),
    setLosPair: (observerId, targetId) => set({ los: { ...ENDS, ...heights(), observerId, targetId } }),
    swapLos() {
      const l = get().los;
      if (!hasObserver(l) || !hasTarget(l)) return;
      // A point keeps its height when it changes ends: the check is the same line the other way.
      set({
        los: {
          ...l,
          ...unresolved,
          observerId: l.targetId,
          observerAt: l.targetAt,
          targetId: l.observerId,
          targetAt: l.observerAt,
          eyeYards: l.targetAt ? l.targetYards : l.eyeYards,
          targetYards: l.observerAt ? l.eyeYards : l.targetYards,
        },
      });
    },
    clearLos: () => set({ los: { ...ENDS, ...heights() } }),
    setLosResult: (r) => set({ los: { ...get().los, ...r } }),
  };
};
