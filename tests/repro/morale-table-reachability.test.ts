import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { highestColumn, reachableReactions } from "../../src/core/firestrike/morale/table";
import { GRADES } from "../../src/core/firestrike/vocab";
import { charts } from "../core/firestrike/helpers";

// Regression (issue 17 item 10): vehicles never read past column 7 (six damage points, the seventh
// destroys; +1 column when immobilized), so Elite and Veteran vehicles could never Rout or Break-up, and
// nothing said so. No table can give every grade every result within those columns (the proof below), so
// docs/rules-coverage.md 6.2.3 documents why and lists what each grade's vehicles can reach; this test
// keeps that list true to the shipped charts.

const ORDER = ["-", "P", "H", "W", "R", "B"] as const;

describe("repro: which Morale results each grade can reach (seed 000 §6.2, §6.3)", () => {
  it("foot troops reach every result of every grade", () => {
    expect(highestColumn(charts, "foot")).toBe(Number.POSITIVE_INFINITY);
    for (const g of GRADES)
      expect(reachableReactions(charts, g, "foot").reached.sort(), g).toEqual(
        ["none", "pinned", "hide", "withdraw", "rout", "break-up"].sort(),
      );
  });

  it("vehicles read columns 0-6, and 7 only when immobilized", () => {
    expect(highestColumn(charts, "vehicle")).toBe(7);
  });

  it("proof: with Seasoned column 4 = P (the seed's example), no Seasoned row that gets worse with hits holds H, W, R and B in columns 0-7 (so no steadier Veteran or Elite row does)", () => {
    // every row that never gets milder with more hits, over columns 0..7, with column 0 "-" and column 4 "P"
    const rows: string[][] = [];
    const grow = (row: string[]) => {
      if (row.length === 8) return void rows.push(row);
      const from = row.length === 0 ? 0 : ORDER.indexOf(row[row.length - 1] as (typeof ORDER)[number]);
      for (let k = from; k < ORDER.length; k++) {
        if (row.length === 0 && ORDER[k] !== "-") continue;
        if (row.length === 4 && ORDER[k] !== "P") continue;
        grow([...row, ORDER[k]!]);
      }
    };
    grow([]);
    expect(rows.length).toBeGreaterThan(10);
    expect(
      rows.filter((r) => r.includes("B") && r.includes("R") && r.includes("W") && r.includes("H")),
    ).toEqual([]);
  });

  const table = () => {
    const doc = readFileSync(new URL("../../docs/rules-coverage.md", import.meta.url), "utf8");
    const row = doc.split("\n").find((l) => l.startsWith("| 6.2.3 "));
    return row ?? "";
  };

  it.each(GRADES)("docs/rules-coverage.md 6.2.3 says what %s vehicles can reach", (grade) => {
    const { reached, onlyImmobilized } = reachableReactions(charts, grade, "vehicle");
    const all = ["none", "pinned", "hide", "withdraw", "rout", "break-up"];
    const never = all.filter((r) => !reached.includes(r as never) && !onlyImmobilized.includes(r as never));
    const said = `${grade} vehicles: ${reached.filter((r) => r !== "none").join(", ")}${
      onlyImmobilized.length > 0 ? `; ${onlyImmobilized.join(", ")} only when immobilized` : ""
    }${never.length > 0 ? `; never ${never.join(", ")}` : ""}`;
    expect(table()).toContain(said);
  });
});
