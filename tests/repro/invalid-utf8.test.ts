import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { fileText } from "../../src/app/files/file-text";
import { decodeUtf8, firstInvalidUtf8 } from "../../src/core/utf8";
import { exampleTable } from "../support/example-table";

// Regression (issue 18 item 12): files were decoded leniently, so a table saved as Latin-1 had each
// "é" turned into U+FFFD and validated (and was saved back so). Invalid UTF-8 is now refused with the
// offset of the first bad byte, in the CLI and when the app opens a picked or dropped file.

const latin1Table = () => {
  const t = exampleTable();
  t.description = "Caf\u00e9 on the ridge";
  // Latin-1: one byte per character, so the é is a lone 0xe9.
  return Buffer.from(JSON.stringify(t, null, 2), "latin1");
};
const offsetOfE9 = (bytes: Uint8Array) => bytes.indexOf(0xe9);

describe("repro: invalid UTF-8 is refused with its byte offset", () => {
  it("decodeUtf8 names the byte, its offset and line", () => {
    const bytes = latin1Table();
    const at = offsetOfE9(bytes);
    const line = bytes.subarray(0, at).toString("latin1").split("\n").length;
    expect(decodeUtf8(bytes)).toEqual({
      ok: false,
      error: [
        {
          path: "$",
          message: `is not UTF-8 text: byte 0xe9 at offset ${at} (line ${line}) does not begin a valid UTF-8 character; save the file as UTF-8`,
        },
      ],
    });
  });

  it("valid UTF-8 (with a byte-order mark too) decodes unchanged", () => {
    const text = '\ufeff{"name":"Caf\u00e9 \u{1F600}"}';
    expect(decodeUtf8(new TextEncoder().encode(text))).toEqual({ ok: true, value: text });
  });

  it("firstInvalidUtf8 agrees with a fatal TextDecoder on any bytes (seed 18120101)", () => {
    const strict = new TextDecoder("utf-8", { fatal: true });
    const bytesArb = fc.oneof(
      fc.uint8Array({ maxLength: 40 }),
      // mostly-valid text with one byte changed, so the offsets are not all at 0
      fc
        .tuple(fc.string({ unit: "grapheme", maxLength: 20 }), fc.nat(), fc.integer({ min: 0, max: 255 }))
        .map(([s, i, b]) => {
          const bytes = new TextEncoder().encode(s);
          if (bytes.length > 0) bytes[i % bytes.length] = b;
          return bytes;
        }),
    );
    fc.assert(
      fc.property(bytesArb, (bytes) => {
        let valid = true;
        try {
          strict.decode(bytes);
        } catch {
          valid = false;
        }
        const at = firstInvalidUtf8(bytes);
        expect(at === -1).toBe(valid);
        if (!valid) {
          // everything before the offset is valid UTF-8 on its own
          expect(() => strict.decode(bytes.subarray(0, at))).not.toThrow();
        }
      }),
      { seed: 18120101, numRuns: 5000 },
    );
  });

  it("the app refuses a picked or dropped Latin-1 file", async () => {
    const bytes = latin1Table();
    const r = await fileText(new Blob([bytes]));
    expect(r.ok ? "" : r.error[0]!.message).toMatch(
      new RegExp(`^is not UTF-8 text: byte 0xe9 at offset ${offsetOfE9(bytes)} `),
    );
  });

  const dir = mkdtempSync(join(tmpdir(), "sightline-utf8-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it("sightline validate exits 1 naming the file and the offset", () => {
    const file = join(dir, "latin1.json");
    const bytes = latin1Table();
    writeFileSync(file, bytes);
    const root = new URL("../..", import.meta.url).pathname;
    const r = spawnSync(process.execPath, ["src/cli/sightline.mjs", "validate", file], {
      cwd: root,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stdout + r.stderr).toContain(
      `${file}: $: is not UTF-8 text: byte 0xe9 at offset ${offsetOfE9(bytes)} `,
    );
  });
});
