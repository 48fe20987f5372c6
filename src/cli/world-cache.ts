import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CatalogEntry } from "../core/catalog/schema";
import type { Table } from "../core/table/schema";
import type { LosSceneData, TreeData } from "../geometry/bvh/scene-data";
import { keepNewest, touch, writeWhole } from "./cache-files.mjs";
import { checksum } from "./checksum.mjs";

/**
 * The CLI's disk cache of a table's world (issue 37): the validated table and catalog and the scene's
 * BVH buffers (its side tree included), so a short command on a table it has seen skips zod, three.js
 * and the BVH build. An entry holds its key whole (the code's build id, the catalog's bytes and the
 * table's bytes), compared byte for byte when it is read, and the CRC-32 of everything after its
 * header: an entry of another build, of other bytes, or damaged or cut short is never read, only
 * rebuilt over. Its file is named by the build and the bytes' CRC-32s, so another key's entry of the
 * same name (a CRC collision) is a miss, never a wrong world. No node:crypto: loading it was 15M of a
 * cache-hit `sightline los`'s 250M instructions, hashing the entry 4M more (callgrind). Writers put
 * a whole entry in a file of their own and rename it into place, so a reader sees a whole entry or none,
 * whichever of two processes writes last. Nothing here throws: a cache that cannot be read or written
 * is no cache, and the command runs as without one.
 */

/** The first bytes of an entry: the format's name and version. */
const MAGIC = Buffer.from("SLWC0002", "latin1");
/** magic, the CRC-32 of the rest, the key's length, the meta's length (u32 LE each) */
const HEADER_BYTES = MAGIC.length + 12;
/** The most entries the cache keeps; writing one more removes the least recently used. */
export const MAX_CACHE_ENTRIES = 32;
const ENTRY_SUFFIX = ".world";

/** Where the cache lives (cache-dir.mjs: the bin's code cache shares it). */
export { cacheDir } from "./cache-dir.mjs";

/**
 * The id of the code that runs: the CLI bundle's digest, written beside it by scripts/build-cli.mjs.
 * From the TypeScript sources (tsx) there is none, and no cache: the sources can change under a
 * cached entry with nothing to tell.
 */
export function bundleBuildId(): string | null {
  try {
    const id = readFileSync(new URL("./build-id", import.meta.url), "utf8").trim();
    return /^[0-9a-f]{64}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** An entry's key: its file's name, and the bytes it holds whole (build id, catalog, table) to compare. */
export interface WorldKey {
  /** the entry's file name, less its suffix: the build id, the bytes' lengths and CRC-32s */
  name: string;
  /** "sightline world cache", the build id, the catalog's and the table's lengths, then their bytes */
  bytes: Buffer;
}

/** The key of the world of these bytes of catalog and table under the build `buildId`. */
export function worldKey(buildId: string, catalogBytes: Uint8Array, tableBytes: Uint8Array): WorldKey {
  const lengths = Buffer.alloc(8);
  lengths.writeUInt32LE(catalogBytes.length, 0);
  lengths.writeUInt32LE(tableBytes.length, 4);
  const hex = (n: number) => n.toString(16).padStart(8, "0");
  return {
    name: `${buildId}-${catalogBytes.length}-${hex(checksum(catalogBytes))}-${tableBytes.length}-${hex(checksum(tableBytes))}`,
    bytes: Buffer.concat([
      Buffer.from(`sightline world cache\0${buildId}\0`, "latin1"),
      lengths,
      catalogBytes,
      tableBytes,
    ]),
  };
}

/** What an entry holds: a validated table, its catalog's types, and its scene with the side tree. */
export interface WorldEntry {
  table: Table;
  catalogTypes: CatalogEntry[];
  scene: LosSceneData & { sides: TreeData };
}

interface Meta {
  table: Table;
  catalogTypes: CatalogEntry[];
  features: LosSceneData["features"];
  triangleCount: number;
  sideTriangleCount: number;
  /** byte lengths of root, tris, triFeature, then the side tree's three */
  sizes: number[];
}

/**
 * True when `v` survives JSON.stringify → JSON.parse unchanged: plain objects and arrays of strings,
 * finite numbers (not −0), booleans and null, no undefined value. A validated table is such data; were
 * it ever not (a Map, a class), the entry would read back different, so it is not written.
 */
export function isPlainJson(v: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (v === null || typeof v === "string" || typeof v === "boolean") return true;
  if (typeof v === "number") return Number.isFinite(v) && !Object.is(v, -0);
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (!isPlainJson(v[i], depth + 1)) return false;
    return true;
  }
  if (typeof v !== "object") return false;
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return false;
  for (const k in v)
    if (!Object.hasOwn(v, k) || !isPlainJson((v as Record<string, unknown>)[k], depth + 1)) return false;
  return true;
}

const bytesOf = (a: ArrayBufferLike | ArrayBufferView): Uint8Array =>
  ArrayBuffer.isView(a) ? new Uint8Array(a.buffer, a.byteOffset, a.byteLength) : new Uint8Array(a);

/** An entry's bytes, or null where the table or catalog is not plain JSON data. */
export function encodeEntry(key: WorldKey, entry: WorldEntry): Buffer | null {
  const { table, catalogTypes, scene } = entry;
  if (!isPlainJson(table) || !isPlainJson(catalogTypes) || !isPlainJson(scene.features)) return null;
  const s = scene.sides;
  const parts = [scene.root, scene.tris, scene.triFeature, s.root, s.tris, s.triFeature].map(bytesOf);
  const meta: Meta = {
    table,
    catalogTypes,
    features: scene.features,
    triangleCount: scene.triangleCount,
    sideTriangleCount: s.triangleCount,
    sizes: parts.map((p) => p.byteLength),
  };
  const metaJson = Buffer.from(JSON.stringify(meta), "utf8");
  const rest = Buffer.concat([key.bytes, metaJson, ...parts]);
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header.writeUInt32LE(checksum(rest), MAGIC.length);
  header.writeUInt32LE(key.bytes.length, MAGIC.length + 4);
  header.writeUInt32LE(metaJson.length, MAGIC.length + 8);
  return Buffer.concat([header, rest]);
}

/** A buffer of `bytes` copied from `src` at `at`: shared where the platform allows (the map workers). */
function copyOut(src: Uint8Array, at: number, bytes: number): ArrayBufferLike {
  const buf =
    typeof SharedArrayBuffer !== "undefined" ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
  new Uint8Array(buf).set(src.subarray(at, at + bytes));
  return buf;
}

/** The entry in `bytes` if it is whole, undamaged and of `key`; else null. */
export function decodeEntry(bytes: Uint8Array, key: WorldKey): WorldEntry | null {
  try {
    if (bytes.length < HEADER_BYTES) return null;
    const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (!buf.subarray(0, MAGIC.length).equals(MAGIC)) return null;
    const keyBytes = buf.readUInt32LE(MAGIC.length + 4);
    if (keyBytes !== key.bytes.length || HEADER_BYTES + keyBytes > buf.length) return null;
    if (!buf.subarray(HEADER_BYTES, HEADER_BYTES + keyBytes).equals(key.bytes)) return null;
    if (checksum(buf.subarray(HEADER_BYTES)) !== buf.readUInt32LE(MAGIC.length)) return null;
    const payload = buf.subarray(HEADER_BYTES + keyBytes);
    const metaBytes = buf.readUInt32LE(MAGIC.length + 8);
    if (metaBytes > payload.length) return null;
    const meta = JSON.parse(payload.subarray(0, metaBytes).toString("utf8")) as Meta;
    const { sizes, triangleCount: n, sideTriangleCount: m } = meta;
    if (!Array.isArray(sizes) || sizes.length !== 6 || !Number.isInteger(n) || !Number.isInteger(m))
      return null;
    if (sizes.reduce((a, b) => a + b, 0) !== payload.length - metaBytes) return null;
    if (sizes[1] !== n * 36 || sizes[2] !== n * 2 || sizes[4] !== m * 36 || sizes[5] !== m * 2) return null;
    if (sizes[0]! % 4 !== 0 || sizes[3]! % 4 !== 0) return null;
    let at = metaBytes;
    const next = () => {
      const size = sizes.shift()!;
      const out = copyOut(payload, at, size);
      at += size;
      return out;
    };
    const tree = (count: number): TreeData => ({
      root: next(),
      tris: new Float32Array(next()),
      triFeature: new Uint16Array(next()),
      triangleCount: count,
    });
    const whole = tree(n);
    const sides = tree(m);
    return {
      table: meta.table,
      catalogTypes: meta.catalogTypes,
      scene: { ...whole, features: meta.features, sides },
    };
  } catch {
    return null;
  }
}

const entryPath = (dir: string, key: WorldKey) => join(dir, `${key.name}${ENTRY_SUFFIX}`);

/** The entry of `key` in `dir`, or null (none, another's, damaged, unreadable). */
export function readEntry(dir: string, key: WorldKey): WorldEntry | null {
  const file = entryPath(dir, key);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return null;
  }
  const entry = decodeEntry(bytes, key);
  if (entry) touch(file);
  return entry;
}

/**
 * Writes the entry of `key` into `dir` (made if missing), whole (cache-files.mjs), then trims the cache
 * to MAX_CACHE_ENTRIES. Returns whether the entry was written; a failure is silent (no cache, no harm).
 */
export function writeEntry(dir: string, key: WorldKey, entry: WorldEntry): boolean {
  const bytes = encodeEntry(key, entry);
  if (!bytes || !writeWhole(entryPath(dir, key), bytes)) return false;
  keepNewest(dir, (name) => name.endsWith(ENTRY_SUFFIX), MAX_CACHE_ENTRIES);
  return true;
}
