/** Writes `bytes` to `file` whole (a writer's own file renamed into place); false when it could not. */
export declare function writeWhole(file: string, bytes: Uint8Array): boolean;
/** Marks `file` used now (the last to go when its folder is trimmed). */
export declare function touch(file: string): void;
/** Keeps the `keep` most recently used entries of `dir` that `isEntry` names; removes stale temporary files. */
export declare function keepNewest(dir: string, isEntry: (name: string) => boolean, keep: number): void;
