import { createHash } from "node:crypto";
import { readdirSync, writeFileSync } from "node:fs";
import { cliCatalog, loadTable } from "../src/cli/io";
import { FIRESTRIKE_SIGHT } from "../src/core/firestrike/sight/rules";
import { lnlHexSight } from "../src/core/lnl/hex-sight";
import { buildCellRaster } from "../src/core/los/cell-raster";
import { deadGroundMap } from "../src/core/los/dead-ground";
import { hexLos } from "../src/core/los/hex-los";
import { lineOfSight } from "../src/core/los/line-of-sight";
import { minHeightMap } from "../src/core/los/min-height";
import { observerAtPoint, observerFromPlacement } from "../src/core/los/observer";
import { hexBoardOf } from "../src/core/table/hex-board";
import { placeUnit } from "../src/core/units/placement";
import { createWorld } from "../src/geometry/los/world";

/**
 * `npx tsx scripts/los-proof.ts out.json [--hex-only] [table.json ...]`: digests of every shipped
 * table's maps and LOS verdicts (or of the tables named), so two trees (before and after a change to
 * src/core/los or src/core/hex) can be compared cell for cell and verdict for verdict:
 * `diff <(jq -S . old.json) <(jq -S . new.json)`. Per table: dead-ground maps (2-yard and 0.5-yard
 * targets) for every unit and three point observers, a minimum-height map for every third unit, the
 * threat-style sum, on the tables of at most 30 units the full `los --json` verdict of every ordered
 * unit pair, and on a table with a hex grid the full `hexlos --json` verdict of every ordered pair of
 * board hexes (`hexlos:A1>B2`). `--hex-only` digests the hex verdicts alone (the square maps take
 * minutes on the bench tables, and src/core/los does not read src/core/hex). To run it on another
 * commit, copy this file into that tree (`git archive <commit> | tar -x -C dir`, node_modules linked).
 */
const digest = (data: Uint8Array | string) => createHash("sha256").update(data).digest("hex").slice(0, 16);

const args = process.argv.slice(2);
const hexOnly = args.includes("--hex-only");
const [outFile = "los-proof.json", ...named] = args.filter((a) => a !== "--hex-only");
const files =
  named.length > 0
    ? named
    : readdirSync("terrain")
        .filter((f) => f.endsWith(".json"))
        .sort()
        .map((f) => `terrain/${f}`);

const out: Record<string, Record<string, string>> = {};
const catalog = cliCatalog();
for (const file of files) {
  const name = file.split("/").pop()!;
  const table = loadTable(file);
  const world = createWorld(table, catalog, FIRESTRIKE_SIGHT);
  const rec: Record<string, string> = {};
  const board = hexBoardOf(table, world.terrain);
  if (board)
    for (const a of board.hexes.values())
      for (const b of board.hexes.values())
        if (a !== b)
          rec[`hexlos:${a.label}>${b.label}`] = digest(
            JSON.stringify(hexLos(world, board, a, b, lnlHexSight)),
          );
  if (hexOnly) {
    out[name] = rec;
    console.error(`${name}: ${Object.keys(rec).length} digests`);
    continue;
  }
  const raster = buildCellRaster(world, 0.25);
  const placements = table.units.map((u) => placeUnit(world.terrain, catalog, u));
  const observers = placements.map((p) => observerFromPlacement(world, p));
  for (const [x, y] of [
    [table.width / 2, table.depth / 2],
    [table.width / 4, table.depth / 3],
    [(3 * table.width) / 4, (2 * table.depth) / 3],
  ] as const)
    observers.push(observerAtPoint(world, x, y, 2, `point@${x},${y}`));
  let total = 0;
  const sum = new Uint16Array(raster.cols * raster.rows);
  observers.forEach((o, k) => {
    for (const h of [2, 0.5]) {
      const { visible } = deadGroundMap(world, raster, o, { targetHeightYards: h });
      rec[`dead:${o.id}:${h}`] = digest(visible);
      if (h === 2) for (let i = 0; i < sum.length; i++) sum[i] = sum[i]! + visible[i]!;
      for (const v of visible) total += v;
    }
    if (k % 3 === 0)
      rec[`minheight:${o.id}`] = digest(minHeightMap(world, raster, o, [0.5, 1, 2, 3, 4]).level);
  });
  rec["threat-sum"] = digest(new Uint8Array(sum.buffer));
  rec["visible-cells"] = String(total);
  if (table.units.length <= 30)
    for (const a of table.units)
      for (const b of table.units) {
        if (a.id === b.id) continue;
        const v = lineOfSight(world, a.id, b.id);
        rec[`los:${a.id}>${b.id}`] = digest(JSON.stringify(v));
      }
  out[name] = rec;
  console.error(`${name}: ${Object.keys(rec).length} digests`);
}
writeFileSync(outFile, `${JSON.stringify(out, null, 1)}\n`);
