import type { Problem } from "./problems";
import { err, ok, type Result } from "./result";

/**
 * File bytes to text. A file that is not UTF-8 is refused with the offset of the first bad byte,
 * rather than decoded with U+FFFD in place of what it held (a Latin-1 "é" in a unit label would
 * silently become "�" and be saved back that way). The CLI and the app read every file through this.
 */

interface Utf8Decoder {
  decode(bytes: Uint8Array): string;
}
type DecoderClass = new (label: string, options: { fatal: boolean; ignoreBOM: boolean }) => Utf8Decoder;

// TextDecoder is in every runtime the core runs in (Node, browsers, workers), not in the core's lib.
const Decoder = (globalThis as unknown as { TextDecoder: DecoderClass }).TextDecoder;
let decoder: Utf8Decoder | null = null;

/** Decodes UTF-8 bytes; invalid bytes give a Problem at `$` naming the byte offset and line. */
export function decodeUtf8(bytes: Uint8Array): Result<string, Problem[]> {
  decoder ??= new Decoder("utf-8", { fatal: true, ignoreBOM: true });
  try {
    return ok(decoder.decode(bytes));
  } catch {
    const at = Math.max(0, firstInvalidUtf8(bytes));
    let line = 1;
    for (let i = 0; i < at; i++) if (bytes[i] === 0x0a) line++;
    const hex = (bytes[at] ?? 0).toString(16).padStart(2, "0");
    return err([
      {
        path: "$",
        message: `is not UTF-8 text: byte 0x${hex} at offset ${at} (line ${line}) does not begin a valid UTF-8 character; save the file as UTF-8`,
      },
    ]);
  }
}

/** Offset of the first byte that does not begin a well-formed UTF-8 sequence, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    // Lead byte: how many continuation bytes follow, and the allowed range of the first of them
    // (which rules out overlong forms, surrogates and code points past U+10FFFF).
    let more: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) more = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      more = 2;
      if (b === 0xe0) lo = 0xa0;
      if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      more = 3;
      if (b === 0xf0) lo = 0x90;
      if (b === 0xf4) hi = 0x8f;
    } else return i;
    for (let k = 1; k <= more; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < (k === 1 ? lo : 0x80) || c > (k === 1 ? hi : 0xbf)) return i;
    }
    i += more + 1;
  }
  return -1;
}
