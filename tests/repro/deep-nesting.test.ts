import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateRawSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { decodeShare } from "../../src/app/files/share";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { parseGameText } from "../../src/core/firestrike/match/format";
import { parseJsonText } from "../../src/core/json-text";
import { parseTableText } from "../../src/core/table/validate";
import { charts, stats } from "../core/game/support";

// Regression (issue 18 item 11): the recursive JSON scanner overflowed the stack on 10,000 unclosed
// `[`: the CLI exited 70, a share link gave a blank page, parseGameText threw. Valid but deep JSON
// parsed, then JSON.stringify (and any recursive walk) overflowed on it later. Both are now refused
// with the line and column of the bracket past the limit (64 levels).

const unclosed = "[".repeat(10_000);
const closed = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
const deepTable = `{"format":"sightline-table/1","features":${"[".repeat(100)}`;
const deepMessage = (column: number, line = 1) =>
  `is nested too deeply at line ${line}, column ${column}: lists and objects open here more than 64 levels deep; Sightline reads at most 64`;

describe("repro: deeply nested JSON is refused, never thrown", () => {
  it.each([
    ["10,000 unclosed [", unclosed],
    ["10,000 closed [ ]", closed],
  ])("parseJsonText: %s", (_name, text) => {
    expect(parseJsonText(text)).toEqual({ ok: false, error: [{ path: "$", message: deepMessage(65) }] });
  });

  it("64 levels are fine, 65 are not", () => {
    expect(parseJsonText(`${"[".repeat(64)}${"]".repeat(64)}`).ok).toBe(true);
    expect(parseJsonText(`${"[".repeat(65)}${"]".repeat(65)}`).ok).toBe(false);
  });

  it("a deep line far into the file is placed by line and column", () => {
    const text = `{\n  "a": [1, "[[[["],\n  "b": ${"[".repeat(70)}`;
    expect(parseJsonText(text)).toEqual({ ok: false, error: [{ path: "$", message: deepMessage(71, 3) }] });
  });

  it("parseTableText and parseGameText refuse it", () => {
    const catalog = builtinCatalog();
    expect(parseTableText(deepTable, catalog)).toEqual({
      ok: false,
      error: [{ path: "$", message: deepMessage(105) }],
    });
    for (const text of [unclosed, closed, `{"format":"sightline-game/1","commands":${closed}}`])
      expect(parseGameText(text, { catalog, charts, stats }).ok).toBe(false);
  });

  it("a share link holding deep JSON gives a problem, not a blank page", async () => {
    for (const text of [unclosed, closed]) {
      const encoded = deflateRawSync(Buffer.from(text)).toString("base64url");
      const r = await decodeShare(encoded, builtinCatalog());
      expect(r).toEqual({ ok: false, error: [{ path: "$", message: deepMessage(65) }] });
    }
  });

  const dir = mkdtempSync(join(tmpdir(), "sightline-deep-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it("sightline validate exits 1 with the position, no stack trace", () => {
    const file = join(dir, "deep.json");
    writeFileSync(file, unclosed);
    const root = new URL("../..", import.meta.url).pathname;
    const r = spawnSync(process.execPath, ["src/cli/sightline.mjs", "validate", file], {
      cwd: root,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stdout + r.stderr).toContain(`${file}: $: ${deepMessage(65)}`);
    expect(r.stdout + r.stderr).not.toMatch(/RangeError|^\s+at\s/m);
  });
});
