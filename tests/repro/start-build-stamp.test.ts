import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without types
import { inputHash, upToDate } from "../../scripts/start.mjs";

/**
 * Issue 23 item 16: `npm start` serves the build that `npm install` made (scripts/start.mjs) and must
 * build again when anything that goes into it changed, or it would serve stale code.
 */
describe("npm start's build stamp", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function repo(): string {
    root = `${mkdtempSync(join(tmpdir(), "sightline-stamp-"))}/`;
    for (const d of ["src", "terrain", "models", "public", "out"]) mkdirSync(join(root, d));
    writeFileSync(join(root, "src", "main.ts"), "export const a = 1;\n");
    writeFileSync(join(root, "terrain", "t.json"), "{}");
    writeFileSync(join(root, "package-lock.json"), "{}");
    return root;
  }

  it("is up to date only while no input changed", () => {
    const r = repo();
    const out = join(r, "out");
    expect(upToDate(out, r)).toBe(false); // never built
    writeFileSync(join(out, ".sightline-build-stamp"), inputHash(r));
    expect(upToDate(out, r)).toBe(true);
    writeFileSync(join(r, "src", "main.ts"), "export const a = 2;\n");
    expect(upToDate(out, r)).toBe(false); // a source edited
    writeFileSync(join(out, ".sightline-build-stamp"), inputHash(r));
    writeFileSync(join(r, "terrain", "mine.json"), "{}");
    expect(upToDate(out, r)).toBe(false); // a table dropped in
    writeFileSync(join(out, ".sightline-build-stamp"), inputHash(r));
    writeFileSync(join(r, "package-lock.json"), '{"v":2}');
    expect(upToDate(out, r)).toBe(false); // dependencies changed
  });

  it("does not count files outside the inputs", () => {
    const r = repo();
    const out = join(r, "out");
    writeFileSync(join(out, ".sightline-build-stamp"), inputHash(r));
    writeFileSync(join(r, "notes.txt"), "x");
    expect(upToDate(out, r)).toBe(true);
  });
});
