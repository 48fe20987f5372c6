// The short commands (los, deadground, threat) through V8's code cache (issue 37). Their code is one
// script of its own (.build/cli/short.cjs, scripts/build-cli.mjs), compiled here by vm.Script with the
// bytecode V8 made for it in an earlier run of the same command, where compiling it afresh (the split
// ESM bundle, main.js) was about a third of a cache-hit `sightline los`'s instructions beyond Node's
// own start. An entry is found by its key (the bundle's build id, its file's size and time, Node's and
// V8's versions, the architecture and the command) and holds that key whole and a CRC-32 of V8's data:
// another build's, another Node's, or a damaged or cut-short entry is never handed to V8, which checks
// versions, flags and the source's length but not the bytes (its checksum is off in release builds).
// V8 may still refuse an entry: the script then compiles as without one, and the entry is rewritten.
// Plain JavaScript, loaded by the bin before any bundle; node:vm and node:zlib only when a short
// command runs (createRequire: cheaper than an import).
import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { cacheDir } from "./cache-dir.mjs";
import { keepNewest, touch, writeWhole } from "./cache-files.mjs";
import { checksum } from "./checksum.mjs";

const require = createRequire(import.meta.url);

/** The short commands' bundle, in the CLI bundle's folder. */
export const SHORT_BUNDLE = "short.cjs";
/** The most entries kept per command (one per build or Node a user switches between). */
export const MAX_ENTRIES_PER_COMMAND = 4;

/** The first bytes of an entry: the format's name and version; then the key's and the data's lengths and the data's CRC-32. */
const MAGIC = Buffer.from("SLV8C002", "latin1");
const HEADER_BYTES = MAGIC.length + 12;
const SUFFIX = ".v8code";

// The bundle is CommonJS run as a function, as Node runs a module; `__sightline_url` stands for
// import.meta.url (the build defines it so), from which the code finds build-id, the map worker and models/.
const HEAD = "(function (exports, require, module, __filename, __dirname, __sightline_url) {";
const TAIL = "\n})";

/**
 * A command's entry's key: the bundle's build id, its byte length and modification time (a bundle
 * edited after its build is another bundle), Node's and V8's versions, the architecture and the
 * command, in one string that an entry holds whole.
 */
export function codeCacheKey({ buildId, bundleBytes, bundleMtimeMs, command, node, v8, arch }) {
  return JSON.stringify([
    "sightline code cache",
    buildId,
    bundleBytes,
    bundleMtimeMs,
    node,
    v8,
    arch,
    command,
  ]);
}

/** An entry's bytes: the header (magic, the key's and the data's lengths, the data's CRC-32), the key, then V8's data. */
export function encodeCodeCache(key, data) {
  const keyBytes = Buffer.from(key, "utf8");
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header.writeUInt32LE(keyBytes.length, MAGIC.length);
  header.writeUInt32LE(data.length, MAGIC.length + 4);
  header.writeUInt32LE(checksum(data), MAGIC.length + 8);
  return Buffer.concat([header, keyBytes, data]);
}

/** V8's data in `bytes` if they are a whole, undamaged entry of `key`; else null. */
export function decodeCodeCache(bytes, key) {
  if (bytes.length < HEADER_BYTES) return null;
  if (!bytes.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  const keyBytes = Buffer.from(key, "utf8");
  const keyLength = bytes.readUInt32LE(MAGIC.length);
  const dataLength = bytes.readUInt32LE(MAGIC.length + 4);
  if (
    keyLength !== keyBytes.length ||
    bytes.length !== HEADER_BYTES + keyLength + dataLength ||
    dataLength === 0
  )
    return null;
  if (!bytes.subarray(HEADER_BYTES, HEADER_BYTES + keyLength).equals(keyBytes)) return null;
  const data = bytes.subarray(HEADER_BYTES + keyLength);
  return checksum(data) === bytes.readUInt32LE(MAGIC.length + 8) ? data : null;
}

/** The entry's file: by command, build and Node; the rest of the key is checked inside. */
const entryFile = (dir, command, buildId) =>
  join(dir, `code-${command}-${buildId.slice(0, 16)}-${process.version}-${process.arch}${SUFFIX}`);

/** The data of the entry in `file` if it is `key`'s, else null (none, another's, damaged, unreadable). */
export function readCodeCache(file, key) {
  let data;
  try {
    data = decodeCodeCache(readFileSync(file), key);
  } catch {
    return null;
  }
  if (data) touch(file); // used now: the last of its command's to go
  return data;
}

/**
 * Writes the entry of `key` to `file` whole (cache-files.mjs), then keeps the MAX_ENTRIES_PER_COMMAND
 * most recently used entries of its command (`code-<command>-`). Returns whether it was written; a
 * failure is silent (no cache, no harm).
 */
export function writeCodeCache(file, key, data) {
  if (!writeWhole(file, encodeCodeCache(key, data))) return false;
  const dir = join(file, "..");
  const name = file.slice(dir.length + 1);
  const prefix = name.slice(0, name.indexOf("-", "code-".length) + 1);
  keepNewest(dir, (n) => n.startsWith(prefix) && n.endsWith(SUFFIX), MAX_ENTRIES_PER_COMMAND);
  return true;
}

/**
 * Runs a short command (argv[0] one of short-bundle-commands.mjs's) from the short bundle in
 * `bundleDir` (a path ending in "/"), with V8's code cache where the disk cache is on (cache-dir.mjs),
 * and returns its exit status; null where there is no short bundle (the caller runs main.js instead).
 * An entry is written after a run that needed one, ended well (status 0, not `--help`) and built no
 * table's world (a world read from the disk cache): V8's data then holds the bytecode of what such a
 * run runs, without zod's, three.js's and the BVH builder's (twice the size, read at every start).
 * A command that changes V8's flags (short-job.ts, node-pool.ts) has the data taken just before, since
 * V8 refuses data made under other flags than its own.
 */
export async function runShortBundle(bundleDir, argv, env = process.env) {
  const file = `${bundleDir}${SHORT_BUNDLE}`;
  let source;
  let st;
  try {
    st = statSync(file);
    // ASCII (esbuild's default charset escapes the rest; the build checks), so latin1 reads it as written
    source = readFileSync(file, "latin1");
  } catch {
    return null;
  }
  const command = argv[0];
  const dir = cacheDir(env);
  let entry = null;
  let key = null;
  if (dir) {
    let buildId = "";
    try {
      buildId = readFileSync(`${bundleDir}build-id`, "utf8").trim();
    } catch {
      // no build id: no cache
    }
    if (/^[0-9a-f]{64}$/.test(buildId)) {
      entry = entryFile(dir, command, buildId);
      key = codeCacheKey({
        buildId,
        bundleBytes: st.size,
        bundleMtimeMs: st.mtimeMs,
        command,
        node: process.version,
        v8: process.versions.v8,
        arch: process.arch,
      });
    }
  }
  const cached = entry ? readCodeCache(entry, key) : null;
  const { Script } = require("node:vm");
  const script = new Script(HEAD + source + TAIL, { filename: file, cachedData: cached ?? undefined });
  const state = !cached ? "none" : script.cachedDataRejected ? "rejected" : "accepted";
  const module = { exports: {} };
  script.runInThisContext()(
    module.exports,
    createRequire(file),
    module,
    file,
    bundleDir,
    pathToFileURL(file).href,
  );
  const { shortMain, mark, builtAWorld } = module.exports;
  const wanted = entry !== null && state !== "accepted";
  let data = null;
  const status = await shortMain(argv, {
    wholeProcess: true,
    codeCache: state,
    beforeV8Flags: wanted
      ? () => {
          data = script.createCachedData();
        }
      : undefined,
  });
  const help = argv.some((a) => a === "--help" || a === "-h");
  if (wanted && status === 0 && !help && !builtAWorld()) {
    if (writeCodeCache(entry, key, data ?? script.createCachedData())) mark("V8 code cache written");
  }
  return status;
}
