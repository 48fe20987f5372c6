import { type HexLosVerdict, hexLos } from "../core/los/hex-los";
import type { HexSightRules } from "../core/los/hex-sight-rules";
import { noSquareSight } from "../core/los/sight-rules";
import { boardHexByLabel, type HexBoard, hexBoardOf } from "../core/table/hex-board";
import type { MeasuredWorld } from "../geometry/los/world";
import { parseArgs } from "./args";
import { UserError } from "./io";
import { jsonLine, oneLine, printOut } from "./terminal";
import { loadWorld } from "./world";

/** The command's usage, printed by `--help` and with a mistake. */
export const USAGE = "usage: sightline hexlos <table.json> <hex> <hex> [--json]";

/** `sightline hexlos`'s arguments, checked before any file is read. */
export interface HexLosCliOptions {
  file: string;
  from: string;
  to: string;
  json: boolean;
}

/** Parses `sightline hexlos`'s arguments, or throws a UserError (exit 2) naming what is wrong. */
export function hexlosOptions(argv: readonly string[]): HexLosCliOptions {
  const args = parseArgs(argv, [], ["json"]);
  const [file, from, to, extra] = args.positionals;
  if (!file || !from || !to || extra !== undefined) throw new UserError(USAGE, 2);
  return { file, from, to, json: args.flags.has("json") };
}

/** The board of a loaded table, or a UserError saying the table has no hex grid. */
export function boardOrFail(world: MeasuredWorld, file: string): HexBoard {
  const board = hexBoardOf(world.table, world.terrain);
  if (!board)
    throw new UserError(
      `${oneLine(file)}: table "${oneLine(world.table.name)}" has no hex grid ("hex" in the table file)`,
    );
  return board;
}

/** A board hex by label, or a UserError naming the label and the board's extent. */
export function hexOrFail(board: HexBoard, label: string, file: string) {
  const h = boardHexByLabel(board, label);
  if (h) return h;
  const labels = [...board.hexes.values()].map((x) => x.label);
  throw new UserError(
    `${oneLine(file)}: no hex "${oneLine(label)}" on the board (hexes ${labels[0]} to ${labels[labels.length - 1]}, column letters then row)`,
  );
}

/** The verdict in words, one line per crossed hex. */
export function hexLosText(v: HexLosVerdict): string {
  const lines = [
    `${v.from} → ${v.to}: ${v.visible ? "LOS clear" : "LOS BLOCKED"}, ${v.distanceHexes} hex${v.distanceHexes === 1 ? "" : "es"}` +
      (v.visible
        ? `, ${v.degradingCounted} degrading hex${v.degradingCounted === 1 ? "" : "es"} counted`
        : ""),
  ];
  if (v.blockedBecause) lines.push(`  blocked: ${v.blockedBecause}`);
  for (const c of v.crossed)
    lines.push(
      `  ${c.label.padEnd(5)} ${c.via === "interior" ? "        " : c.via === "hexside-left" ? "side, L " : "side, R "} ${c.effect.padEnd(9)} ${c.why}`,
    );
  for (const s of v.hexsides)
    lines.push(
      `  along the hexside ${s.left}|${s.right} (${s.enterInches}–${s.exitInches}"): traced both ways, the ${v.chosen} way counts`,
    );
  return lines.join("\n");
}

/**
 * `sightline hexlos`: hex LOS between two hexes, measured and read by the hex sight rules handed in
 * (main.ts gives Lock 'n Load's). Exit 0 whatever the verdict.
 */
export function hexlosCommand(argv: readonly string[], rules: HexSightRules): number {
  const { file, from, to, json } = hexlosOptions(argv);
  const world = loadWorld(file, noSquareSight("hexlos"));
  const board = boardOrFail(world, file);
  const v = hexLos(world, board, hexOrFail(board, from, file), hexOrFail(board, to, file), rules);
  printOut(json ? jsonLine(v as unknown as Record<string, unknown>) : hexLosText(v));
  return 0;
}
