import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  decodeShare,
  encodeShare,
  SHARE_MAX_BYTES,
  shareFragment,
  shareKey,
  shareLink,
} from "../../../src/app/files/share";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { shippedTable } from "../support";

describe("share links", () => {
  it("round-trip the table and the LOS check through the URL fragment", async () => {
    const table = shippedTable();
    const link = await shareLink("http://sightline.test/?table=x.json#old", { table, los: ["b1", "r1"] });
    const url = new URL(link);
    expect(url.search).toBe("");
    const encoded = shareFragment(url.hash)!;
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    // compressed: well under the JSON size
    expect(encoded.length).toBeLessThan(JSON.stringify(table).length / 2);
    const decoded = await decodeShare(encoded, builtinCatalog());
    expect(decoded).toEqual({ ok: true, value: { table, los: ["b1", "r1"] } });
  });

  it("a damaged link is reported, not thrown", async () => {
    const encoded = await encodeShare({ table: shippedTable(), los: null });
    const cut = await decodeShare(encoded.slice(0, 40), builtinCatalog());
    expect(cut.ok).toBe(false);
    if (!cut.ok) expect(cut.error[0]!.message).toMatch(/damaged|not valid JSON/);
    const junk = await decodeShare("!!!", builtinCatalog());
    expect(junk.ok).toBe(false);
    if (!junk.ok)
      expect(junk.error[0]).toEqual({
        path: "#share",
        message: expect.stringMatching(/not a Sightline share link/),
      });
  });

  it("a link that inflates past the cap (a deflate bomb) is refused without building it", async () => {
    // 40 MB of spaces deflate to about 40 kB: a link a page could be sent
    const bomb = deflateRawSync(Buffer.alloc(SHARE_MAX_BYTES + (8 << 20), 0x20), { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    const r = await decodeShare(bomb.toString("base64url"), builtinCatalog());
    expect(r).toEqual({
      ok: false,
      error: [
        { path: "#share", message: `is too large: it holds more than ${SHARE_MAX_BYTES >> 20} MB of table` },
      ],
    });
  });

  it("a link whose text is not UTF-8 is refused with the byte's offset, not decoded with U+FFFD", async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"format":"sightline-share/1","x":"caf'),
      Buffer.from([0xe9, 0x22, 0x7d]),
    ]);
    const r = await decodeShare(deflateRawSync(bytes).toString("base64url"), builtinCatalog());
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toEqual([
        { path: "#share", message: expect.stringMatching(/not UTF-8 text: byte 0xe9 at offset 38/) },
      ]);
  });

  it("an invalid table inside a link reports the validator's problems with their paths", async () => {
    const table = { ...shippedTable(), width: -3 };
    const encoded = await encodeShare({ table, los: null });
    const r = await decodeShare(encoded, builtinCatalog());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((p) => p.path)).toContain("#share.table.width");
  });

  it("the share key is stable and differs between payloads", () => {
    expect(shareKey("abc")).toBe(shareKey("abc"));
    expect(shareKey("abc")).not.toBe(shareKey("abd"));
  });
});
