// The CRC-32 the CLI's disk caches check their entries with (world-cache.ts, code-cache.mjs): damage,
// not forgery, is what they guard against (their keys are compared whole), and zlib's CRC-32 costs a
// fraction of loading node:crypto for a SHA-256 (callgrind: about 6M instructions against 15M, a
// short command's start being about 250M). node:zlib is loaded on the first call.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** The CRC-32 of `data` (zlib's; Node before 20.15 has none, so there a SHA-256's first four bytes). */
export function checksum(data) {
  const zlib = require("node:zlib");
  if (typeof zlib.crc32 === "function") return zlib.crc32(data);
  return require("node:crypto").createHash("sha256").update(data).digest().readUInt32LE(0);
}
