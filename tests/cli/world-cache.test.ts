import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cliCatalog, loadTable } from "../../src/cli/io";
import {
  cacheDir,
  decodeEntry,
  encodeEntry,
  isPlainJson,
  MAX_CACHE_ENTRIES,
  readEntry,
  type WorldEntry,
  type WorldKey,
  worldKey,
  writeEntry,
} from "../../src/cli/world-cache";
import { sceneData } from "../../src/geometry/bvh/los-scene";
import { createWorld } from "../../src/geometry/los/world";
import { RULESETS } from "../../src/rulesets";

// The CLI's disk cache of a table's world (issue 37): keyed on the build and the bytes, never read when
// damaged, written whole. The whole commands through the bundle are in world-cache-cli.test.ts.

const root = new URL("../../", import.meta.url).pathname;
const tableFile = `${root}terrain/ridge-and-village.json`;
const catalogBytes = readFileSync(`${root}models/catalog.json`);
const tableBytes = readFileSync(tableFile);
const BUILD = "a".repeat(64);

function entryOf(file = tableFile): WorldEntry {
  const catalog = cliCatalog();
  const table = loadTable(file, catalog);
  const world = createWorld(table, catalog, RULESETS[0]!.sight!);
  return { table, catalogTypes: catalog.types, scene: sceneData(world.scene) as WorldEntry["scene"] };
}
const entry = entryOf();

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), "world-cache-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const bytes = (a: ArrayBufferLike | ArrayBufferView) =>
  ArrayBuffer.isView(a) ? Buffer.from(a.buffer, a.byteOffset, a.byteLength) : Buffer.from(a);

describe("the world cache's key", () => {
  const key = worldKey(BUILD, catalogBytes, tableBytes);
  /** Whether two keys name the same file, and whether they hold the same bytes. */
  const same = (a: WorldKey, b: WorldKey) => [a.name === b.name, a.bytes.equals(b.bytes)];

  it("changes (file name and bytes) with a byte of the table, a byte of the catalog, or the build id", () => {
    for (let at = 0; at < tableBytes.length; at += 997) {
      const t = Buffer.from(tableBytes);
      t[at] = t[at]! ^ 1;
      expect(same(worldKey(BUILD, catalogBytes, t), key), `table byte ${at}`).toEqual([false, false]);
    }
    const c = Buffer.from(catalogBytes);
    c[10] = c[10]! ^ 1;
    expect(same(worldKey(BUILD, c, tableBytes), key)).toEqual([false, false]);
    expect(same(worldKey("b".repeat(64), catalogBytes, tableBytes), key)).toEqual([false, false]);
    // a byte moved from the catalog's end to the table's start is another key too
    expect(
      same(
        worldKey(BUILD, catalogBytes.subarray(0, -1), Buffer.concat([catalogBytes.subarray(-1), tableBytes])),
        key,
      ),
    ).toEqual([false, false]);
    expect(same(worldKey(BUILD, catalogBytes, tableBytes), key)).toEqual([true, true]);
    expect(key.name).toMatch(/^[0-9a-f-]+$/);
  });
});

describe("an entry", () => {
  const key = worldKey(BUILD, catalogBytes, tableBytes);
  const encoded = encodeEntry(key, entry)!;

  it("reads back as the table, catalog and scene (side tree too) that were written", () => {
    const back = decodeEntry(encoded, key)!;
    expect(back).not.toBeNull();
    expect(back.table).toEqual(entry.table);
    expect(back.catalogTypes).toEqual(entry.catalogTypes);
    expect(back.scene.features).toEqual(entry.scene.features);
    expect(back.scene.triangleCount).toBe(entry.scene.triangleCount);
    for (const part of ["root", "tris", "triFeature"] as const) {
      expect(bytes(back.scene[part]).equals(bytes(entry.scene[part])), part).toBe(true);
      expect(bytes(back.scene.sides[part]).equals(bytes(entry.scene.sides[part])), `sides.${part}`).toBe(
        true,
      );
    }
    expect(back.scene.sides.triangleCount).toBe(entry.scene.sides.triangleCount);
  });

  it("is not read under another key, even one of the same file name (a CRC-32 collision)", () => {
    expect(decodeEntry(encoded, worldKey("b".repeat(64), catalogBytes, tableBytes))).toBeNull();
    const t = Buffer.from(tableBytes);
    t[100] = t[100]! ^ 1;
    const collision: WorldKey = { name: key.name, bytes: worldKey(BUILD, catalogBytes, t).bytes };
    expect(decodeEntry(encoded, collision)).toBeNull();
    expect(decodeEntry(encoded, { name: "another", bytes: key.bytes })).not.toBeNull();
  });

  it("is not read when cut short anywhere, or with any byte changed (seed 37: bytes picked by a fixed stride)", () => {
    for (const len of [0, 1, 8, 19, 20, 21, 200, key.bytes.length + 20, encoded.length - 1])
      expect(decodeEntry(encoded.subarray(0, len), key), `cut at ${len}`).toBeNull();
    const stride = Math.max(1, Math.floor(encoded.length / 37));
    for (let at = 0; at < encoded.length; at += stride) {
      const bad = Buffer.from(encoded);
      bad[at] = bad[at]! ^ 0x40;
      expect(decodeEntry(bad, key), `byte ${at} changed`).toBeNull();
    }
    expect(decodeEntry(Buffer.concat([encoded, Buffer.from([0])]), key), "a byte added").toBeNull();
    expect(
      decodeEntry(
        Buffer.from("not an entry at all, but long enough to have a header of 20 bytes........."),
        key,
      ),
    ).toBeNull();
  });

  it("is not written where the table is not plain JSON data (it would read back different)", () => {
    expect(isPlainJson({ a: [1, "x", true, null, { b: 2.5 }] })).toBe(true);
    for (const bad of [new Map(), { a: undefined }, [Number.NaN], { x: -0 }, { d: new Date(0) }, [() => 1]])
      expect(isPlainJson(bad)).toBe(false);
    const table = { ...entry.table, extra: new Map() } as unknown as WorldEntry["table"];
    expect(encodeEntry(key, { ...entry, table })).toBeNull();
  });
});

describe("the cache folder", () => {
  const key = worldKey(BUILD, catalogBytes, tableBytes);

  it("is SIGHTLINE_CACHE_DIR, else under XDG_CACHE_HOME or ~/.cache, and off with SIGHTLINE_CACHE=0", () => {
    expect(cacheDir({ SIGHTLINE_CACHE_DIR: "/x/y" })).toBe("/x/y");
    expect(cacheDir({ XDG_CACHE_HOME: "/c" })).toBe("/c/sightline");
    expect(cacheDir({ XDG_CACHE_HOME: "relative" })).toMatch(/\.cache\/sightline$/);
    expect(cacheDir({ SIGHTLINE_CACHE: "0", SIGHTLINE_CACHE_DIR: "/x/y" })).toBeNull();
  });

  it("holds a written entry whole, with no temporary file left, and reads it back", () => {
    const dir = join(tempDir(), "made/by/the/write");
    expect(writeEntry(dir, key, entry)).toBe(true);
    expect(readdirSync(dir)).toEqual([`${key.name}.world`]);
    expect(readEntry(dir, key)!.table).toEqual(entry.table);
  });

  it("ignores a damaged entry (no error), and a rewrite replaces it", () => {
    const dir = tempDir();
    writeEntry(dir, key, entry);
    const file = join(dir, `${key.name}.world`);
    const whole = readFileSync(file);
    writeFileSync(file, whole.subarray(0, whole.length >> 1));
    expect(readEntry(dir, key)).toBeNull();
    writeFileSync(file, "");
    expect(readEntry(dir, key)).toBeNull();
    expect(writeEntry(dir, key, entry)).toBe(true);
    expect(readFileSync(file).equals(whole)).toBe(true);
  });

  it("reads nothing and writes nothing where the folder cannot be made, without an error", () => {
    const file = join(tempDir(), "a-file");
    writeFileSync(file, "x");
    expect(readEntry(join(file, "cache"), key)).toBeNull();
    expect(writeEntry(join(file, "cache"), key, entry)).toBe(false);
  });

  it(`keeps the ${MAX_CACHE_ENTRIES} most recently used entries and removes stale temporary files`, () => {
    const dir = tempDir();
    const keys = Array.from({ length: MAX_CACHE_ENTRIES + 2 }, (_, i) =>
      worldKey(`${i}`.padStart(64, "0"), catalogBytes, tableBytes),
    );
    // A fixed time long past (2001), not one reckoned from the clock: older than any stale-temp age.
    const old = 1_000_000_000;
    writeFileSync(join(dir, "dead-writer.tmp"), "half");
    utimesSync(join(dir, "dead-writer.tmp"), old, old);
    keys.slice(0, MAX_CACHE_ENTRIES).forEach((k, i) => {
      writeEntry(dir, k, entry);
      utimesSync(join(dir, `${k.name}.world`), old + i, old + i);
    });
    // the oldest written, read now, outlives the two next oldest when two more are written
    expect(readEntry(dir, keys[0]!)).not.toBeNull();
    for (const k of keys.slice(MAX_CACHE_ENTRIES)) writeEntry(dir, k, entry);
    const left = new Set(readdirSync(dir));
    expect(left.size).toBe(MAX_CACHE_ENTRIES);
    expect(left.has(`${keys[0]!.name}.world`)).toBe(true);
    expect(left.has(`${keys[1]!.name}.world`)).toBe(false);
    expect(left.has(`${keys[2]!.name}.world`)).toBe(false);
    expect(left.has(`${keys.at(-1)!.name}.world`)).toBe(true);
    expect(existsSync(join(dir, "dead-writer.tmp"))).toBe(false);
  });
});
