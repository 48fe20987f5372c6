import { parseCatalog } from "../core/catalog/catalog";
import type { Catalog } from "../core/catalog/schema";
import { parseJsonText } from "../core/json-text";
import type { Table } from "../core/table/schema";
import { parseTableText } from "../core/table/validate";
import { decodeUtf8 } from "../core/utf8";
import { catalogFile, readBytes } from "./read-file";
import { problemReport } from "./terminal";
import { UserError } from "./user-error";

export { MAX_FILE_BYTES, modelsFile, readBytes } from "./read-file";
export { UserError } from "./user-error";

/**
 * Reads a file as text (at most MAX_FILE_BYTES, a regular file), or explains why it cannot; bytes that
 * are not UTF-8 are refused with their offset, not read as U+FFFD.
 */
export function readText(file: string): string {
  return textOf(file, readBytes(file));
}

/** A file's bytes as text, or a UserError giving the offset of the first byte that is not UTF-8. */
export function textOf(file: string, bytes: Uint8Array): string {
  const text = decodeUtf8(bytes);
  if (!text.ok) throw new UserError(problemReport(file, text.error));
  return text.value;
}

let catalog: Catalog | null = null;

/**
 * The unit catalog, read from models/catalog.json when the command runs (not bundled), so a user's
 * own unit types work without touching code, and a broken catalog gets a message, not a crash.
 * SIGHTLINE_CATALOG=<file> points the commands at another catalog file.
 */
export function cliCatalog(): Catalog {
  if (catalog) return catalog;
  const { path, name } = catalogFile();
  catalog = catalogOf(name, readBytes(path));
  return catalog;
}

/** Validates the bytes of a unit catalog file (`name` is what messages call it), or throws a UserError. */
export function catalogOf(name: string, bytes: Uint8Array): Catalog {
  const json = parseJsonText(textOf(name, bytes));
  if (!json.ok) throw new UserError(problemReport(name, json.error));
  const parsed = parseCatalog(json.value);
  if (!parsed.ok) throw new UserError(problemReport(name, parsed.error));
  return parsed.value;
}

/** Loads and validates a table file with the shared validator; problems become a UserError. */
export function loadTable(file: string, catalog: Catalog = cliCatalog()): Table {
  return tableOf(file, readBytes(file), catalog);
}

/** Validates the bytes of a table file with the shared validator; problems become a UserError. */
export function tableOf(file: string, bytes: Uint8Array, catalog: Catalog): Table {
  const result = parseTableText(textOf(file, bytes), catalog);
  if (!result.ok) throw new UserError(problemReport(file, result.error));
  return result.value;
}
