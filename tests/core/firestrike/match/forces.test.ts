import { describe, expect, it } from "vitest";
import { buildSetup, emptySide, rosterDefaults } from "../../../../src/core/firestrike/match/forces";
import { forceFromTable, READY_FORCES } from "../../../../src/core/firestrike/match/ready-forces";
import { parseSetup } from "../../../../src/core/firestrike/setup/validate";
import { validateTable } from "../../../../src/core/table/validate";
import { shippedTable } from "../../../support/worlds";
import { catalog, charts, stats } from "../../game/support";

/** The force builder: rosters with sourced defaults, nested formations with grades, ready-made forces. */

describe("roster defaults", () => {
  it("come from the charts' Command & Discovery row, each marked with its source", () => {
    const d = rosterDefaults(charts, "good");
    expect(d.commandRating).toMatchObject({
      value: charts.command.qualities.good!.command,
      source: "project default",
    });
    expect(d.discoveryRating!.value).toBe(charts.command.qualities.good!.discovery);
    expect(d.sabr!.value).toBe(charts.command.qualities.good!.sabr);
    expect(d.airSuperiority).toMatchObject({ value: "parity", source: "project default" });
  });
});

describe("ready-made forces", () => {
  it.each(READY_FORCES.map((f) => [f.id]))("%s builds a valid set-up for both sides", (id) => {
    const f = READY_FORCES.find((x) => x.id === id)!;
    const r = buildSetup(
      {
        name: id,
        turnLimit: 8,
        sides: [
          { ...emptySide(charts, "blue", "Blue"), formations: f.formations("blue") },
          { ...emptySide(charts, "red", "Red", "poor"), formations: f.formations("red") },
        ],
      },
      stats,
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const checked = parseSetup(r.value, { charts, stats, catalog });
    if (!checked.ok) throw new Error(JSON.stringify(checked.error));
    // Every formation below the top has its parent on the same side, and an HQ sits at battalion level.
    const hqs = checked.value.bases.filter((b) => b.statLine === "HQ");
    expect(hqs.map((b) => checked.value.formations.find((x) => x.id === b.formation)!.level)).toEqual([
      "battalion",
      "battalion",
    ]);
    expect(checked.value.sides[1]!.commandRating).toBe(charts.command.qualities.poor!.command);
  });

  it("puts mounted infantry inside the formation's transports, within their room", () => {
    const f = READY_FORCES.find((x) => x.id === "mechanised-company")!;
    const r = buildSetup(
      {
        name: "m",
        turnLimit: 6,
        sides: [
          { ...emptySide(charts, "blue", "B"), formations: f.formations("blue") },
          { ...emptySide(charts, "red", "R"), formations: f.formations("red") },
        ],
      },
      stats,
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const blue = r.value.bases.filter((b) => b.side === "blue");
    const riders = blue.filter((b) => b.carriedBy);
    expect(riders).toHaveLength(3);
    expect(new Set(riders.map((b) => b.carriedBy)).size).toBe(3);
    for (const b of riders) expect(blue.find((v) => v.id === b.carriedBy)!.statLine).toBe("APC");
  });

  it("gives each formation's grade to its bases", () => {
    const f = READY_FORCES[0]!
      .formations("blue")
      .map((x) => (x.level === "company" ? { ...x, grade: "veteran" as const } : x));
    const r = buildSetup(
      {
        name: "g",
        turnLimit: 6,
        sides: [
          { ...emptySide(charts, "blue", "B"), formations: f },
          { ...emptySide(charts, "red", "R"), formations: READY_FORCES[1]!.formations("red") },
        ],
      },
      stats,
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const tanks = r.value.bases.filter((b) => b.formation === "blue-tanks");
    expect(tanks.map((b) => b.grade)).toEqual(["veteran", "veteran", "veteran", "veteran"]);
  });

  it("reports a transport shortage and a missing parent instead of building a broken force", () => {
    const r = buildSetup(
      {
        name: "bad",
        turnLimit: 6,
        sides: [
          {
            ...emptySide(charts, "blue", "Blue"),
            formations: [
              {
                id: "x",
                name: "X",
                level: "company",
                parent: "nowhere",
                grade: "seasoned",
                training: "trained",
                bases: [{ statLine: "infantry", count: 1, mounted: true }],
              },
            ],
          },
          { ...emptySide(charts, "red", "Red"), formations: [] },
        ],
      },
      stats,
    );
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.map((p) => p.message)).toEqual([
        '"nowhere" is not a formation of Blue',
        "X has no transport room left for mounted infantry bases",
        "Red has no formations",
      ]);
  });
});

describe("a force from the table's own units", () => {
  it("counts each side's units by stat line, HQs in the battalion", () => {
    const table = shippedTable("ridge-and-village.json");
    const f = forceFromTable(table, "red", stats, catalog);
    const total = f.flatMap((x) => x.bases).reduce((a, b) => a + b.count, 0);
    expect(total).toBe(table.units.filter((u) => u.side === "red").length);
    expect(f[0]!.bases.every((b) => b.statLine === "HQ")).toBe(true);
    expect(validateTable(table, catalog).ok).toBe(true);
  });
});

describe("off-board artillery", () => {
  it("adds one battery per count to the side's roster, valid for the rules", () => {
    const f = READY_FORCES[1]!;
    const r = buildSetup(
      {
        name: "arty",
        turnLimit: 6,
        sides: [
          { ...emptySide(charts, "blue", "Blue"), offBoardBatteries: 2, formations: f.formations("blue") },
          { ...emptySide(charts, "red", "Red"), formations: f.formations("red") },
        ],
      },
      stats,
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const checked = parseSetup(r.value, { charts, stats, catalog });
    if (!checked.ok) throw new Error(JSON.stringify(checked.error));
    expect(checked.value.sides[0]!.offBoardArtillery.map((b) => b.id)).toEqual([
      "blue-battery-1",
      "blue-battery-2",
    ]);
    expect(checked.value.sides[1]!.offBoardArtillery).toEqual([]);
  });
});
