import type { Table } from "../../core/table/schema";
import { validateTable } from "../../core/table/validate";
import { NO_MATCH } from "../store/match-slice";
import type { AppState, AppStore } from "../store/store";

/** The table (and where it came from) a game was started over, given back when the game is left. */
export interface TableBefore {
  table: Table;
  source: string;
}

/**
 * Leaving a game, for any ruleset: the table as it was before the game (or as it stands, when there was
 * none), no game in the shell, a fresh undo history and the select tool; `also` runs before the
 * table-change hooks (a ruleset's overlays to clear). The ruleset resets its own store itself.
 */
export function giveTableBack(
  app: AppStore,
  before: TableBefore | null,
  also?: (st: AppState) => void,
): void {
  const st = app.getState();
  app.setState({
    match: NO_MATCH,
    table: before?.table ?? st.table,
    source: before?.source ?? st.source,
    revision: st.revision + 1,
    past: [],
    future: [],
    tool: "select",
  });
  also?.(st);
  st.afterTableChange();
}

/**
 * The table of a seat's set-up as the page uses it. Hot-seat the page's own session parsed it; online
 * the server sends the set-up as the file writes it (no defaults filled in), so it is read as any table
 * file is (an invalid one stays as sent: the server validated it when the game was made).
 */
export function tableOf(app: AppStore, table: Table, online: boolean): Table {
  if (!online) return table;
  const t = validateTable(table, app.getState().catalog);
  return t.ok ? t.value : table;
}
