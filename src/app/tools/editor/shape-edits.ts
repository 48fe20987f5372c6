import { type Pt, pointInPolygon } from "../../../core/geom2d";
import type { Feature, HillFeature, Table } from "../../../core/table/schema";
import type { ShapeRef } from "../../store/types";
import { nextId, tidy } from "./edits";

/**
 * Edits of features, deployment zones, objectives and table settings, as plain mutations of a draft copy.
 * Like edits.ts they check nothing themselves: the store's `tryEdit` keeps a result only when the
 * validator accepts it, so an edit that leaves too few points, a crossing outline or a bad value is
 * refused with the validator's own message.
 */

const r2 = (n: number) => Math.round(n * 100) / 100;

/** The mutable points array of a shape in a draft (an objective's or smoke cloud's centre alone). */
function pointsOf(draft: Table, ref: ShapeRef): Pt[] | null {
  if (ref.kind === "zone") return draft.deploymentZones[ref.index]?.outline ?? null;
  if (ref.kind === "objective") {
    const o = draft.objectives.find((x) => x.id === ref.id);
    return o ? [o.at] : null;
  }
  const f = draft.features.find((x) => x.id === ref.id);
  if (!f) return null;
  if ("outline" in f) return f.outline;
  if ("path" in f) return f.path;
  return [f.center];
}

/** Replaces a shape's points (and, for smoke and objectives, its centre and radius). */
export function setShapePoints(
  draft: Table,
  ref: ShapeRef,
  points: readonly Pt[],
  radiusInches?: number,
): void {
  const pts = points.map(tidy);
  if (ref.kind === "zone") {
    const z = draft.deploymentZones[ref.index];
    if (z) z.outline = pts;
    return;
  }
  if (ref.kind === "objective") {
    const o = draft.objectives.find((x) => x.id === ref.id);
    if (!o) return;
    if (pts[0]) o.at = pts[0];
    if (radiusInches !== undefined) o.radiusInches = r2(radiusInches);
    return;
  }
  const f = draft.features.find((x) => x.id === ref.id);
  if (!f) return;
  if ("outline" in f) f.outline = pts;
  else if ("path" in f) f.path = pts;
  else {
    if (pts[0]) f.center = pts[0];
    if (radiusInches !== undefined) f.radiusInches = r2(radiusInches);
  }
}

/** Inserts a point into an outline or path after point `edge` (so it becomes point `edge + 1`). */
export function insertPoint(draft: Table, ref: ShapeRef, edge: number, at: Pt): void {
  const pts = pointsOf(draft, ref);
  if (!pts) return;
  setShapePoints(draft, ref, [...pts.slice(0, edge + 1), at, ...pts.slice(edge + 1)]);
}

/** Removes one point of an outline or path; the validator refuses an outline left with under 3, a path under 2. */
export function deletePoint(draft: Table, ref: ShapeRef, index: number): void {
  const pts = pointsOf(draft, ref);
  if (!pts || ref.kind === "objective") return;
  setShapePoints(
    draft,
    ref,
    pts.filter((_, i) => i !== index),
  );
}

/**
 * Hills of a higher level standing on this hill (their first point inside it), and theirs in turn: they
 * move with it, since a level-2 hill must stay inside its level-1 hill.
 */
export function hillsOnTop(table: Table, hillId: string): string[] {
  const out: string[] = [];
  const visit = (base: HillFeature) => {
    for (const f of table.features) {
      if (f.type !== "hill" || f.level !== base.level + 1 || out.includes(f.id)) continue;
      const p = f.outline[0]!;
      if (pointInPolygon(p[0], p[1], base.outline)) {
        out.push(f.id);
        visit(f);
      }
    }
  };
  const hill = table.features.find((f): f is HillFeature => f.id === hillId && f.type === "hill");
  if (hill) visit(hill);
  return out;
}

/** Moves a whole shape by (dx, dy) inches; a hill carries the hills stacked on it. */
export function translateShape(draft: Table, ref: ShapeRef, dx: number, dy: number): void {
  const shift = (p: Pt): Pt => [p[0] + dx, p[1] + dy];
  const carried = ref.kind === "feature" ? hillsOnTop(draft, ref.id) : [];
  for (const r of [ref, ...carried.map((id): ShapeRef => ({ kind: "feature", id }))]) {
    const pts = pointsOf(draft, r);
    if (pts) setShapePoints(draft, r, pts.map(shift));
  }
}

/** Removes a shape. */
export function deleteShape(draft: Table, ref: ShapeRef): void {
  if (ref.kind === "zone") draft.deploymentZones = draft.deploymentZones.filter((_, i) => i !== ref.index);
  else if (ref.kind === "objective") draft.objectives = draft.objectives.filter((o) => o.id !== ref.id);
  else draft.features = draft.features.filter((f) => f.id !== ref.id);
}

/**
 * Sets one property of a shape; `undefined` removes it (an empty label). The value is passed on as
 * typed, so the validator judges it and words any refusal.
 */
export function setShapeField(draft: Table, ref: ShapeRef, key: string, value: unknown): void {
  const target: Record<string, unknown> | undefined =
    ref.kind === "zone"
      ? draft.deploymentZones[ref.index]
      : ref.kind === "objective"
        ? draft.objectives.find((o) => o.id === ref.id)
        : (draft.features.find((f) => f.id === ref.id) as Feature | undefined);
  if (!target) return;
  if (value === undefined) delete target[key];
  else target[key] = value;
}

/** Sets a table setting; `key` may name a nested field (`los.hillEdgeYards`). */
export function setTableField(draft: Table, key: string, value: unknown): void {
  const parts = key.split(".");
  let target = draft as unknown as Record<string, unknown>;
  for (const p of parts.slice(0, -1)) target = target[p] as Record<string, unknown>;
  const last = parts[parts.length - 1]!;
  if (value === undefined) delete target[last];
  else target[last] = value;
}

/** Adds a deployment zone for a side. Returns its index. */
export function addZone(draft: Table, side: string, outline: readonly Pt[]): number {
  draft.deploymentZones.push({ side, outline: outline.map(tidy) });
  return draft.deploymentZones.length - 1;
}

/** Adds an objective (the validator fills in its radius and points). Returns its id. */
export function addObjective(draft: Table, at: Pt): string {
  const id = nextId(draft, "obj");
  draft.objectives.push({ id, at: tidy(at) } as Table["objectives"][number]);
  return id;
}

/** Adds a smoke cloud (the validator fills in its height). Returns its id. */
export function addSmoke(draft: Table, at: Pt, radiusInches: number): string {
  const id = nextId(draft, "smoke");
  draft.features.push({ id, type: "smoke", center: tidy(at), radiusInches } as unknown as Feature);
  return id;
}

/** Moves units to new positions (a formation moved together). */
export function moveUnits(draft: Table, moves: readonly { unitId: string; x: number; y: number }[]): void {
  for (const m of moves) {
    const u = draft.units.find((v) => v.id === m.unitId);
    if (u) {
      u.x = r2(m.x);
      u.y = r2(m.y);
    }
  }
}
