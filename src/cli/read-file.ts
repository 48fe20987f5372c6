import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { oneLine } from "./terminal";
import { UserError } from "./user-error";

// Reading files, apart from io.ts (which validates them with zod's schemas): a command that finds its
// table's world in the disk cache (world-cache.ts) reads the bytes and loads no zod (issue 37).

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

/** A file under models/, found from this module (two levels below the root in src/cli and .build/cli). */
export const modelsFile = (rel: string): string => new URL(`../../models/${rel}`, import.meta.url).pathname;

/**
 * The unit catalog's file: models/catalog.json, or SIGHTLINE_CATALOG=<file> (a user's own unit types
 * without touching code); `name` is what messages call it.
 */
export function catalogFile(): { path: string; name: string } {
  const own = process.env.SIGHTLINE_CATALOG;
  return own ? { path: own, name: own } : { path: modelsFile("catalog.json"), name: "models/catalog.json" };
}
