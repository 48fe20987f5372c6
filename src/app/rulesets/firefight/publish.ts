import type { Table, TableUnit } from "../../../core/table/schema";
import { NO_MATCH, type UnitMark } from "../../store/match-slice";
import type { AppStore } from "../../store/store";
import { type FirefightSnapshot, firefightStoreOf, NO_PICK } from "./store";

/**
 * Puts the acting seat's snapshot in the store and the game's models on the app's table as bases (so
 * the scene, measuring, LOS and dead-ground tools see them): each model a small base of its unit
 * (`formation`), a slain model lying where it fell (prone), a fled unit's models gone.
 */
export function modelsAsUnits(
  snapshot: FirefightSnapshot,
  baseInches: number,
  catalogType: string,
): TableUnit[] {
  const v = snapshot.view;
  return v.models.flatMap((m) => {
    const u = v.units.find((x) => x.id === m.unit);
    if (!u || u.status === "fled") return [];
    return [
      {
        id: m.id,
        side: u.side,
        type: catalogType,
        label: u.name,
        x: m.x,
        y: m.y,
        facing: 0,
        posture: m.slain ? "prone" : "normal",
        baseInches: [baseInches, baseInches],
        formation: u.id,
      } satisfies TableUnit,
    ];
  });
}

/**
 * Puts the snapshot in the firefight's store, and its models and markers on the shell's table and
 * `match` (the look-only tools stay on; otherwise the game's tool).
 */
export function publish(
  app: AppStore,
  table: Table,
  snapshot: FirefightSnapshot,
  base: { inches: number; type: string },
  source?: string,
): void {
  const st = app.getState();
  const marks = new Map<string, UnitMark[]>();
  for (const m of snapshot.view.models) {
    if (m.slain) marks.set(m.id, [{ kind: "slain", text: "Slain" }]);
    else if (m.wounds > 0) marks.set(m.id, [{ kind: "wounds", text: `${m.wounds} wd` }]);
  }
  const ff = firefightStoreOf(app);
  const was = ff.getState().firefight;
  // A pick lasts while its unit may still act for the seat now shown (a new step or seat drops it).
  const seat = snapshot.seatsToAct[0] ?? snapshot.seat;
  const keep =
    was.pick.unit !== null &&
    was.snapshot?.view.step.kind === snapshot.view.step.kind &&
    snapshot.view.units.some((u) => u.id === was.pick.unit && u.side === seat && u.status === "active");
  const pick = keep ? was.pick : { ...NO_PICK, formation: was.pick.formation };
  ff.setState({ firefight: { ...was, snapshot, refusal: null, pick, aim: null } });
  app.setState({
    table: { ...table, units: modelsAsUnits(snapshot, base.inches, base.type) },
    source: source ?? st.source,
    revision: st.revision + 1,
    past: [],
    future: [],
    // an online game keeps its connection line (the shell's `match.online`)
    match: { ...NO_MATCH, ruleset: "firefight", marks, online: st.match.online },
    // The game's tool unless a look-only one is on (the editor's would move the game's models).
    tool: st.tool === "measure" || st.tool === "los" || st.tool === "deadground" ? st.tool : "game",
  });
  st.afterTableChange();
}
