import type { LnlState, UnitState } from "../../../core/lnl/state";
import type { UnitMark } from "../../store/match-slice";

/**
 * The LnL markers a player reads on the counters in the 3D view (issue 21 item 4): Shaken, Wounded,
 * Moved / Assault Move / Low Crawl / Stealth, Fired and Ops Complete, as chips on each counter's label, keyed by
 * the counter's table unit id (a Map: ids come from the file). A Good Order counter with no marker
 * has none.
 */
export function unitMarkers(u: UnitState): UnitMark[] {
  const out: UnitMark[] = [];
  if (u.shaken) out.push({ kind: "shaken", text: "Shaken" });
  if (u.wounded) out.push({ kind: "wounded", text: "Wounded" });
  if (u.abandoned) out.push({ kind: "abandoned", text: "Abandoned" });
  if (u.moved) out.push({ kind: "moved", text: "Moved" });
  if (u.assaultMoved) out.push({ kind: "assault-moved", text: "AM" });
  if (u.lowCrawl) out.push({ kind: "low-crawl", text: "LC" });
  if (u.stealth) out.push({ kind: "stealth", text: "Stealth" });
  if (u.fired) out.push({ kind: "fired", text: "Fired" });
  if (u.opsComplete) out.push({ kind: "ops-complete", text: "Ops Complete" });
  return out;
}

/** Every counter on the map with at least one marker. */
export function lnlMarks(s: LnlState): Map<string, UnitMark[]> {
  const marks = new Map<string, UnitMark[]>();
  for (const u of s.units) {
    if (u.eliminated) continue;
    const m = unitMarkers(u);
    if (m.length) marks.set(u.id, m);
  }
  return marks;
}
