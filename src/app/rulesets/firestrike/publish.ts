import type { Table } from "../../../core/table/schema";
import type { AppStore } from "../../store/store";
import { NO_GAME } from "./store/game-slice";
import type { GameView } from "./view";

/**
 * Puts a seat's view of the game in the store: the view for the UI, the markers for the unit labels,
 * and the seat's bases on the app's table (so the scene, LOS, measuring and dead-ground tools all see
 * them, and nothing the seat may not see).
 */

const isFireStep = (step: string | undefined) =>
  step === "first-direct-fire" || step === "second-direct-fire";

/** Publishes `view` (on the game's `table`); `source` names the table's origin when the game opens. */
export function publishView(app: AppStore, table: Table, view: GameView, source?: string): void {
  const st = app.getState();
  const onTable: Table = { ...table, units: view.units };
  // The deployment threat map belongs to the side deploying: it ends when that side's deployment
  // does (issue 23 item 1), however the panel that asked for it went away.
  const handedOver = view.deploying !== (st.game.view?.deploying ?? null);
  if (handedOver && st.overlay.kind === "threat" && st.overlay.watchers !== null)
    st.requestOverlay({ kind: "none", watchers: null });
  // The calculator's shot belongs to its fire step: its rays and picks go when the step ends (issue 23 item 4).
  const wasFire = isFireStep(st.game.view?.state?.step);
  const leftFire =
    wasFire && (view.state?.step !== st.game.view?.state?.step || view.turn !== st.game.view?.turn);
  if (leftFire) st.clearLos();
  app.setState({
    table: onTable,
    source: source ?? st.source,
    revision: st.revision + 1,
    past: [],
    future: [],
    match: { ...st.match, marks: new Map(Object.entries(view.chips)) },
    game: {
      ...st.game,
      view,
      refusal: null,
      ...(handedOver ? { threat: false } : {}),
      ...(leftFire ? { fire: NO_GAME.fire } : {}),
    },
    tool: st.tool === "measure" || st.tool === "los" || st.tool === "deadground" ? st.tool : "game",
  });
  st.afterTableChange();
}
