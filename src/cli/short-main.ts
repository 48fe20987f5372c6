import { builtAWorld } from "./open-world";
import { runCommand } from "./run-command";
import { shortCommand } from "./short-commands";
import { oneLine, printErr } from "./terminal";
import { mark } from "./timing";
import { markWholeProcess } from "./whole-process";

// The entry of the short commands' own bundle (.build/cli/short.cjs, scripts/build-cli.mjs): one
// script, which the `sightline` bin compiles with V8's code cache (code-cache.mjs), where the split
// ESM bundle (main.ts) would be compiled afresh at every start (issue 37).

export { builtAWorld, mark };

/** What the bin's loader tells the short commands: the process is theirs, and how the code came. */
export interface ShortMainOptions {
  wholeProcess?: boolean;
  /** V8's code cache: "accepted", "rejected" (compiled afresh), or "none" (no cache, or it is off) */
  codeCache?: string;
  /** run once, just before a command first changes V8's flags (whole-process.ts) */
  beforeV8Flags?: () => void;
}

/** Runs one short command (los, deadground, threat) as main() does, and returns its exit status. */
export async function shortMain(argv: readonly string[], opts: ShortMainOptions = {}): Promise<number> {
  mark(`short commands' bundle loaded (V8 code cache: ${opts.codeCache ?? "none"})`);
  if (opts.wholeProcess) markWholeProcess(opts.beforeV8Flags);
  const [name = "", ...rest] = argv;
  const command = shortCommand(name);
  if (!command) {
    // The bin sends only the short commands here (code-cache.mjs, SHORT_BUNDLE_COMMANDS).
    printErr(`sightline: "${oneLine(name)}" is not one of the short commands`);
    return 70;
  }
  return runCommand(name, command, rest);
}
