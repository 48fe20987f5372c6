import type { Catalog } from "../../core/catalog/schema";
import type { Placement } from "../../core/units/placement";
import { facingToAngle, type InstanceData, InstanceWriter } from "./instances";
import { rgb, sideColour } from "./palette";
import { type RenderScale, renderZ } from "./scale";
import { MODEL_LIFT_INCHES, type ModelShape } from "./unit-models";

/**
 * Where each unit's model, base plate and label go at render scale. Units sharing a model (shape, figure
 * count, base and height) form one instanced group, so twenty tanks cost one draw call.
 */

/** One instanced group of identical procedural models. */
export interface ModelGroup {
  key: string;
  shape: ModelShape;
  count: number;
  widthInches: number;
  depthInches: number;
  heightInches: number;
  unitIds: string[];
  instances: InstanceData;
}

/** A unit drawn with a user-supplied .glb model (not instanced). */
export interface GlbUnit {
  unitId: string;
  /** URL under /models/ */
  url: string;
  modelScale: number;
  rotationDeg: number;
  x: number;
  y: number;
  z: number;
  /** radians, counter-clockwise about z */
  angle: number;
  colour: string;
}

/** Where a unit's label and markers float. */
export interface UnitAnchor {
  unitId: string;
  side: string;
  x: number;
  y: number;
  /** rendered z of the ground under the base */
  groundZ: number;
  /** rendered z of the silhouette top */
  topZ: number;
  /** rendered z of the eye */
  eyeZ: number;
  /** the larger of width and depth, inches (marker radius) */
  sizeInches: number;
  /** short state words shown under the label: posture, trench, flying */
  states: string[];
}

/** Everything the unit layer draws. */
export interface UnitLayout {
  groups: ModelGroup[];
  glb: GlbUnit[];
  bases: InstanceData;
  anchors: UnitAnchor[];
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Lays out every placed unit at render scale. */
export function buildUnitLayout(
  placements: readonly Placement[],
  catalog: Catalog,
  scale: RenderScale,
): UnitLayout {
  const writers = new Map<string, { group: Omit<ModelGroup, "instances">; w: InstanceWriter }>();
  const bases = new InstanceWriter();
  const glb: GlbUnit[] = [];
  const anchors: UnitAnchor[] = [];
  for (const p of placements) {
    const entry = catalog.byType.get(p.type);
    if (!entry) continue;
    const colour = rgb(sideColour(p.side));
    const angle = facingToAngle(p.facing);
    const groundZ = renderZ(p.groundYards, scale);
    const bottomZ = renderZ(p.bottomYards, scale);
    const heightInches = round(renderZ(p.topYards - p.bottomYards, scale));
    bases.add(p.x, p.y, groundZ - 0.01, angle, p.widthInches, p.depthInches, 0.05, colour);
    if (entry.model.kind === "glb") {
      glb.push({
        unitId: p.id,
        url: `/models/${entry.model.file}`,
        modelScale: entry.model.scale,
        rotationDeg: entry.model.rotationDeg,
        x: p.x,
        y: p.y,
        z: bottomZ,
        angle,
        colour: sideColour(p.side),
      });
    } else {
      const { shape, count } = entry.model;
      const key = `${shape}|${count}|${round(p.widthInches)}|${round(p.depthInches)}|${heightInches}`;
      let slot = writers.get(key);
      if (!slot) {
        slot = {
          group: {
            key,
            shape,
            count,
            widthInches: p.widthInches,
            depthInches: p.depthInches,
            heightInches,
            unitIds: [],
          },
          w: new InstanceWriter(),
        };
        writers.set(key, slot);
      }
      slot.group.unitIds.push(p.id);
      slot.w.add(p.x, p.y, bottomZ + MODEL_LIFT_INCHES, angle, 1, 1, 1, colour);
    }
    const states: string[] = [];
    if (p.posture !== "normal") states.push(p.posture);
    if (p.sunkBy?.kind === "trench") states.push(`in ${p.sunkBy.featureId}`);
    if (entry.altitudeYards > 0) states.push(`flying ${entry.altitudeYards} yd`);
    if (p.standing.level > 0)
      states.push(p.standing.onSlope ? `slope L${p.standing.level}` : `L${p.standing.level}`);
    anchors.push({
      unitId: p.id,
      side: p.side,
      x: p.x,
      y: p.y,
      groundZ,
      topZ: renderZ(p.topYards, scale) + 0.04,
      eyeZ: renderZ(p.eyeYards, scale) + 0.04,
      sizeInches: Math.max(p.widthInches, p.depthInches),
      states,
    });
  }
  const groups = [...writers.values()].map(({ group, w }) => ({ ...group, instances: w.finish() }));
  return { groups, glb, bases: bases.finish(), anchors };
}
