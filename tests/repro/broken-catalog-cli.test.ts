import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// A user's edit that breaks the catalog used to crash every command with a stack trace.
const root = new URL("../../", import.meta.url).pathname;
const run = (catalog: string) =>
  spawnSync(process.execPath, ["src/cli/sightline.mjs", "validate", "terrain/ridge-and-village.json"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, SIGHTLINE_CATALOG: catalog },
  });

describe("a broken unit catalog gets a message, not a crash", () => {
  const dir = mkdtempSync(join(tmpdir(), "sightline-catalog-"));
  it("not JSON", () => {
    const f = join(dir, "syntax.json");
    writeFileSync(f, '{ "format": "sightline-catalog/1", "types": [ }');
    const r = run(f);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`^${f}: \\$: is not valid JSON at line 1, column \\d+`));
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
  it("a bad entry", () => {
    const f = join(dir, "entry.json");
    const json = JSON.parse(readFileSync(join(root, "models/catalog.json"), "utf8"));
    json.types[0].eyeYards = 9;
    writeFileSync(f, JSON.stringify(json));
    const r = run(f);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(`${f}: $.types[0].eyeYards: eye height 9 yd is above the silhouette height 2 yd\n`);
  });
});
