import { calculatorCommands } from "./rulesets";
import { type CliCommand, runCommand } from "./run-command";
import { SHORT_COMMANDS } from "./short-commands";
import { oneLine, printErr, printOut } from "./terminal";
import { mark } from "./timing";
import { UserError } from "./user-error";
import { markWholeProcess } from "./whole-process";

// Each command's code is imported when it runs, so a command loads only what it uses (the CLI bundle
// keeps each in its own chunk: scripts/build-cli.mjs). `usage` is the command's own, for `--help`.
const COMMANDS: Record<string, CliCommand> = {
  validate: {
    run: async (a) => (await import("./validate")).validateCommand(a),
    usage: async () => (await import("./validate")).USAGE,
    help: "validate <table.json>...    check table files; list every problem",
  },
  ...SHORT_COMMANDS,
  hexlos: {
    // The hex sight rules of the list's first ruleset played on hexes (Lock 'n Load's, the one so far).
    run: async (a) => {
      const hex = (await import("../rulesets")).RULESETS.find((m) => m.hexSight);
      if (!hex?.hexSight) throw new UserError("no listed ruleset reads hex line of sight", 2);
      return (await import("./hexlos")).hexlosCommand(a, await hex.hexSight());
    },
    usage: async () => (await import("./hexlos")).USAGE,
    help: "hexlos <table.json> <hex> <hex> [--json]    hex line of sight, measured: each hex crossed and the verdict",
  },
  replay: {
    run: async (a) => (await import("./replay")).replayCommand(a),
    usage: async () => (await import("./replay")).USAGE,
    help: "replay <game.json> [--json] [--verify]    check and replay a saved game of any ruleset: where it ends, its dice verified against the revealed seed, or the first refused entry",
  },
  // Each ruleset's calculators (rulesets.ts), dispatched the same way.
  ...Object.fromEntries(
    [...calculatorCommands()].map(([name, c]) => [name, { run: c.run, help: c.help, usage: c.usage }]),
  ),
  serve: {
    run: async (a) => (await import("./serve")).serveCommand(a),
    usage: async () => (await import("./serve")).USAGE,
    help: "serve [--port 2567] [--data ./data]    the online game server and the built app (SIGHTLINE_REDIS_URL: scale out)",
  },
  bot: {
    run: async (a) => (await import("./bot")).botCommand(a),
    usage: async () => (await import("./bot")).USAGE,
    help: "bot <invite-url> [--seed N] [--max-commands K]    plays random legal commands for an online seat",
  },
};

/**
 * Commands that live on and validate many messages keep zod's compiled validators; every other command
 * validates a few files once, where compiling them costs more than it saves (issue 22: loading
 * ridge-and-village took 54-126 ms with them, 14-58 ms without, in paired fresh processes). This module
 * imports no zod and no schema (tests/cli/lazy-imports.test.ts): zod reads the setting when a schema is
 * built, so zod-jitless.ts is loaded before the command's code.
 */
const LONG_RUNNING = new Set(["serve", "bot"]);
/**
 * Commands that open a table through the disk cache of tables' worlds (open-world.ts), which loads
 * zod-jitless.ts itself before any schema, and only where the cache misses: a hit loads no zod at all.
 */
const CACHED_WORLD = new Set(Object.keys(SHORT_COMMANDS));

function usage(): string {
  return [
    "usage: sightline <command> [options]",
    "",
    "commands:",
    ...Object.values(COMMANDS).map((c) => `  ${c.help}`),
  ].join("\n");
}

/** Runs one CLI command and returns its exit status; user mistakes print a message, not a stack. */
export async function main(argv: readonly string[], opts: { wholeProcess?: boolean } = {}): Promise<number> {
  mark("main module loaded");
  if (opts.wholeProcess) markWholeProcess();
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    printOut(usage());
    return name ? 0 : 2;
  }
  // Own keys only: "constructor", "__proto__" or "toString" is an unknown command, not Object's.
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    printErr(`unknown command "${oneLine(name)}"\n\n${usage()}`);
    return 2;
  }
  if (!LONG_RUNNING.has(name) && !CACHED_WORLD.has(name)) await import("./zod-jitless");
  return runCommand(name, command, rest);
}
