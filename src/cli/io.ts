import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { parseCatalog } from "../core/catalog/catalog";
import type { Catalog } from "../core/catalog/schema";
import { parseJsonText } from "../core/json-text";
import type { Table } from "../core/table/schema";
import { parseTableText } from "../core/table/validate";
import { decodeUtf8 } from "../core/utf8";
import { oneLine, problemReport } from "./terminal";
import { UserError } from "./user-error";

export { UserError } from "./user-error";

/** The largest file a command reads (tables, catalogs, charts): 64 MiB, about 3 million points. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

const mib = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

function cannotRead(file: string, why: string): UserError {
  return new UserError(`${oneLine(file)}: cannot read: ${oneLine(why)}`);
}

function errnoWhy(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  return code === "ENOENT"
    ? "no such file"
    : code === "EISDIR"
      ? "is a folder, not a file"
      : code === "EACCES"
        ? "permission denied"
        : String((e as Error).message);
}

/**
 * Reads a whole regular file of at most `limit` bytes, or explains why it cannot. A FIFO, a device
 * (`/dev/zero`) or a socket is refused without waiting on it: the file is opened non-blocking and
 * looked at before any read. The read itself stops past the limit, so a file that grows while it is
 * read (or a /proc file that claims size 0) cannot make it endless.
 */
export function readBytes(file: string, limit = MAX_FILE_BYTES): Buffer {
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; it changes nothing for a regular file.
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    throw cannotRead(file, errnoWhy(e));
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) throw cannotRead(file, "is a folder, not a file");
    if (!st.isFile()) throw cannotRead(file, "is not a regular file (a FIFO, a device or a socket)");
    const over = `is larger than the limit of ${mib(limit)} for a file`;
    if (st.size > limit) throw cannotRead(file, `${over} (${mib(st.size)})`);
    const chunks: Buffer[] = [];
    let total = 0;
    const chunk = Buffer.allocUnsafe(Math.min(limit + 1, Math.max(st.size + 1, 64 * 1024)));
    while (total <= limit) {
      const n = readSync(fd, chunk, 0, Math.min(chunk.length, limit + 1 - total), null);
      if (n === 0) break;
      chunks.push(Buffer.from(chunk.subarray(0, n)));
      total += n;
    }
    if (total > limit) throw cannotRead(file, over);
    return Buffer.concat(chunks, total);
  } catch (e) {
    if (e instanceof UserError) throw e;
    throw cannotRead(file, errnoWhy(e));
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads a file as text (at most MAX_FILE_BYTES, a regular file), or explains why it cannot; bytes that
 * are not UTF-8 are refused with their offset, not read as U+FFFD.
 */
export function readText(file: string): string {
  const text = decodeUtf8(readBytes(file));
  if (!text.ok) throw new UserError(problemReport(file, text.error));
  return text.value;
}

/** A file under models/, found from this module (two levels below the root in src/cli and .build/cli). */
export const modelsFile = (rel: string): string => new URL(`../../models/${rel}`, import.meta.url).pathname;

const CATALOG_FILE = modelsFile("catalog.json");
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
