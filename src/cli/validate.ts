import { inchesToCm } from "../core/table/length-unit";
import { parseTableText } from "../core/table/validate";
import { parseArgs } from "./args";
import { cliCatalog, readText, UserError } from "./io";
import { oneLine, printErr, printOut, problemReport } from "./terminal";

/** A cm table's size as its file writes it (read tables hold inches: core/table/length-unit.ts). */
const tidyCm = (inches: number) => Math.round(inchesToCm(inches) * 1e6) / 1e6;

/** The command's usage, printed by `--help` and with a mistake. */
export const USAGE = "usage: sightline validate <table.json>... [--quiet]";

/** `sightline validate`'s arguments: the files, and whether to keep quiet about the good ones. */
export interface ValidateOptions {
  files: string[];
  quiet: boolean;
}

/** Parses `sightline validate`'s arguments, or throws a UserError (exit 2) naming what is wrong. */
export function validateOptions(argv: readonly string[]): ValidateOptions {
  const args = parseArgs(argv, [], ["quiet"]);
  if (args.positionals.length === 0) throw new UserError(USAGE, 2);
  return { files: args.positionals, quiet: args.flags.has("quiet") };
}

/** `sightline validate <file>...`: exits 0 when every file is a valid table. */
export function validateCommand(argv: readonly string[]): number {
  const { files, quiet } = validateOptions(argv);
  const catalog = cliCatalog();
  let failed = 0;
  for (const file of files) {
    let text: string;
    try {
      text = readText(file);
    } catch (e) {
      if (!(e instanceof UserError)) throw e;
      printErr(e.message);
      failed++;
      continue;
    }
    const result = parseTableText(text, catalog);
    if (result.ok) {
      const t = result.value;
      if (!quiet)
        printOut(
          `${oneLine(file)}: ok: "${oneLine(t.name)}", ${t.measuredIn === "cm" ? `${tidyCm(t.width)}×${tidyCm(t.depth)} cm` : `${t.width}×${t.depth}"`}, ${t.features.length} features, ${t.units.length} units, ${t.yardsPerInch} yd/in`,
        );
    } else {
      printErr(problemReport(file, result.error));
      printErr(`${oneLine(file)}: ${result.error.length} problem${result.error.length === 1 ? "" : "s"}`);
      failed++;
    }
  }
  return failed === 0 ? 0 : 1;
}
