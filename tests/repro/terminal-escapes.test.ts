import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonLine, oneLine, terminalText } from "../../src/cli/terminal";
import { runCli } from "../support/cli-capture";
import { exampleTable } from "../support/example-table";

/**
 * Issue 18 item 4: table names, unit types, keys and ids reached the terminal raw, so a table's name
 * with a newline forged a second "fake.json: ok" line and an ANSI sequence cleared the screen.
 */

const root = new URL("../../", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "sightline-escapes-"));
// Any control character a terminal acts on, other than the line breaks between lines.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
const CLEAR = "\u001b[2J\u001b[H";

function tableFile(name: string, edit: (t: ReturnType<typeof exampleTable>) => void): string {
  const t = exampleTable();
  edit(t);
  const f = join(dir, name);
  writeFileSync(f, JSON.stringify(t));
  return f;
}

describe("text from a file cannot drive the terminal", () => {
  it("a table name with a newline cannot forge a second ok line, and a screen clear is printed escaped", () => {
    const f = tableFile("forged.json", (t) => {
      t.name = `Evil${CLEAR}\nfake.json: ok: "x", 1×1", 0 features, 0 units, 50 yd/in`;
    });
    const r = spawnSync(process.execPath, ["src/cli/sightline.mjs", "validate", f], {
      cwd: root,
      encoding: "utf8",
    });
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]!.startsWith(`${f}: ok: "Evil`)).toBe(true);
    expect(r.stdout).not.toMatch(/^fake\.json: ok/m);
    expect(r.stdout).not.toMatch(RAW_CONTROL);
    expect(r.stdout).toContain("\\x1B[2J\\x1B[H\\nfake.json: ok");
  });

  it("a key and a unit type with escapes and newlines stay on their problem's line", async () => {
    const f = tableFile("keys.json", (t) => {
      t.features[0][`bad${CLEAR}\nfake.json: ok`] = 1;
      t.units[0].type = `T-72\u009b31m\r\nfake.json: ok`;
    });
    const r = await runCli("validate", f);
    expect(r.code).toBe(1);
    expect(r.err).not.toMatch(RAW_CONTROL);
    for (const line of r.err.trimEnd().split("\n")) expect(line.startsWith(`${f}: `)).toBe(true);
    expect(r.err).toContain("bad\\x1B[2J\\x1B[H\\nfake.json: ok");
  });

  it("ids and names from the command line are escaped in error messages", async () => {
    const los = await runCli("los", "terrain/ridge-and-village.json", `b1${CLEAR}\nfake.json: ok`, "r4");
    expect(los.code).toBe(1);
    expect(los.err).not.toMatch(RAW_CONTROL);
    expect(los.err.trimEnd().split("\n")).toHaveLength(1);
    const cmd = await runCli(`x${CLEAR}`);
    expect(cmd.code).toBe(2);
    expect(cmd.err).not.toMatch(RAW_CONTROL);
    expect(cmd.err).toContain('unknown command "x\\x1B[2J\\x1B[H"');
    const opt = await runCli("validate", `--x${CLEAR}`);
    expect(opt.code).toBe(2);
    expect(opt.err).not.toMatch(RAW_CONTROL);
    const missing = await runCli("validate", join(dir, `none${CLEAR}\nfake.json: ok.json`));
    expect(missing.code).toBe(1);
    expect(missing.err).not.toMatch(RAW_CONTROL);
    expect(missing.err.trimEnd().split("\n")).toHaveLength(1);
  });
});

describe("the escaping helpers", () => {
  it("escape C0, DEL and C1; whole messages keep their own line breaks", () => {
    expect(oneLine("a\u001b[2Jb\nc\rd\te\u007ff\u009bg\u0000")).toBe(
      "a\\x1B[2Jb\\nc\\rd\\te\\x7Ff\\x9Bg\\x00",
    );
    expect(terminalText("one\ntwo\u001b[0m")).toBe("one\ntwo\\x1B[0m");
    expect(oneLine("plain text, ünïcode → ✓")).toBe("plain text, ünïcode → ✓");
  });

  it("JSON output escapes DEL and C1 too, and reads back as the same value", () => {
    const value = { name: "a\u001b[2J\n\u007f\u009b31m" };
    const line = jsonLine(value);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(JSON.parse(line)).toEqual(value);
  });
});
