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

/** Called by a command just before it changes V8's flags (v8.setFlagsFromString). */
export function beforeV8FlagsChange(): void {
  const f = beforeFlags;
  beforeFlags = null;
  f?.();
}
