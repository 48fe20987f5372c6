import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { boardOrFail, hexOrFail } from "../../../src/cli/hexlos";
import { jsonLine, terminalText } from "../../../src/cli/terminal";
import { loadWorld } from "../../../src/cli/world";
import { hexfireHexSight } from "../../../src/core/hexfire/hex-sight";
import { lnlHexSight } from "../../../src/core/lnl/hex-sight";
import { hexLos } from "../../../src/core/los/hex-los";
import type { HexSightRules } from "../../../src/core/los/hex-sight-rules";
import { noSquareSight } from "../../../src/core/los/sight-rules";

/**
 * The ridge village's measured hex LOS, pinned: `scripts/hexlos-proof.ts` digests every ordered pair's
 * `sightline hexlos --json` line of each hex table (recorded in docs/architecture.md and
 * docs/rulesets/hexfire.md; 25 440 pairs, too many for the suite), and this test digests the same
 * lines (`A>B<TAB>json`, board order) for every fourth hex of the board: 40 hexes, 1 560 ordered pairs,
 * under the command's sight rules (the first listed hex ruleset's, Lock 'n Load's) and under this
 * ruleset's own (`hexfireHexSight`, what its fire, Op Fire and Recon sight read). A change to the
 * table, the hex crossing or either reading changes a digest; rerun the script to see which pairs.
 */
const FILE = "terrain/hexfire-ridge-village.json";

function sampleDigest(rules: HexSightRules): { pairs: number; sha: string } {
  const world = loadWorld(FILE, noSquareSight("hexlos"));
  const board = boardOrFail(world, FILE);
  const labels = [...board.hexes.values()].map((h) => h.label).filter((_, i) => i % 4 === 0);
  const hash = createHash("sha256");
  let pairs = 0;
  for (const a of labels)
    for (const b of labels) {
      if (a === b) continue;
      const v = hexLos(world, board, hexOrFail(board, a, FILE), hexOrFail(board, b, FILE), rules);
      hash.update(`${a}>${b}\t${terminalText(jsonLine(v as unknown as Record<string, unknown>))}\n`);
      pairs++;
    }
  return { pairs, sha: hash.digest("hex") };
}

describe("the ridge village's hex LOS digests (terrain/hexfire-ridge-village.json)", () => {
  it("hexlos --json under the command's rules: every fourth hex's ordered pairs", () => {
    expect(sampleDigest(lnlHexSight)).toEqual({
      pairs: 1560,
      sha: "d63366608243f84652dc8521cc5cd7c15ef23c0e0678ed2ad7e7afcda9bbe185",
    });
  });
  it("under the hexfire ruleset's own hex sight rules", () => {
    expect(sampleDigest(hexfireHexSight)).toEqual({
      pairs: 1560,
      sha: "dfb7945bef29d01ffe8778a3d5bc60ea43a257ad3615006ac7361f215d398edf",
    });
  });
});
