import { DEAD_GROUND_TARGET_SHORT } from "../core/los/map-legend";
import { wantsHelp } from "./args";
import { calculatorCommands } from "./rulesets";
import { oneLine, printErr, printOut } from "./terminal";
import { mark } from "./timing";
import { UserError } from "./user-error";
import { markWholeProcess } from "./whole-process";

type Command = (argv: readonly string[]) => number | Promise<number>;

// Each command's code is imported when it runs, so a command loads only what it uses (the CLI bundle
// keeps each in its own chunk: scripts/build-cli.mjs). `usage` is the command's own, for `--help`.
const COMMANDS: Record<string, { run: Command; help: string; usage(): Promise<string> }> = {
  validate: {
    run: async (a) => (await import("./validate")).validateCommand(a),
    usage: async () => (await import("./validate")).USAGE,
    help: "validate <table.json>...    check table files; list every problem",
  },
  los: {
    run: async (a) => (await import("./los")).losCommand(a),
    usage: async () => (await import("./los")).USAGE,
    help: "los <table.json> <observer> <target> [--json]    can one unit see another, and why",
  },
  deadground: {
    run: async (a) => (await import("./maps")).deadgroundCommand(a),
    usage: async () => (await import("./maps")).DG_USAGE,
    help: `deadground <table.json> <observer> [--cell 0.25] [--target-height-yards 2 | --min-height] [--png f] [--json]    ${DEAD_GROUND_TARGET_SHORT}`,
  },
  threat: {
    run: async (a) => (await import("./maps")).threatCommand(a),
    usage: async () => (await import("./maps")).TH_USAGE,
    help: "threat <table.json> --side SIDE [--cell 0.25] [--png f] [--json]    how many units see each cell",
  },
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
const CACHED_WORLD = new Set(["los", "deadground", "threat"]);

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
  try {
    if (!LONG_RUNNING.has(name) && !CACHED_WORLD.has(name)) await import("./zod-jitless");
    // `sightline <command> --help`: the command's usage and what it does (issue 39 item 14).
    if (wantsHelp(rest)) {
      const what = command.help.split(/ {4,}/).at(-1);
      printOut(`${await command.usage()}\n\n${what}`);
      return 0;
    }
    return await command.run(rest);
  } catch (e) {
    if (e instanceof UserError) {
      printErr(e.message);
      return e.exitCode;
    }
    // A bug, not a user mistake: say so plainly; the stack only on request.
    printErr(`sightline ${name}: internal error: ${oneLine(e instanceof Error ? e.message : String(e))}`);
    if (process.env.SIGHTLINE_DEBUG) console.error(e);
    else console.error("(set SIGHTLINE_DEBUG=1 for details, and please report it)");
    return 70;
  }
}
