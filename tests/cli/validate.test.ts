import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleTable } from "../support/example-table";

/**
 * `sightline validate` as a user runs it: a real process, real files. Checks exit codes, that every
 * problem is printed as `file: path: sentence`, and that no stack trace ever reaches the user.
 */

const root = new URL("../..", import.meta.url).pathname;
let dir = "";

function validate(...files: string[]) {
  const r = spawnSync(process.execPath, ["src/cli/sightline.mjs", "validate", ...files], {
    cwd: root,
    encoding: "utf8",
    timeout: 110_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const STACK = /^\s+at\s|\w+Error:|node:internal/m;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "sightline-cli-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

// Every shipped table in one process: seconds on a quiet machine, over 30 s at load 24 (a hang guard,
// not a timing).
describe("sightline validate", { timeout: 120_000 }, () => {
  it("exits 0 for every shipped table and says so on stdout", () => {
    const tables = readdirSync(join(root, "terrain"))
      .filter((f) => f.endsWith(".json"))
      .map((f) => `terrain/${f}`);
    expect(tables.length).toBeGreaterThanOrEqual(3);
    const r = validate(...tables);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    for (const t of tables) expect(r.stdout).toContain(`${t}: ok:`);
  });

  it("prints every problem with file name, JSON path and sentence, and exits non-zero", () => {
    const t = exampleTable();
    t.width = "wide";
    t.features[2].outline = [
      [40, 5],
      [48, 12],
      [48, 5],
      [40, 12],
    ];
    t.units[0].type = "tank";
    t.units[1].postur = "prone";
    const bad = file("several.json", JSON.stringify(t, null, 2));
    const r = validate(bad);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    const lines = r.stderr.trim().split("\n");
    expect(lines).toEqual([
      `${bad}: $.width: must be a number, not the text "wide"`,
      `${bad}: $.features[2] (woods-1).outline: crosses itself near (44, 8.5): the edge from point [0] to [1] meets the edge from point [2] to [3]`,
      expect.stringMatching(/: \$\.units\[0\] \(b1\)\.type: unknown unit type "tank"; the catalog has /),
      `${bad}: $.units[1] (r1).postur: is not a known field; did you mean "posture"?`,
      `${bad}: 4 problems`,
    ]);
    expect(lines[2]!.startsWith(`${bad}: `)).toBe(true);
    expect(r.stderr).not.toMatch(STACK);
  });

  const broken: [name: string, file: string, text: string, problem: string][] = [
    [
      "not JSON at all",
      "garbage.json",
      "<html>not a table</html>",
      '$: is not valid JSON at line 1, column 1: unexpected character "<"',
    ],
    ["an empty file", "empty.json", "", "$: is not valid JSON: the file is empty"],
    [
      "the text NaN",
      "nan.json",
      '{"format": "sightline-table/1", "width": NaN}',
      "$: is not valid JSON at line 1, column 42: NaN is not a number JSON can hold; write an ordinary number",
    ],
    [
      "a newer format",
      "newer.json",
      JSON.stringify({ ...exampleTable(), format: "sightline-table/2" }),
      '$.format: "sightline-table/2" was written by a newer Sightline; this version reads "sightline-table/1"',
    ],
  ];

  describe("rejects files that cannot be tables with one clear line each and no stack trace", () => {
    // One process for all of them: each start of the CLI costs a second or two of tsx start-up.
    let run: ReturnType<typeof validate>;
    beforeAll(() => {
      run = validate(...broken.map(([, name, text]) => file(name, text)));
    });

    it("exits 1", () => {
      expect(run.code).toBe(1);
      expect(run.stderr).not.toMatch(STACK);
    });

    it.each(broken)("%s", (_name, name, _text, problem) => {
      const path = join(dir, name);
      const mine = run.stderr.split("\n").filter((l) => l.startsWith(`${path}: `));
      expect(mine).toEqual([`${path}: ${problem}`, `${path}: 1 problem`]);
    });
  });

  it("checks every file it is given: one bad file fails the run, good ones still say ok", () => {
    const good = file("good.json", JSON.stringify(exampleTable()));
    const missing = join(dir, "missing.json");
    const folder = join(dir, "a-folder.json");
    mkdirSync(folder, { recursive: true });
    const r = validate(good, missing, folder);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${good}: ok:`);
    expect(r.stderr.trim().split("\n")).toEqual([
      `${missing}: cannot read: no such file`,
      `${folder}: cannot read: is a folder, not a file`,
    ]);
    expect(r.stderr).not.toMatch(STACK);
  });

  it("without a file name, prints usage and exits 2", () => {
    const r = validate();
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe("usage: sightline validate <table.json>... [--quiet]");
  });
});
