import type { FormationDraft, SideDraft } from "../../../core/firestrike/match/forces";
import { READY_FORCES } from "../../../core/firestrike/match/ready-forces";

/**
 * Which ready-made force (or "table", the table's own units) a side's formations are, unedited; ""
 * when they were built or edited by hand. Compared by content, so the force a new game starts with
 * counts as loaded before anyone picks it (issue 39 item 12).
 */
export function loadedForceId(side: SideDraft, tableForce: FormationDraft[] | null): string {
  const same = (f: FormationDraft[]) => JSON.stringify(f) === JSON.stringify(side.formations);
  if (side.formations.length === 0) return "";
  const ready = READY_FORCES.find((f) => same(f.formations(side.id)));
  if (ready) return ready.id;
  return tableForce && same(tableForce) ? "table" : "";
}
