import type { AppStore } from "../store/store";
import type { LosEngine } from "./engine";

/**
 * Keeps the LOS verdict in step with the table and the chosen pair: whenever either changes, the check
 * is run again (it takes microseconds, so on the main thread) and the result stored for the panel and
 * the sight lines. Returns the unsubscribe function.
 */
export function startLosPipeline(app: AppStore, engine: LosEngine): () => void {
  let lastKey = "";
  const run = () => {
    const s = app.getState();
    const { observerId, targetId } = s.los;
    const key = `${s.revision}|${observerId}|${targetId}`;
    if (key === lastKey) return;
    lastKey = key;
    if (!observerId || !targetId) return;
    const r = engine.lineOfSight(s.table, observerId, targetId);
    s.setLosResult(
      r.ok
        ? { verdict: r.value, error: null, revision: s.revision }
        : { verdict: null, error: r.error, revision: s.revision },
    );
  };
  run();
  return app.subscribe(run);
}
