import type { Catalog } from "../../core/catalog/schema";
import { err, ok, type Result } from "../../core/result";
import { tableToFile } from "../../core/table/length-unit";
import type { Table } from "../../core/table/schema";
import { parseTableText } from "../../core/table/validate";
import type { AppStore } from "../store/store";
import type { ProblemReport } from "../store/types";
import { fileText } from "./file-text";
import type { TableParseClient } from "./table-parse-client";

/** Opening tables from files and same-origin URLs, always through the one validator. */

/** Validates file text and loads it; a bad file is reported and the current table stays as it was. */
export function openTableText(app: AppStore, text: string, fileName: string): boolean {
  const s = app.getState();
  const parsed = parseTableText(text, s.catalog);
  if (!parsed.ok) {
    s.reportLoadError({ title: `${fileName} could not be opened`, problems: parsed.error });
    return false;
  }
  s.loadTable(parsed.value, `file:${fileName}`, `Opened ${fileName}`);
  return true;
}

/**
 * Files at least this large are parsed and validated in a worker, with progress, so the page keeps
 * answering (a 20 MB table took 24 s on the main thread); smaller ones open at once on the page.
 */
export const LARGE_FILE_BYTES = 1 << 20;

/**
 * Opens a picked or dropped file: small files as text on the page, large ones through the worker
 * client (when there is one) with progress in the store. A newer file cancels one still parsing.
 */
export async function openTableFile(
  app: AppStore,
  file: File,
  client: TableParseClient | null,
): Promise<boolean> {
  if (!client || file.size < LARGE_FILE_BYTES) {
    client?.cancel();
    app.getState().setOpening(null);
    const text = await fileText(file);
    if (!text.ok) {
      app.getState().reportLoadError({ title: `${file.name} could not be opened`, problems: text.error });
      return false;
    }
    return openTableText(app, text.value, file.name);
  }
  const s = app.getState();
  s.setOpening({ name: file.name, stage: "reading", doneBytes: 0, totalBytes: file.size });
  const outcome = await client.parse(file, (p) => app.getState().setOpening({ name: file.name, ...p }));
  if (outcome.kind === "cancelled") return false;
  app.getState().setOpening(null);
  if (outcome.kind === "problems") {
    app.getState().reportLoadError({
      title: `${file.name} could not be opened`,
      problems: outcome.problems,
      omitted: outcome.omitted,
    });
    return false;
  }
  app.getState().loadTable(outcome.table, `file:${file.name}`, `Opened ${file.name}`);
  return true;
}

/** Resolves `?table=` against the page; only same-origin URLs are allowed. */
export function sameOriginUrl(param: string, pageUrl: string): Result<URL, ProblemReport> {
  let url: URL;
  try {
    url = new URL(param, pageUrl);
  } catch {
    return err({
      title: "The table link is not a URL",
      problems: [{ path: "?table", message: `"${param}" is not a URL` }],
    });
  }
  if (url.origin !== new URL(pageUrl).origin)
    return err({
      title: "The table link points to another site",
      problems: [
        { path: "?table", message: `${url.origin} is not this site; only same-origin tables are loaded` },
      ],
    });
  return ok(url);
}

/** Fetches and validates a table from a same-origin URL. */
export async function fetchTable(
  param: string,
  pageUrl: string,
  catalog: Catalog,
  fetchImpl: typeof fetch = fetch,
): Promise<Result<Table, ProblemReport>> {
  const url = sameOriginUrl(param, pageUrl);
  if (!url.ok) return url;
  const title = `${param} could not be opened`;
  let text: string;
  try {
    const res = await fetchImpl(url.value.toString());
    if (!res.ok)
      return err({
        title,
        problems: [{ path: "?table", message: `the server answered ${res.status} ${res.statusText}`.trim() }],
      });
    text = await res.text();
  } catch (e) {
    return err({
      title,
      problems: [
        { path: "?table", message: `it could not be fetched: ${e instanceof Error ? e.message : String(e)}` },
      ],
    });
  }
  const parsed = parseTableText(text, catalog);
  return parsed.ok ? ok(parsed.value) : err({ title, problems: parsed.error });
}

/** The file name a table saves under: its name, made safe. */
export function saveFileName(table: Table): string {
  const base =
    table.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "table";
  return `${base}.json`;
}

/** The table as the text of a `sightline-table/1` file. */
export function tableFileText(table: Table): string {
  // A cm table is written back in cm (core/table/length-unit.ts: the pair of reading it).
  return `${JSON.stringify(tableToFile(table), null, 2)}\n`;
}
