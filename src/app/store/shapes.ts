import type { Pt } from "../../core/geom2d";
import type { DeploymentZone, Feature, Objective, Table } from "../../core/table/schema";
import type { ShapeRef } from "./types";

/** Looking up the shape a `ShapeRef` names, and its points, in a table. */

/** What a ref points at in a table. */
export type ShapeRecord =
  | { kind: "feature"; feature: Feature }
  | { kind: "zone"; zone: DeploymentZone }
  | { kind: "objective"; objective: Objective };

/** The shape a ref names, or null when the table no longer has it. */
export function shapeOf(table: Table, ref: ShapeRef): ShapeRecord | null {
  if (ref.kind === "feature") {
    const feature = table.features.find((f) => f.id === ref.id);
    return feature ? { kind: "feature", feature } : null;
  }
  if (ref.kind === "zone") {
    const zone = table.deploymentZones[ref.index];
    return zone ? { kind: "zone", zone } : null;
  }
  const objective = table.objectives.find((o) => o.id === ref.id);
  return objective ? { kind: "objective", objective } : null;
}

/** How a shape is drawn and edited: a closed outline, an open path, or a centre with a radius. */
export type ShapeForm = "outline" | "path" | "round";

/** The points of a shape (its centre alone for smoke and objectives), its form and radius. */
export function shapeGeometry(
  table: Table,
  ref: ShapeRef,
): { points: readonly Pt[]; form: ShapeForm; radiusInches: number } | null {
  const r = shapeOf(table, ref);
  if (!r) return null;
  if (r.kind === "zone") return { points: r.zone.outline, form: "outline", radiusInches: 0 };
  if (r.kind === "objective")
    return { points: [r.objective.at], form: "round", radiusInches: r.objective.radiusInches };
  const f = r.feature;
  if ("outline" in f) return { points: f.outline, form: "outline", radiusInches: 0 };
  if ("path" in f) return { points: f.path, form: "path", radiusInches: 0 };
  return { points: [f.center], form: "round", radiusInches: f.radiusInches };
}

/** A short name for a shape in messages: the feature or objective id, or "the blue deployment zone". */
export function shapeName(table: Table, ref: ShapeRef): string {
  if (ref.kind !== "zone") return ref.id;
  const z = table.deploymentZones[ref.index];
  return z ? `the ${z.side} deployment zone` : "a deployment zone";
}
