import { wantsHelp } from "./args";
import { oneLine, printErr, printOut } from "./terminal";
import { UserError } from "./user-error";

/** A command of the CLI: what it runs, its one-line help, and its own usage for `--help`. */
export interface CliCommand {
  run(argv: readonly string[]): number | Promise<number>;
  help: string;
  usage(): Promise<string>;
}

/**
 * Runs one chosen command and returns its exit status: its `--help`, else the command itself; a user
 * mistake (UserError) prints its message, a bug says so plainly, with the stack only on request. Shared
 * by main.ts (every command) and short-main.ts (the short commands' own bundle).
 */
export async function runCommand(
  name: string,
  command: CliCommand,
  rest: readonly string[],
): Promise<number> {
  try {
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
