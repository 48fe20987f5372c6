import { sideColour } from "../../../geometry/render/palette";
import type { UnitAnchor } from "../../../geometry/render/unit-layout";
import { useAssets } from "../../scene/context";
import { HUNG } from "../../scene/label-layout";
import { labelRef, UNIT_LABEL_LIFT } from "../../scene/labels";
import { useApp } from "../../store/hooks";
import { useWw2Store, type Ww2Ui } from "./store";

/**
 * Seed 002's labels over the table: one per unit, not one per model (a squad's models stand 2 cm
 * apart, and ten labels over them covered each other and the table), pinned above the unit's models
 * with its name and state; the picked unit's models each get their id (the calculator's lines and the
 * firing choice name them). The units' labels are unit labels ("u:" keys), lifted clear of one another
 * above their models; the models' ids hang below each model ("h:" keys, label-layout.ts `HUNG`),
 * dropped clear of one another: stacked over the unit's label, their leaders ran through it.
 */

/** One pinned label: a unit's, or a model's id tag. */
export interface Ww2Label {
  key: string;
  side: string;
  at: [number, number, number];
  text: string;
  states: string[];
  /** a model's id tag under its unit's label */
  model: boolean;
}

/** The labels for the anchors on the table (the shell's, one per model) and seed 002's state. */
export function ww2Labels(
  anchors: readonly UnitAnchor[],
  formationOf: ReadonlyMap<string, string>,
  ui: Pick<Ww2Ui, "snapshot" | "pick" | "firers">,
): Ww2Label[] {
  const v = ui.snapshot?.view;
  if (!v) return [];
  const byUnit = new Map<string, UnitAnchor[]>();
  for (const a of anchors) {
    const unit = formationOf.get(a.unitId);
    if (unit === undefined) continue;
    const list = byUnit.get(unit);
    if (list) list.push(a);
    else byUnit.set(unit, [a]);
  }
  const out: Ww2Label[] = [];
  for (const u of v.units) {
    const as = byUnit.get(u.id);
    if (!as) continue;
    const x = as.reduce((n, a) => n + a.x, 0) / as.length;
    const y = as.reduce((n, a) => n + a.y, 0) / as.length;
    const z = Math.max(...as.map((a) => a.topZ));
    const states: string[] = [];
    if (u.morale !== "ok") states.push(u.morale);
    if (u.pinned) states.push("pinned");
    if (u.vehicle)
      states.push(`facing ${Math.round(u.vehicle.heading)}°`, `turret ${Math.round(u.vehicle.turret)}°`);
    out.push({
      key: `u:ww2:${u.id}`,
      side: u.side,
      at: [x, y, z + UNIT_LABEL_LIFT],
      text: u.name,
      states,
      model: false,
    });
    if (u.id !== ui.pick || as.length < 2) continue;
    for (const a of as) {
      const off = ui.firers !== null && !ui.firers.includes(a.unitId);
      out.push({
        key: `${HUNG}ww2m:${a.unitId}`,
        side: u.side,
        // at the model's foot: in a 3D view the tag hangs below the model, not over it
        at: [a.x, a.y, a.groundZ],
        text: a.unitId,
        states: off ? ["holds fire"] : [],
        model: true,
      });
    }
  }
  return out;
}

export function Ww2Labels() {
  const anchors = useAssets((s) => s.units?.anchors);
  const units = useApp((s) => s.table.units);
  const show = useWw2Store((s) => s.ww2.labels);
  const snapshot = useWw2Store((s) => s.ww2.snapshot);
  const pick = useWw2Store((s) => s.ww2.pick);
  const firers = useWw2Store((s) => s.ww2.firers);
  if (!anchors || !show) return null;
  const formationOf = new Map(units.map((u) => [u.id, u.formation ?? u.id]));
  return (
    <>
      {ww2Labels(anchors, formationOf, { snapshot, pick, firers }).map((l) => (
        <div className="pin" key={l.key} ref={labelRef(l.key, l.at)}>
          <div
            className={`unit-label${l.model ? " ww2-model hung" : ""}`}
            style={{ borderColor: sideColour(l.side) }}
            data-ww2-label={l.key}
          >
            <b>{l.text}</b>
            {l.states.length > 0 && <span className="states">{l.states.join(" · ")}</span>}
          </div>
        </div>
      ))}
    </>
  );
}
