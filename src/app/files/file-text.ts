import type { Problem } from "../../core/problems";
import type { Result } from "../../core/result";
import { decodeUtf8 } from "../../core/utf8";

/** A picked or dropped file's text; a file that is not UTF-8 is refused with the byte offset (not read as U+FFFD). */
export async function fileText(file: Blob): Promise<Result<string, Problem[]>> {
  return decodeUtf8(new Uint8Array(await file.arrayBuffer()));
}
