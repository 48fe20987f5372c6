import type { SightEnd } from "../../core/los/sight-end";
import type { LosPoint } from "../store/los-slice";
import type { AppStore } from "../store/store";
import type { LosEngine } from "./engine";
import { sightRulesNow } from "./rules";

/** One end of the check on screen as the engine takes it: the unit, else the point at its height. */
function endOf(id: string | null, at: LosPoint | null, heightYards: number): SightEnd | null {
  if (id) return { kind: "unit", id };
  return at ? { kind: "point", x: at.x, y: at.y, heightYards } : null;
}

/**
 * Keeps the LOS verdict in step with the table and the chosen pair: whenever either changes, the check
 * is run again (it takes microseconds, so on the main thread) and the result stored for the panel and
 * the sight lines. Either end may be a bare point (issue 22). Returns the unsubscribe function.
 */
export function startLosPipeline(app: AppStore, engine: LosEngine): () => void {
  let lastKey = "";
  const run = () => {
    const s = app.getState();
    const l = s.los;
    const observer = endOf(l.observerId, l.observerAt, l.eyeYards);
    const target = endOf(l.targetId, l.targetAt, l.targetYards);
    // The rules in the key: a new pick (or a game's start) reads the same ends again.
    const key = `${s.revision}|${JSON.stringify(observer)}|${JSON.stringify(target)}|${l.revision}|${sightRulesNow(s).name}`;
    if (key === lastKey) return;
    lastKey = key;
    if (!observer || !target || l.revision === s.revision) return;
    const r =
      observer.kind === "unit" && target.kind === "unit"
        ? engine.lineOfSight(s.table, observer.id, target.id)
        : engine.sightCheck(s.table, observer, target);
    s.setLosResult(
      r.ok
        ? { verdict: r.value, error: null, revision: s.revision }
        : { verdict: null, error: r.error, revision: s.revision },
    );
  };
  run();
  return app.subscribe(run);
}
