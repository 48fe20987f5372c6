import type { Decision, PolicyLevel } from "../../core/game/policy";
import { partStoreOf } from "../store/part-store";

/**
 * The computer seat's part of the page (issue 34): what New game asked for, which seat the computer
 * plays in the game on, what it is thinking now, and every move it made with its reasons (the
 * Computer panel's log and its "Why?"). The shell store never holds it (store/part-store.ts).
 */

/** New game's choice: the computer plays the first or the second side of the set-up, at a level. */
export interface ComputerWanted {
  side: 0 | 1;
  level: PolicyLevel;
}

/** One of the computer's moves: the log entry it made and the decision behind it. */
export interface ComputerMove {
  /** the index of the log entry its command made (0-based) */
  entry: number;
  seat: string;
  decision: Decision;
  /** how long the worker thought, ms */
  ms: number;
}

/** The computer's state in the page (under one key, `computer`, as each part store keeps its own). */
export interface ComputerState {
  /** what the next game started from a set-up dialog gets (null: two players at this page) */
  wanted: ComputerWanted | null;
  /** the seat the computer plays in the game on, and its level (null: none) */
  playing: { seat: string; level: PolicyLevel } | null;
  /** while it thinks: its move in a row, and how long it has thought about this one */
  thinking: { move: number; ms: number } | null;
  /** the seats to act now (public: whose turn it is), so the page can say whether the person is to move */
  toAct: string[];
  /** its moves in this game, oldest first (an undone entry's move goes with it) */
  moves: ComputerMove[];
  /** why it stopped playing (a refusal it could not get past, a worker that failed), or null */
  stuck: string | null;
}

/** The computer's part store: its state, and New game's choice. */
export interface ComputerSlice {
  computer: ComputerState;
  setWanted(w: ComputerWanted | null): void;
  setComputer(patch: Partial<ComputerState>): void;
}

/** The computer part store of an app store. */
export const computerStoreOf = partStoreOf<ComputerSlice>("computer", (set, get) => ({
  computer: { wanted: null, playing: null, thinking: null, toAct: [], moves: [], stuck: null },
  setWanted: (wanted) => set({ computer: { ...get().computer, wanted } }),
  setComputer: (patch) => set({ computer: { ...get().computer, ...patch } }),
}));
