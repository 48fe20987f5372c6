import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { validateTable } from "../../src/core/table/validate";
import { buildLosMesh } from "../../src/geometry/los-mesh";
import { type AnyJson, exampleTable } from "../support/example-table";

// Regression (issue 18 item 12): `validate` passed tables that `los`, `deadground` and `fire` then
// crashed on (exit 70). `facing: 1e308` turned the base's corners into NaN, which slipped past the
// off-table test ("idx.rowEdges[r] is not iterable"); 65,535 features overflowed the 16-bit feature
// numbers of the line-of-sight mesh ("too many features"). Whatever validates must run.

const catalog = builtinCatalog();
const root = new URL("../..", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "sightline-run-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(...args: string[]) {
  return spawnSync(process.execPath, ["src/cli/sightline.mjs", ...args], {
    cwd: root,
    encoding: "utf8",
    timeout: 60_000,
  });
}

/** n tiny minefields in rows, all on the table. */
function manyFeatures(n: number): AnyJson {
  const t = exampleTable();
  t.features = Array.from({ length: n }, (_, i) => {
    const x = 1 + (i % 200) * 0.3;
    const y = 1 + Math.floor(i / 200) * 0.1;
    return {
      id: `m${i}`,
      type: "minefield",
      outline: [
        [x, y],
        [x + 0.2, y],
        [x + 0.2, y + 0.05],
      ],
    };
  });
  return t;
}

describe("repro: what validates can run", () => {
  it.each([1e308, -1e308, 361, -360.5])("facing %d is refused with the range", (facing) => {
    const t = exampleTable();
    t.units[0].facing = facing;
    const r = validateTable(t, catalog);
    expect(r.ok ? [] : r.error.map((p) => p.path)).toEqual(["$.units[0] (b1).facing"]);
    expect(r.ok ? "" : r.error[0]!.message).toMatch(/^must be at (most 360|least -360), not /);
  });

  it("a facing at the ends of the range validates and `los` runs on it", () => {
    for (const facing of [360, -360]) {
      const t = exampleTable();
      t.units[0].facing = facing;
      expect(validateTable(t, catalog).ok).toBe(true);
      const file = join(dir, `facing${facing}.json`);
      writeFileSync(file, JSON.stringify(t));
      const r = cli("los", file, "b1", "r1");
      expect(r.stderr).toBe("");
      expect(r.status).toBe(0);
    }
  });

  it("the line of sight mesh's feature limit is the validator's: 65,534", () => {
    const over = validateTable(manyFeatures(65_535), catalog);
    expect(over.ok ? [] : over.error).toEqual([
      {
        path: "$.features",
        message:
          "holds 65535 features; a table holds at most 65534 (line of sight numbers its features, and the ground, in 16 bits)",
      },
    ]);
    const most = validateTable(manyFeatures(65_534), catalog);
    expect(most.ok).toBe(true);
    if (most.ok) expect(buildLosMesh(most.value).features.length).toBe(65_535);
  });
});
