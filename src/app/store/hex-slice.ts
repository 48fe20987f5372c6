import type { StateCreator } from "zustand";
import type { HexLosVerdict } from "../../core/los/hex-los";
import type { AppState } from "./store";

/** The hex LOS check on screen (issue 21): two hexes by label; the hex pipeline fills in the verdict. */
export interface HexLosState {
  from: string | null;
  to: string | null;
  verdict: HexLosVerdict | null;
  error: string | null;
  /** the table revision the verdict belongs to */
  revision: number;
}

/** A hex outlined on the table in a colour (a game's picked stack, its legal moves, its target). */
export interface HexMark {
  label: string;
  colour: string;
}

/** The hex slice: the check, whether the grid is drawn, and the hexes a game outlines. */
export interface HexSlice {
  hexLos: HexLosState;
  showHexGrid: boolean;
  hexMarks: readonly HexMark[];
  setHexMarks(marks: readonly HexMark[]): void;
  setHexFrom(label: string | null): void;
  setHexTo(label: string): void;
  clearHexLos(): void;
  setHexLosResult(r: { verdict: HexLosVerdict | null; error: string | null; revision: number }): void;
  setShowHexGrid(on: boolean): void;
}

const EMPTY: HexLosState = { from: null, to: null, verdict: null, error: null, revision: -1 };

/** The hex slice. */
export const hexSlice: StateCreator<AppState, [], [], HexSlice> = (set, get) => ({
  hexLos: EMPTY,
  showHexGrid: true,
  hexMarks: [],
  setHexMarks: (marks) => set({ hexMarks: marks }),
  setHexFrom: (label) => set({ hexLos: { ...EMPTY, from: label } }),
  setHexTo: (label) =>
    set({ hexLos: { ...get().hexLos, to: label, verdict: null, error: null, revision: -1 } }),
  clearHexLos: () => set({ hexLos: EMPTY }),
  setHexLosResult: (r) => set({ hexLos: { ...get().hexLos, ...r } }),
  setShowHexGrid: (on) => set({ showHexGrid: on }),
});
