import type { Catalog } from "../../core/catalog/schema";
import type { Problem } from "../../core/problems";
import { err, ok, type Result } from "../../core/result";
import type { Table } from "../../core/table/schema";
import { parseJsonText, validateTable } from "../../core/table/validate";
import { decodeUtf8 } from "../../core/utf8";

/**
 * Share links: the whole table, its units and the current LOS check, compressed into the URL fragment
 * so the link works with no server. Format (docs/app.md):
 *
 *   <page URL>#share=<base64url(deflate-raw(UTF-8 JSON))>
 *   JSON: { "format": "sightline-share/1", "table": <sightline-table/1>, "los": ["b1", "r1"] | null }
 *
 * The fragment never reaches a server. Decoding validates the table with the one validator.
 */

/** The share payload's format tag. */
export const SHARE_FORMAT = "sightline-share/1";
/** The fragment parameter that carries a share payload. */
export const SHARE_PARAM = "share";

/** What a share link reproduces. */
export interface SharePayload {
  table: Table;
  los: [string, string] | null;
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/**
 * The most a share link may inflate to. A browser's address bar holds about 2 MB, and table JSON
 * deflates about 10:1, so a real link stays well under this; a crafted one (deflate reaches about
 * 1000:1) would otherwise fill the tab's memory before it could be refused.
 */
export const SHARE_MAX_BYTES = 32 << 20;

/** Inflates `bytes`, or null once the output passes `max` bytes (the rest is never produced). */
async function inflateAtMost(bytes: Uint8Array, max: number): Promise<Uint8Array | null> {
  const reader = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream("deflate-raw"))
    .getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > max) {
      await reader.cancel();
      return null;
    }
    parts.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

/** Encodes a payload as the fragment value (without `#share=`). */
export async function encodeShare(payload: SharePayload): Promise<string> {
  const json = JSON.stringify({ format: SHARE_FORMAT, table: payload.table, los: payload.los });
  return toBase64Url(await pipe(new TextEncoder().encode(json), new CompressionStream("deflate-raw")));
}

/** The full share link for a page URL (any existing fragment is replaced). */
export async function shareLink(pageUrl: string, payload: SharePayload): Promise<string> {
  const url = new URL(pageUrl);
  url.hash = `${SHARE_PARAM}=${await encodeShare(payload)}`;
  url.search = "";
  return url.toString();
}

/** The encoded payload in a URL fragment such as `#share=…`, or null when there is none. */
export function shareFragment(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  return params.get(SHARE_PARAM);
}

const bad = (message: string): Result<never, Problem[]> => err([{ path: "#share", message }]);

/** Decodes and validates a share fragment value. */
export async function decodeShare(
  encoded: string,
  catalog: Catalog,
): Promise<Result<SharePayload, Problem[]>> {
  const bytes = fromBase64Url(encoded);
  if (!bytes || bytes.length === 0) return bad("is not a Sightline share link (bad characters or empty)");
  let raw: Uint8Array | null;
  try {
    raw = await inflateAtMost(bytes, SHARE_MAX_BYTES);
  } catch {
    return bad("is damaged: it does not decompress (was the link cut short?)");
  }
  if (!raw) return bad(`is too large: it holds more than ${SHARE_MAX_BYTES >> 20} MB of table`);
  const text = decodeUtf8(raw);
  if (!text.ok) return err(text.error.map((p) => ({ ...p, path: "#share" })));
  const json = parseJsonText(text.value);
  if (!json.ok) return json;
  const v = json.value as { format?: unknown; table?: unknown; los?: unknown };
  if (v?.format !== SHARE_FORMAT) return bad(`must be a "${SHARE_FORMAT}" payload`);
  const table = validateTable(v.table, catalog);
  if (!table.ok) return err(table.error.map((p) => ({ ...p, path: p.path.replace(/^\$/, "#share.table") })));
  let los: [string, string] | null = null;
  if (Array.isArray(v.los) && v.los.length === 2 && v.los.every((s) => typeof s === "string"))
    los = [v.los[0] as string, v.los[1] as string];
  else if (v.los !== null && v.los !== undefined) return bad('"los" must be [observerId, targetId] or null');
  return ok({ table: table.value, los });
}

/** A short stable key for a share payload, so autosave can tell edits of this shared table apart. */
export function shareKey(encoded: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < encoded.length; i++) h = Math.imul(h ^ encoded.charCodeAt(i), 0x01000193) >>> 0;
  return `share:${h.toString(36)}`;
}
