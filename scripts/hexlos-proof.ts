import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { boardOrFail, hexOrFail } from "../src/cli/hexlos";
import { jsonLine, terminalText } from "../src/cli/terminal";
import { loadWorld } from "../src/cli/world";
import { lnlHexSight } from "../src/core/lnl/hex-sight";
import { hexLos } from "../src/core/los/hex-los";
import { noSquareSight } from "../src/core/los/sight-rules";

/**
 * `npx tsx scripts/hexlos-proof.ts [--pairs out.tsv] [--check-cli N] [table.json ...]`: the output of
 * `sightline hexlos <table> <a> <b> --json` for every ordered pair of distinct board hexes of every
 * shipped table with a hex grid (or of the tables named), and one digest per table: sha256 of those
 * lines in board order, each `A>B<TAB>json`. Two trees give byte-identical digests when every pair's
 * verdict is byte-identical (issue 36 item 5: Lock 'n Load's hex LOS must not change when its sight
 * rules move out of core/hex). Beside the shipped tables it reads tests/fixtures/hex-proof-table.json,
 * which puts what they lack on one board: pointy hexes, smoke features and overrides, level overrides,
 * walls, hedges, every override terrain and two hill levels. It runs the command's own steps (`loadWorld`, `boardOrFail`,
 * `hexOrFail`, the verdict, `jsonLine`, the terminal escaping) once per table rather than spawning
 * the CLI tens of thousands of times; `--check-cli N` spawns the real command for N pairs spread over
 * each table and fails unless its stdout is the same line. `--pairs` writes every line, for a diff
 * when two digests differ.
 */
const args = process.argv.slice(2);
const opt = (name: string): string | null => {
  const i = args.indexOf(name);
  if (i < 0) return null;
  const v = args[i + 1]!;
  args.splice(i, 2);
  return v;
};
const pairsFile = opt("--pairs");
const checkCli = Number(opt("--check-cli") ?? 0);
const files =
  args.length > 0
    ? args
    : readdirSync("terrain")
        .filter((f) => f.endsWith(".json"))
        .sort()
        .map((f) => `terrain/${f}`)
        .filter((f) => (JSON.parse(readFileSync(f, "utf8")) as { hex?: unknown }).hex !== undefined)
        .concat(["tests/fixtures/hex-proof-table.json"]);

type World = ReturnType<typeof loadWorld>;
type Board = ReturnType<typeof boardOrFail>;

/** One pair's `hexlos --json` stdout, without the newline console.log adds. */
function verdictLine(world: World, board: Board, file: string, from: string, to: string): string {
  const v = hexLos(world, board, hexOrFail(board, from, file), hexOrFail(board, to, file), lnlHexSight);
  return terminalText(jsonLine(v as unknown as Record<string, unknown>));
}

const all: string[] = [];
let failed = false;
for (const file of files) {
  const t0 = performance.now();
  const world = loadWorld(file, noSquareSight("hexlos"));
  const board = boardOrFail(world, file);
  const labels = [...board.hexes.values()].map((h) => h.label);
  const hash = createHash("sha256");
  const lines: string[] = [];
  for (const a of labels)
    for (const b of labels) {
      if (a === b) continue;
      const line = `${a}>${b}\t${verdictLine(world, board, file, a, b)}\n`;
      hash.update(line);
      if (pairsFile || checkCli > 0) lines.push(line);
    }
  const count = labels.length * (labels.length - 1);
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(`${file}\t${labels.length} hexes\t${count} pairs\tsha256 ${hash.digest("hex")}\t(${secs} s)`);
  for (let k = 0; k < checkCli; k++) {
    const line = lines[Math.floor((k * lines.length) / checkCli)]!;
    const [pair, json] = line.split("\t") as [string, string];
    const [a, b] = pair.split(">") as [string, string];
    const cli = spawnSync(process.execPath, ["src/cli/sightline.mjs", "hexlos", file, a, b, "--json"], {
      encoding: "utf8",
    });
    if (cli.stdout !== json) {
      failed = true;
      console.log(`  MISMATCH ${pair}: the CLI printed ${JSON.stringify(cli.stdout.slice(0, 200))}`);
    }
  }
  if (checkCli > 0 && !failed) console.log(`  ${checkCli} pairs checked against the CLI: identical`);
  if (pairsFile) all.push(...lines.map((l) => `${file}\t${l}`));
}
if (pairsFile) writeFileSync(pairsFile, all.join(""));
if (failed) process.exitCode = 1;
