import { cmToInches } from "../../../core/table/length-unit";
import type { Table, TableUnit } from "../../../core/table/schema";
import { vehicleOf } from "../../../core/ww2cm/data";
import type { Ww2State } from "../../../core/ww2cm/state";
import { NO_MATCH, type UnitMark } from "../../store/match-slice";
import type { AppStore } from "../../store/store";
import { type Ww2Snapshot, ww2StoreOf } from "./store";

/** A man's base: 25 mm (project default, the seed names no base size). */
const MAN_BASE_INCHES = cmToInches(2.5);

/**
 * The game's models on the app's table as bases (so the scene, the tape, LOS and dead-ground tools see
 * them): each model a base of its unit (`formation`), a foot model the catalog's one figure
 * (`figure-28mm`), a vehicle the catalog's truck or tank; a dead model, and a model riding in a vehicle,
 * are not on the table.
 * The state writes table cm; the read table works in inches.
 */
export function modelsAsUnits(v: Ww2State): TableUnit[] {
  return v.models.flatMap((m) => {
    const u = v.units.find((x) => x.id === m.unit);
    if (!u || m.dead || u.inside) return [];
    const unit: TableUnit = {
      id: m.id,
      side: u.side,
      type: u.vehicle ? (vehicleOf(u.vehicle.profile)?.unarmoured ? "truck" : "MBT") : "figure-28mm",
      label: u.name,
      x: cmToInches(m.x),
      y: cmToInches(m.y),
      facing: u.vehicle?.heading ?? 0,
      posture: "normal",
      formation: u.id,
      ...(u.vehicle ? {} : { baseInches: [MAN_BASE_INCHES, MAN_BASE_INCHES] as [number, number] }),
    };
    return [unit];
  });
}

/** What a unit's models show over them: its morale and pin. */
function marksOf(v: Ww2State): Map<string, UnitMark[]> {
  const marks = new Map<string, UnitMark[]>();
  for (const u of v.units) {
    const ms: UnitMark[] = [];
    if (u.pinned) ms.push({ kind: "pinned", text: "Pinned" });
    if (u.morale !== "ok") ms.push({ kind: u.morale, text: u.morale });
    if (ms.length) for (const m of v.models) if (m.unit === u.id && !m.dead) marks.set(m.id, ms);
  }
  return marks;
}

/** Puts the snapshot in seed 002's store, and its models and marks on the shell's table and `match`. */
export function publish(app: AppStore, table: Table, snapshot: Ww2Snapshot, source?: string): void {
  const st = app.getState();
  const store = ww2StoreOf(app);
  const was = store.getState().ww2;
  const v = snapshot.view;
  // A pick lasts while its unit is the acting side's and the phase is the same.
  const keep =
    was.pick !== null &&
    was.snapshot?.view.phase === v.phase &&
    v.units.some((u) => u.id === was.pick && u.side === v.side);
  store.setState({
    // a new position ends a pivot chosen and a choice of firers (the unit has moved or shot)
    ww2: {
      ...was,
      snapshot,
      refusal: null,
      pick: keep ? was.pick : null,
      aim: null,
      lines: [],
      heading: null,
      firers: null,
    },
  });
  app.setState({
    table: { ...table, units: modelsAsUnits(v) },
    source: source ?? st.source,
    revision: st.revision + 1,
    past: [],
    future: [],
    // an online game keeps its connection line (the shell's `match.online`)
    match: { ...NO_MATCH, ruleset: "ww2cm", marks: marksOf(v), online: st.match.online },
    // The game's tool unless a look-only one is on (the editor's would move the game's models).
    tool: st.tool === "measure" || st.tool === "los" || st.tool === "deadground" ? st.tool : "game",
  });
  st.afterTableChange();
}
