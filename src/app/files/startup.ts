import type { Catalog } from "../../core/catalog/schema";
import type { Problem } from "../../core/problems";
import type { Table } from "../../core/table/schema";
import type { ProblemReport } from "../store/types";
import { type KeyValueStorage, readAutosave } from "./autosave";
import { fetchTable } from "./load";
import { decodeShare, shareFragment, shareKey } from "./share";

/**
 * Which table the page opens with. In order: a share link (`#share=…`), a table link (`?table=<URL>`),
 * the autosaved table, the default table. When the autosave came from the same link, the autosaved
 * edits win (reload loses nothing) and the link's own table is kept for "Revert". `&los=a,b` opens that
 * LOS check; `?debug=1` shows render statistics.
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
    const decoded = await decodeShare(fragment, deps.catalog);
    if (decoded.ok)
      candidate = { table: decoded.value.table, source: shareKey(fragment), los: decoded.value.los };
    else error = { title: "The share link could not be opened", problems: decoded.error };
  } else if (tableParam) {
    const fetched = await fetchTable(tableParam, href, deps.catalog, deps.fetchImpl);
    if (fetched.ok) candidate = { table: fetched.value, source: `url:${tableParam}`, los: null };
    else error = fetched.error;
  }

  const saved = deps.storage ? readAutosave(deps.storage, deps.catalog) : null;
  let table: Table;
  let source: string;
  let los: [string, string] | null;
  let notice: string | null = null;
  let original: Table | null = null;
  if (candidate) {
    if (saved && saved.source === candidate.source) {
      const edited = JSON.stringify(saved.table) !== JSON.stringify(candidate.table);
      table = saved.table;
      los = linkLos ?? saved.los;
      if (edited) {
        original = candidate.table;
        notice = "Restored your autosaved edits to this table (Revert restores the link's version)";
      }
    } else {
      table = candidate.table;
      los = linkLos ?? candidate.los;
    }
    source = candidate.source;
  } else if (saved) {
    table = saved.table;
    source = saved.source;
    los = linkLos ?? saved.los;
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
  return { table, source, los, notice, error, original, debug };
}
