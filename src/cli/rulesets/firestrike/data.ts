import { parseChartsText } from "../../../core/firestrike/charts/parse";
import type { Charts } from "../../../core/firestrike/charts/schema";
import { parseStats } from "../../../core/firestrike/stats/parse";
import type { StatBook } from "../../../core/firestrike/stats/schema";
import { parseJsonText } from "../../../core/json-text";
import { cliCatalog, modelsFile, readText, UserError } from "../../io";
import { problemReport } from "../../terminal";

/**
 * The Firestrike charts and unit stat lines for the command line, read from models/firestrike/ when the
 * command runs (not bundled), so a user's edits take effect without touching code and a broken file
 * gets a path-naming message, not a crash. `--charts FILE` and `--units FILE` point at other files.
 */

const CHARTS_FILE = modelsFile("firestrike/charts.json");
const UNITS_FILE = modelsFile("firestrike/units.json");

/** Loads and validates a charts file, or explains what is wrong with it. */
export function loadCharts(file?: string): Charts {
  const name = file ?? "models/firestrike/charts.json";
  const r = parseChartsText(readText(file ?? CHARTS_FILE));
  if (!r.ok) throw new UserError(problemReport(name, r.error));
  return r.value;
}

/** Loads and validates a unit stats file against the catalog and the charts. */
export function loadStats(charts: Charts, file?: string): StatBook {
  const name = file ?? "models/firestrike/units.json";
  const json = parseJsonText(readText(file ?? UNITS_FILE));
  if (!json.ok) throw new UserError(problemReport(name, json.error));
  const r = parseStats(json.value, { catalog: cliCatalog(), charts });
  if (!r.ok) throw new UserError(problemReport(name, r.error));
  return r.value;
}
