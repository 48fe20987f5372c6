import type { StateCreator } from "zustand";
import type { LosVerdict } from "../../core/los/verdict";
import type { AppState } from "./store";

/** The line-of-sight check on screen. The LOS pipeline (app/los) fills in the verdict. */
export interface LosState {
  observerId: string | null;
  targetId: string | null;
  verdict: LosVerdict | null;
  /** why there is no verdict (unknown id, engine error) */
  error: string | null;
  /** the table revision the verdict belongs to */
  revision: number;
}

/** The LOS slice. */
export interface LosSlice {
  los: LosState;
  setObserver(id: string | null): void;
  setTarget(id: string | null): void;
  setLosPair(observerId: string, targetId: string): void;
  swapLos(): void;
  clearLos(): void;
  setLosResult(result: { verdict: LosVerdict | null; error: string | null; revision: number }): void;
}

const EMPTY: LosState = { observerId: null, targetId: null, verdict: null, error: null, revision: -1 };

/** The LOS slice. */
export const losSlice: StateCreator<AppState, [], [], LosSlice> = (set, get) => ({
  los: EMPTY,
  setObserver: (id) => set({ los: { ...EMPTY, observerId: id } }),
  setTarget: (id) => set({ los: { ...get().los, targetId: id, verdict: null, error: null, revision: -1 } }),
  setLosPair: (observerId, targetId) => set({ los: { ...EMPTY, observerId, targetId } }),
  swapLos() {
    const { observerId, targetId } = get().los;
    if (observerId && targetId) set({ los: { ...EMPTY, observerId: targetId, targetId: observerId } });
  },
  clearLos: () => set({ los: EMPTY }),
  setLosResult: (r) => set({ los: { ...get().los, ...r } }),
});
