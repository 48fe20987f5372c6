import type { Catalog } from "../../core/catalog/schema";
import type { Problem } from "../../core/problems";
import { err } from "../../core/result";
import type { Table } from "../../core/table/schema";
import type { KeptSave } from "../store/kept-slice";
import type { ProblemReport } from "../store/types";
import {
  AUTOSAVE_PREVIOUS_KEY,
  AUTOSAVE_UNREADABLE_KEY,
  type AutosaveRecord,
  type AutosaveSlot,
  inspectAutosave,
  type KeyValueStorage,
  keepCopy,
} from "./autosave";
import { fetchTable, saveFileName, tableFileText } from "./load";
import { decodeShare, shareFragment, shareKey } from "./share";

/**
 * Which table the page opens with. In order: a share link (`#share=…`), a table link (`?table=<URL>`),
 * the autosaved table, the default table. When the autosave came from the same link, the autosaved
 * edits win (reload loses nothing) and the link's own table is kept for "Revert". `&los=a,b` opens that
 * LOS check; `?debug=1` shows render statistics. An autosave that no longer validates, or one a link
 * replaces, is copied aside first and listed in `kept` (src/app/files/autosave.ts).
 */

/** What the page starts with. */
export interface Startup {
  table: Table;
  source: string;
  los: [string, string] | null;
  notice: string | null;
  /** a link that failed (the page falls back to the autosave or the default table) */
  error: ProblemReport | null;
  /** the link's table when autosaved edits to it were restored instead */
  original: Table | null;
  debug: boolean;
  /** autosaves kept aside rather than lost (shown with a download, and a restore where they load) */
  kept: KeptSave[];
  /** whether the starting table already differs from its source's version (for the autosave) */
  edited: boolean;
}

/** Where startup looks things up; browser globals in the app, fakes in tests. */
export interface StartupDeps {
  catalog: Catalog;
  storage: KeyValueStorage | null;
  fetchImpl: typeof fetch;
  defaultTable: Table;
}

function parseLosParam(value: string | null): [string, string] | null | Problem {
  if (value === null) return null;
  const parts = value.split(",").map((s) => s.trim());
  if (parts.length !== 2 || !parts[0] || !parts[1])
    return {
      path: "&los",
      message: `must be two unit ids separated by a comma, e.g. los=b1,r1 (got "${value}")`,
    };
  return [parts[0], parts[1]];
}

function checkLos(table: Table, los: [string, string] | null): Problem | null {
  if (!los) return null;
  const ids = new Set(table.units.map((u) => u.id));
  const missing = los.filter((id) => !ids.has(id));
  if (missing.length === 0) return null;
  return {
    path: "&los",
    message: `${missing.map((m) => `"${m}"`).join(" and ")} ${missing.length > 1 ? "are not units" : "is not a unit"} on "${table.name}"; units: ${[...ids].join(", ")}`,
  };
}

/** Works out the starting table from the page URL, the autosave and the default. */
export async function resolveStartup(href: string, deps: StartupDeps): Promise<Startup> {
  const url = new URL(href);
  const debug = url.searchParams.get("debug") === "1";
  let error: ProblemReport | null = null;
  const losParam = parseLosParam(url.searchParams.get("los"));
  const linkLos = Array.isArray(losParam) ? losParam : null;
  if (losParam && !Array.isArray(losParam))
    error = { title: "The LOS link could not be opened", problems: [losParam] };

  let candidate: { table: Table; source: string; los: [string, string] | null } | null = null;
  const fragment = shareFragment(url.hash);
  const tableParam = url.searchParams.get("table");
  if (fragment) {
    // A payload the decoder cannot cope with (say, nesting deep enough to exhaust the stack) is a bad
    // link like any other: the page falls back and shows why, rather than never starting.
    const decoded = await decodeShare(fragment, deps.catalog).catch((e: unknown) =>
      err([{ path: "#share", message: `could not be read: ${e instanceof Error ? e.message : String(e)}` }]),
    );
    if (decoded.ok)
      candidate = { table: decoded.value.table, source: shareKey(fragment), los: decoded.value.los };
    else error = { title: "The share link could not be opened", problems: decoded.error };
  } else if (tableParam) {
    const fetched = await fetchTable(tableParam, href, deps.catalog, deps.fetchImpl);
    if (fetched.ok) candidate = { table: fetched.value, source: `url:${tableParam}`, los: null };
    else error = fetched.error;
  }

  const slot: AutosaveSlot = deps.storage ? inspectAutosave(deps.storage, deps.catalog) : { kind: "none" };
  const saved = slot.kind === "ok" ? slot.record : null;
  const kept: KeptSave[] = [];
  if (slot.kind === "unreadable" && deps.storage) kept.push(keepUnreadable(deps.storage, slot));
  let edited = false;
  let table: Table;
  let source: string;
  let los: [string, string] | null;
  let notice: string | null = null;
  let original: Table | null = null;
  if (candidate) {
    if (saved && saved.source === candidate.source) {
      table = saved.table;
      los = linkLos ?? saved.los;
      const differs = JSON.stringify(saved.table) !== JSON.stringify(candidate.table);
      edited = differs || saved.edited !== false;
      if (differs) {
        original = candidate.table;
        notice = "Restored your autosaved edits to this table (Revert restores the link's version)";
      }
    } else {
      // The link takes the slot: work the user had there goes to the second slot first.
      if (saved && saved.edited !== false && deps.storage && slot.kind === "ok")
        kept.push(keepPrevious(deps.storage, saved, slot.raw));
      table = candidate.table;
      los = linkLos ?? candidate.los;
    }
    source = candidate.source;
  } else if (saved) {
    table = saved.table;
    source = saved.source;
    los = linkLos ?? saved.los;
    edited = saved.edited !== false;
    notice = "Restored the autosaved table";
  } else {
    table = deps.defaultTable;
    source = "default";
    los = linkLos;
  }
  const losProblem = checkLos(table, los);
  if (losProblem) {
    los = null;
    if (linkLos)
      error = {
        title: "The LOS link could not be opened",
        problems: [losProblem, ...(error?.problems ?? [])],
      };
  }
  return { table, source, los, notice, error, original, debug, kept, edited };
}

function describeProblems(problems: readonly Problem[]): string {
  const first = problems[0];
  const more = problems.length > 1 ? `; ${problems.length - 1} more` : "";
  return first ? `${first.path} ${first.message}${more}` : "unknown problem";
}

/** Copies an autosave that no longer validates aside, and says where (or that it is only in memory). */
function keepUnreadable(storage: KeyValueStorage, slot: { raw: string; problems: Problem[] }): KeptSave {
  const stored = keepCopy(storage, AUTOSAVE_UNREADABLE_KEY, slot.raw);
  // The download is the table itself when the record still has one, so it can be fixed and opened.
  let text = slot.raw;
  let name = "";
  try {
    const v = JSON.parse(slot.raw) as { table?: { name?: unknown } };
    if (v && typeof v === "object" && v.table !== undefined) {
      text = `${JSON.stringify(v.table, null, 2)}\n`;
      if (typeof v.table?.name === "string") name = v.table.name;
    }
  } catch {
    // not JSON: the raw text is what there is
  }
  const where = stored
    ? `it is kept in localStorage under "${AUTOSAVE_UNREADABLE_KEY}"`
    : "the browser refused to keep a copy (storage full): download it now";
  return {
    id: "autosave-unreadable",
    message: `Your autosaved table${name ? ` "${name}"` : ""} could not be restored (${describeProblems(slot.problems)}); ${where}.`,
    fileName: name ? `unreadable-${saveFileName({ name } as Table)}` : "unreadable-autosave.json",
    text,
  };
}

/** Copies the autosave a link is replacing to the second slot, so it can be restored. */
function keepPrevious(storage: KeyValueStorage, saved: AutosaveRecord, raw: string): KeptSave {
  const stored = keepCopy(storage, AUTOSAVE_PREVIOUS_KEY, raw);
  const where = stored
    ? `it is kept in localStorage under "${AUTOSAVE_PREVIOUS_KEY}"`
    : "the browser refused to keep a copy (storage full): restore or download it now";
  return {
    id: "autosave-previous",
    message: `The link opened in place of your autosaved table "${saved.table.name}"; ${where}.`,
    fileName: saveFileName(saved.table),
    text: tableFileText(saved.table),
    restore: { table: saved.table, source: saved.source },
  };
}
