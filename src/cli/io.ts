import { readFileSync } from "node:fs";
import { parseCatalog } from "../core/catalog/catalog";
import type { Catalog } from "../core/catalog/schema";
import { parseJsonText } from "../core/json-text";
import { formatProblems } from "../core/problems";
import type { Table } from "../core/table/schema";
import { parseTableText } from "../core/table/validate";
import { decodeUtf8 } from "../core/utf8";

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
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
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
    throw new UserError(`${file}: cannot read: ${why}`);
  }
  const text = decodeUtf8(bytes);
  if (!text.ok) throw new UserError(formatProblems(file, text.error));
  return text.value;
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
  if (!json.ok) throw new UserError(formatProblems(name, json.error));
  const parsed = parseCatalog(json.value);
  if (!parsed.ok) throw new UserError(formatProblems(name, parsed.error));
  catalog = parsed.value;
  return catalog;
}

/** Loads and validates a table file with the shared validator; problems become a UserError. */
export function loadTable(file: string, catalog: Catalog = cliCatalog()): Table {
  const result = parseTableText(readText(file), catalog);
  if (!result.ok) throw new UserError(formatProblems(file, result.error));
  return result.value;
}
