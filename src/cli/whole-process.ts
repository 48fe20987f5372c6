// Whether the CLI owns its whole process (the `sightline` bin runs one command and exits), as opposed
// to main() called inside another program or a test: only then may a command change process-wide
// settings such as V8's flags (short-job.ts). No imports: main.ts loads it at every start.
let whole = false;
let beforeFlags: (() => void) | null = null;

/**
 * Marks this process as the CLI's own (src/cli/sightline.mjs, through main's options). `beforeV8Flags`
 * runs once, just before a command first changes V8's flags: the short commands' loader takes V8's
 * code cache then (code-cache.mjs), since V8 refuses a cache made under other flags than its own.
 */
export function markWholeProcess(beforeV8Flags?: () => void): void {
  whole = true;
  beforeFlags = beforeV8Flags ?? null;
}

/** Whether the CLI owns this whole process. */
export function isWholeProcess(): boolean {
  return whole;
}

/**
 * Whether this process makes V8's code cache of the short commands (the loader asked to hear of flag
 * changes): a short job then keeps V8's flags, so the cache is taken at the end and holds the map's
 * code too (measured: the next deadground 2" process ran 339-350M instructions against 371M with the
 * cache taken before the flag change, callgrind).
 */
export function makingCodeCache(): boolean {
  return beforeFlags !== null;
}

/** Called by a command just before it changes V8's flags (v8.setFlagsFromString). */
export function beforeV8FlagsChange(): void {
  const f = beforeFlags;
  beforeFlags = null;
  f?.();
}
