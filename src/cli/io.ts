import { readFileSync } from "node:fs";
import { parseCatalog } from "../core/catalog/catalog";
import type { Catalog } from "../core/catalog/schema";
import { parseJsonText } from "../core/json-text";
import type { Table } from "../core/table/schema";
import { parseTableText } from "../core/table/validate";
import { oneLine, problemReport } from "./terminal";

/** A user mistake the CLI reports as a message, never as a stack trace. */
export class UserError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Reads a file as text, or explains why it cannot. */
export function readText(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === "ENOENT"
        ? "no such file"
        : code === "EISDIR"
          ? "is a folder, not a file"
          : code === "EACCES"
            ? "permission denied"
            : String((e as Error).message);
    throw new UserError(`${oneLine(file)}: cannot read: ${oneLine(why)}`);
  }
}

const CATALOG_FILE = new URL("../../models/catalog.json", import.meta.url).pathname;
let catalog: Catalog | null = null;

/**
 * The unit catalog, read from models/catalog.json when the command runs (not bundled), so a user's
 * own unit types work without touching code, and a broken catalog gets a message, not a crash.
 * SIGHTLINE_CATALOG=<file> points the commands at another catalog file.
 */
export function cliCatalog(): Catalog {
  if (catalog) return catalog;
  const name = process.env.SIGHTLINE_CATALOG || "models/catalog.json";
  const json = parseJsonText(readText(process.env.SIGHTLINE_CATALOG || CATALOG_FILE));
  if (!json.ok) throw new UserError(problemReport(name, json.error));
  const parsed = parseCatalog(json.value);
  if (!parsed.ok) throw new UserError(problemReport(name, parsed.error));
  catalog = parsed.value;
  return catalog;
}

/** Loads and validates a table file with the shared validator; problems become a UserError. */
export function loadTable(file: string, catalog: Catalog = cliCatalog()): Table {
  const result = parseTableText(readText(file), catalog);
  if (!result.ok) throw new UserError(problemReport(file, result.error));
  return result.value;
}
