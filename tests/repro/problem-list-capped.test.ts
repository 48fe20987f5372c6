import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { capProblems, moreProblemsText, PROBLEM_CAP, type Problem } from "../../src/core/problems";
import { runCli } from "../support/cli-capture";
import { exampleTable } from "../support/example-table";

/**
 * Issue 18 item 8: a table with a million points off the table printed a million problem lines
 * (115 MB, 1.4 GB of memory). Reports list the first PROBLEM_CAP problems and count the rest.
 */

const dir = mkdtempSync(join(tmpdir(), "sightline-cap-"));
const OFF = 5000;

function offTableWall(): string {
  const t = exampleTable();
  const path: [number, number][] = [];
  for (let i = 0; i < OFF; i++) path.push([-1 - (i % 7) * 0.01, i * 0.001]);
  t.features.push({ id: "long-wall", type: "wall", path, heightYards: 1 });
  const f = join(dir, "off-table.json");
  writeFileSync(f, JSON.stringify(t));
  return f;
}

describe("problem lists are capped", () => {
  it("validate prints the first 100 problems, a count of the rest, and the true total", async () => {
    const f = offTableWall();
    const r = await runCli("validate", f);
    expect(r.code).toBe(1);
    const lines = r.err.trimEnd().split("\n");
    expect(PROBLEM_CAP).toBe(100);
    expect(lines).toHaveLength(PROBLEM_CAP + 2);
    expect(lines[0]).toBe(`${f}: $.features[8] (long-wall).path[0]: point (-1, 0) is off the 72×48 table`);
    expect(lines[PROBLEM_CAP]).toBe(
      `${f}: … and ${(OFF - PROBLEM_CAP).toLocaleString("en-US")} more problems`,
    );
    expect(lines[PROBLEM_CAP + 1]).toBe(`${f}: ${OFF} problems`);
  });

  it("a command given a table with too many problems caps its message the same way", async () => {
    const r = await runCli("los", offTableWall(), "b1", "r1");
    expect(r.code).toBe(1);
    const lines = r.err.trimEnd().split("\n");
    expect(lines).toHaveLength(PROBLEM_CAP + 1);
    expect(lines.at(-1)).toMatch(/: … and 4,900 more problems$/);
  });

  it("capProblems keeps the first n in order and counts the rest", () => {
    const list: Problem[] = Array.from({ length: 7 }, (_, i) => ({ path: `$.p[${i}]`, message: "bad" }));
    expect(capProblems(list, 3)).toEqual({ shown: list.slice(0, 3), more: 4 });
    expect(capProblems(list, 7)).toEqual({ shown: list, more: 0 });
    expect(capProblems(list, 100)).toEqual({ shown: list, more: 0 });
    expect(capProblems(list, 0)).toEqual({ shown: [], more: 7 });
    expect(capProblems(list).shown).toHaveLength(7);
    expect(moreProblemsText(1)).toBe("… and 1 more problem");
    expect(moreProblemsText(999900)).toBe("… and 999,900 more problems");
  });
});
