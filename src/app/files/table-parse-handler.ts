import type { Catalog } from "../../core/catalog/schema";
import { parseJsonText, validateTable } from "../../core/table/validate";
import { decodeUtf8 } from "../../core/utf8";
import { type ParseMessage, type ParseRequest, PROBLEMS_SENT } from "./table-parse-protocol";

/**
 * What the table-parse worker does with a file, apart from how messages arrive (so Node tests drive it
 * with a Blob): read it in chunks, reporting bytes, then parse and validate with the one validator.
 */

/** How much is read at a time (bytes); progress is reported after each piece. */
const PIECE_BYTES = 1 << 20;

async function readText(file: Blob, post: (m: ParseMessage) => void): Promise<ReturnType<typeof decodeUtf8>> {
  const total = file.size;
  const bytes = new Uint8Array(total);
  for (let at = 0; at < total; at += PIECE_BYTES) {
    bytes.set(new Uint8Array(await file.slice(at, at + PIECE_BYTES).arrayBuffer()), at);
    post({
      kind: "progress",
      stage: "reading",
      doneBytes: Math.min(total, at + PIECE_BYTES),
      totalBytes: total,
    });
  }
  // Decoded whole, strictly: bytes that are not UTF-8 are refused with their offset, as on the page.
  return decodeUtf8(bytes);
}

/** Parses one file and posts its progress and result. */
export async function parseTableFile(request: ParseRequest, post: (m: ParseMessage) => void): Promise<void> {
  const total = request.file.size;
  post({ kind: "progress", stage: "reading", doneBytes: 0, totalBytes: total });
  const text = await readText(request.file, post);
  if (!text.ok) return post({ kind: "result", ok: false, problems: text.error, omitted: 0 });
  post({ kind: "progress", stage: "parsing", doneBytes: total, totalBytes: total });
  const json = parseJsonText(text.value);
  if (!json.ok) return post({ kind: "result", ok: false, problems: json.error, omitted: 0 });
  post({ kind: "progress", stage: "validating", doneBytes: total, totalBytes: total });
  const table = validateTable(json.value, request.catalog as Catalog);
  if (table.ok) return post({ kind: "result", ok: true, table: table.value });
  post({
    kind: "result",
    ok: false,
    problems: table.error.slice(0, PROBLEMS_SENT),
    omitted: Math.max(0, table.error.length - PROBLEMS_SENT),
  });
}
