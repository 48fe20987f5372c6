import type { Catalog } from "../../core/catalog/schema";
import type { Problem } from "../../core/problems";
import type { Table } from "../../core/table/schema";

/**
 * Messages between the page and the table-parse worker (table-parse.worker.ts): a file goes in, stage
 * progress comes out, then the table or its problems. Plain data only; the file travels as a Blob
 * handle, so the page never reads its bytes.
 */

/** The stages a file goes through, in order. */
export const PARSE_STAGES = ["reading", "parsing", "validating"] as const;
export type ParseStage = (typeof PARSE_STAGES)[number];

/** How many problems the worker sends back; the rest are only counted (the page shows 100). */
export const PROBLEMS_SENT = 1_000;

/** Page → worker. */
export interface ParseRequest {
  file: Blob;
  catalog: Catalog;
}

/** Worker → page. */
export type ParseMessage =
  | { kind: "progress"; stage: ParseStage; doneBytes: number; totalBytes: number }
  | { kind: "result"; ok: true; table: Table }
  | { kind: "result"; ok: false; problems: Problem[]; omitted: number };
