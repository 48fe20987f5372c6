import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { formatTableLength, lengthsInInches, tableToFile } from "../../../src/core/table/length-unit";
import { validateTable } from "../../../src/core/table/validate";
import { exampleTable } from "../../support/example-table";

/** Tables measured in centimetres (issue 33 item 1): the file says so, and reading it gives inches. */

const catalog = builtinCatalog();

/** The example table written in cm: every length of the inch file × 2.54. */
function exampleInCm() {
  const t = exampleTable();
  return { ...(tableToFile({ ...validated(t), measuredIn: "cm" }) as object) };
}

function validated(json: unknown) {
  const r = validateTable(json, catalog);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe("a table measured in cm", () => {
  it("reads a cm file into the same inches as the inch file, measured in cm", () => {
    const inch = validated(exampleTable());
    const cmFile = exampleInCm() as Record<string, unknown>;
    expect(cmFile.lengthUnit).toBe("cm");
    expect(cmFile.width).toBeCloseTo(72 * 2.54, 9);
    const cm = validated(cmFile);
    expect(cm.measuredIn).toBe("cm");
    expect(cm.width).toBeCloseTo(inch.width, 9);
    expect(cm.features[0]!.type).toBe("hill");
    const hillIn = inch.features[0] as { outline: number[][]; slopeInches: number };
    const hillCm = cm.features[0] as { outline: number[][]; slopeInches: number };
    expect(hillCm.outline[1]![0]).toBeCloseTo(hillIn.outline[1]![0]!, 9);
    expect(hillCm.slopeInches).toBeCloseTo(hillIn.slopeInches, 9);
    // heights are ground-scale yards in either unit
    expect(cm.levelHeightYards).toBe(inch.levelHeightYards);
    expect(cm.units[0]!.x).toBeCloseTo(inch.units[0]!.x, 9);
  });

  it("reads a read table again without converting twice, and writes it back in cm", () => {
    const cm = validated(exampleInCm());
    const again = validated(JSON.parse(JSON.stringify(cm)));
    expect(again.width).toBeCloseTo(cm.width, 12);
    const file = tableToFile(again) as { width: number; units: { x: number }[] };
    expect(file.width).toBe(72 * 2.54);
    expect(file.units[0]!.x).toBe(12 * 2.54);
  });

  it("names a bad unit and a contrary measuredIn with their paths", () => {
    const bad = { ...exampleTable(), lengthUnit: "mm" };
    const r = validateTable(bad, catalog);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((p) => p.path)).toContain("$.lengthUnit");
    const contrary = { ...(exampleInCm() as object), measuredIn: "inch" };
    const c = validateTable(contrary, catalog);
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.error[0]).toMatchObject({ path: "$.measuredIn" });
  });

  it("leaves every shipped inch table exactly as it read before", () => {
    for (const f of readdirSync("terrain").filter((n) => n.endsWith(".json"))) {
      const json = JSON.parse(readFileSync(`terrain/${f}`, "utf8"));
      if (json.lengthUnit === "cm") continue;
      // the reading step returns the file as it is: nothing converted, no field added
      expect(lengthsInInches(json), f).toEqual(json);
    }
  });

  it("writes lengths in the table's unit", () => {
    expect(formatTableLength(5, undefined)).toBe('5.0"');
    expect(formatTableLength(50 / 2.54, "cm")).toBe("50.0 cm");
  });
});
