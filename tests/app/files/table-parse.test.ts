import { describe, expect, it } from "vitest";
import { parseTableFile } from "../../../src/app/files/table-parse-handler";
import { type ParseMessage, PROBLEMS_SENT } from "../../../src/app/files/table-parse-protocol";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { shippedTable } from "../support";

/** The table-parse worker's work, driven in Node with a Blob: progress by stage, then the result. */

const catalog = builtinCatalog();

async function run(text: string): Promise<ParseMessage[]> {
  const out: ParseMessage[] = [];
  await parseTableFile({ file: new Blob([text]), catalog }, (m) => out.push(m));
  return out;
}

describe("parseTableFile", () => {
  it("reads, parses and validates a good file, reporting each stage", async () => {
    const out = await run(JSON.stringify(shippedTable()));
    const stages = out.flatMap((m) => (m.kind === "progress" ? [m.stage] : []));
    expect([...new Set(stages)]).toEqual(["reading", "parsing", "validating"]);
    expect(out.at(-1)).toEqual({ kind: "result", ok: true, table: shippedTable() });
  });

  it("reports reading progress by the megabyte for a large file", async () => {
    const t = shippedTable();
    const big = JSON.stringify({ ...t, name: "x".repeat(3 << 20) });
    const reading = (await run(big)).filter((m) => m.kind === "progress" && m.stage === "reading");
    expect(reading.length).toBeGreaterThanOrEqual(3);
  });

  it("sends at most PROBLEMS_SENT problems and counts the rest", async () => {
    const units = Array.from({ length: 3_000 }, (_, i) => ({
      id: `u${i}`,
      side: "blue",
      type: "MBT",
      x: 500,
      y: 5,
    }));
    const out = await run(JSON.stringify({ ...shippedTable("open-plain"), units }));
    const last = out.at(-1)!;
    expect(last).toMatchObject({ kind: "result", ok: false });
    if (last.kind !== "result" || last.ok) return;
    expect(last.problems).toHaveLength(PROBLEMS_SENT);
    expect(last.problems.length + last.omitted).toBeGreaterThanOrEqual(3_000);
  });

  it("a syntax error is a problem with its line and column", async () => {
    const last = (await run("{\n  oops")).at(-1);
    expect(last).toMatchObject({ kind: "result", ok: false, omitted: 0 });
    expect(JSON.stringify(last)).toMatch(/line 2, column 3/);
  });
});
