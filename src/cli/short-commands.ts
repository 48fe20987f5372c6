import { DEAD_GROUND_TARGET_SHORT } from "../core/los/map-legend";
import type { CliCommand } from "./run-command";

/**
 * The short commands: one table, one answer, mostly start-up (issue 37). main.ts lists them with the
 * others; the `sightline` bin runs them from a bundle of their own, loaded with V8's code cache
 * (short-main.ts, code-cache.mjs, whose SHORT_BUNDLE_COMMANDS names the same three). Each one's code is
 * imported when it runs. They open their table through the disk cache of tables' worlds (open-world.ts),
 * which loads zod (jitless first) only where the cache misses.
 */
export const SHORT_COMMANDS = {
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
} satisfies Record<string, CliCommand>;

/** A short command by name (own keys only: "constructor" is no command), else undefined. */
export function shortCommand(name: string): CliCommand | undefined {
  return Object.hasOwn(SHORT_COMMANDS, name)
    ? SHORT_COMMANDS[name as keyof typeof SHORT_COMMANDS]
    : undefined;
}
