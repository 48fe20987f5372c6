import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** docs/rulesets/firefight.md cites tests and code that exist: every `› "name"` and every code file. */

const root = new URL("../../", import.meta.url);
const doc = readFileSync(new URL("docs/rulesets/firefight.md", root), "utf8");
const testDir = new URL("tests/core/firefight/", root);
const tests = [
  ...readdirSync(testDir).map((f) => readFileSync(new URL(f, testDir), "utf8")),
  readFileSync(new URL("tests/cli/firefight.test.ts", root), "utf8"),
].join("\n");

describe("docs/rulesets/firefight.md", () => {
  it("names only tests that exist", () => {
    const names = [...doc.matchAll(/› "([^"]+)"/g)].map((m) => m[1]!.split("…")[0]!.trim());
    expect(names.length).toBeGreaterThan(20);
    const missing = names.filter((n) => !tests.includes(n));
    expect(missing).toEqual([]);
  });

  it("names only code files that exist, and every seed clause has a row", () => {
    const files = [...doc.matchAll(/`([a-z-]+\.ts)`/g)].map((m) => m[1]!);
    const src = readdirSync(new URL("src/core/firefight/", root));
    const missing = files.filter(
      (f) =>
        !src.includes(f) && !readdirSync(new URL("src/cli/", root)).includes(f) && !f.endsWith(".test.ts"),
    );
    expect(missing).toEqual([]);
    const rows = [...doc.matchAll(/^\| (\d+) +\|/gm)].map((m) => Number(m[1]));
    expect(rows).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
  });
});
