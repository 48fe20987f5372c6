// Whether the CLI owns its whole process (the `sightline` bin runs one command and exits), as opposed
// to main() called inside another program or a test: only then may a command change process-wide
// settings such as V8's flags (short-job.ts). No imports: main.ts loads it at every start.
let whole = false;

/** Marks this process as the CLI's own (src/cli/sightline.mjs, through main's options). */
export function markWholeProcess(): void {
  whole = true;
}

/** Whether the CLI owns this whole process. */
export function isWholeProcess(): boolean {
  return whole;
}
