import type { StateCreator } from "zustand";
import type { AppState } from "./store";

/** A large file being parsed in the worker (src/app/files/table-parse-client.ts), for the progress bar. */
export interface OpeningFile {
  name: string;
  stage: "reading" | "parsing" | "validating";
  doneBytes: number;
  totalBytes: number;
}

/** The opening-file slice. */
export interface OpeningSlice {
  opening: OpeningFile | null;
  setOpening(opening: OpeningFile | null): void;
}

/** The opening-file slice. */
export const openingSlice: StateCreator<AppState, [], [], OpeningSlice> = (set) => ({
  opening: null,
  setOpening(opening) {
    set({ opening });
  },
});
