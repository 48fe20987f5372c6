import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * docs/rulesets/ww2cm.md, "Air and night": every row cites code files that exist and tests that exist
 * (`file › name`, or `› name` for the row's last file), and none is marked "Not done".
 */
const root = new URL("../../../../", import.meta.url);
const doc = readFileSync(new URL("docs/rulesets/ww2cm.md", root), "utf8");
const section = doc.slice(doc.indexOf("## Air and night"), doc.indexOf("### Not done (issue 35)"));
const rows = section
  .split("\n")
  .filter((l) => l.startsWith("| ") && !l.startsWith("| Seed clause") && !l.startsWith("| ---"));
const testText = (file: string) =>
  readFileSync(new URL(`tests/core/ww2cm/air/${file}.test.ts`, root), "utf8");

describe("docs/rulesets/ww2cm.md, Air and night", () => {
  it("has a row per sentence group, each with code and a test", () => {
    expect(rows.length).toBe(30);
    expect(rows.filter((r) => r.includes("Not done"))).toEqual([]);
  });

  it("names only tests and code files that exist", () => {
    const src = [
      ...readdirSync(new URL("src/core/ww2cm/air/", root)),
      ...readdirSync(new URL("src/core/ww2cm/", root)),
    ];
    const missing: string[] = [];
    for (const r of rows) {
      const [, , code, test] = r.split(" | ");
      for (const m of (code ?? "").matchAll(/`(?:air\/)?([a-z-]+\.ts)`/g))
        if (!src.includes(m[1]!)) missing.push(m[1]!);
      let file = "";
      for (const m of (test ?? "").matchAll(/`(?:([a-z-]+) )?› ([^`]+)`/g)) {
        file = m[1] ?? file;
        const name = m[2]!.split("…")[0]!.trim();
        if (!testText(file).includes(name)) missing.push(`${file} › ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
