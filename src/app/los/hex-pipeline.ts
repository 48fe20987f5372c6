import { hexLos } from "../../core/los/hex-los";
import type { HexSightRules } from "../../core/los/hex-sight-rules";
import { boardHexByLabel, hexBoardOf } from "../../core/table/hex-board";
import type { AppStore } from "../store/store";
import type { LosEngine } from "./engine";

/**
 * Keeps the hex LOS verdict in step with the table and the two hexes (issue 21): whenever either
 * changes the check runs again on the engine's measured world (microseconds: on the main thread),
 * read by the hex sight rules the page hands in (main.tsx). Returns the unsubscribe function.
 */
export function startHexLosPipeline(app: AppStore, engine: LosEngine, rules: HexSightRules): () => void {
  let lastKey = "";
  const run = () => {
    const s = app.getState();
    const { from, to } = s.hexLos;
    const key = `${s.revision}|${from}|${to}`;
    if (key === lastKey) return;
    lastKey = key;
    if (!from || !to) return;
    const world = engine.world(s.table);
    const board = hexBoardOf(s.table, world.terrain);
    const a = board && boardHexByLabel(board, from);
    const b = board && boardHexByLabel(board, to);
    if (!board || !a || !b) {
      s.setHexLosResult({
        verdict: null,
        error: board ? `no hex ${!a ? from : to} on the board` : "this table has no hex grid",
        revision: s.revision,
      });
      return;
    }
    s.setHexLosResult({ verdict: hexLos(world, board, a, b, rules), error: null, revision: s.revision });
  };
  run();
  return app.subscribe(run);
}
