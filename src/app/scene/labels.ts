import { useFrame, useThree } from "@react-three/fiber";
import { useEffect } from "react";
import { type Camera, type Mesh, Raycaster, Vector3 } from "three";
import { useApp } from "../store/hooks";
import { useScene } from "./context";
import { HUNG, type LabelBox, placeLabels } from "./label-layout";
import { COMPACT_OPACITY, labelLook } from "./label-scale";

/**
 * Screen labels without one React root per label: label elements live in one DOM layer over the canvas
 * and register here with the 3D point they belong to; a probe in the canvas projects every point once
 * per drawn frame and writes each element's transform directly (no React state in the frame loop).
 */

interface Entry {
  el: HTMLElement;
  at: readonly [number, number, number];
}

const entries = new Map<string, Entry>();
let requestFrame: () => void = () => {};

/** Registers (or, with null, removes) a label element for a 3D point; returns a ref callback. */
export function labelRef(
  key: string,
  at: readonly [number, number, number],
): (el: HTMLElement | null) => void {
  return (el) => {
    if (el) {
      entries.set(key, { el, at });
      requestFrame();
    } else entries.delete(key);
  };
}

/** How far above a unit's anchor top (`UnitAnchor.topZ`) its label is pinned, rendered inches. */
export const UNIT_LABEL_LIFT = 0.05;
/** `UnitAnchor.topZ` and `eyeZ` sit this far above the true silhouette top and eye (unit-layout.ts). */
const ANCHOR_LIFT = 0.04;

const v = new Vector3();
const ray = new Raycaster();
const toPoint = new Vector3();
/** Per label key: the camera and point it was last tested from, and whether the ground hid it then. */
const occlusion = new Map<string, { key: string; hidden: boolean }>();

/**
 * True when the ground lies between the camera and the point: in a unit's-eye view a label behind a hill
 * is hidden, as the unit is (issue 23 item 9). Only the ground is tested, not trees or buildings: those
 * stand in the way of part of a unit at most, and the LOS panel says what they hide. The answer is kept
 * until the camera or the point moves (the eye view's camera stands still).
 */
function behindGround(
  id: string,
  at: readonly [number, number, number],
  camera: Camera,
  ground: Mesh,
): boolean {
  const e = camera.matrixWorld.elements;
  const key = `${e[12]},${e[13]},${e[14]},${at.join(",")},${ground.geometry.uuid}`;
  const known = occlusion.get(id);
  if (known?.key === key) return known.hidden;
  const origin = toPoint.setFromMatrixPosition(camera.matrixWorld);
  // The unit's true silhouette top, not the label above it: a label is hidden when the top is.
  const target = new Vector3(at[0], at[1], at[2] - UNIT_LABEL_LIFT - ANCHOR_LIFT);
  const dist = origin.distanceTo(target);
  ray.set(origin, target.sub(origin).normalize());
  ray.far = Math.max(0, dist - 0.05);
  const hidden = ray.intersectObject(ground, false).length > 0;
  occlusion.set(id, { key, hidden });
  return hidden;
}
/** Per frame: each label's element, screen point, whether it is shown and a unit label, and its scale. */
const placed: {
  el: HTMLElement;
  x: number;
  y: number;
  shown: boolean;
  unit: boolean;
  hung: boolean;
  scale: number;
}[] = [];
const right = new Vector3();
/** The gap between a unit label and its anchor, CSS pixels: `.unit-label`'s `calc(-100% - 7px)`. */
const LABEL_GAP_PX = 7;

/** Labels of the units a tool points at (selected, LOS ends) never give way to others. */
const ROLES = ["selected", "observer", "target"];

/**
 * Projects every registered label each frame. Unit labels (keys "u:…") are scaled for how near their
 * unit is (label-scale.ts), then lifted clear of one another, or hidden where a far one would cover
 * another (label-layout.ts), with a leader line down to their unit; tags hung below their anchor
 * ("h:…") are dropped clear of one another, with a leader up to it. Mount once inside the canvas.
 */
export function LabelsProbe() {
  const invalidate = useThree((s) => s.invalidate);
  const eye = useApp((s) => s.view.camera === "eye");
  const { refs } = useScene();
  useEffect(() => {
    requestFrame = () => invalidate();
    return () => {
      requestFrame = () => {};
    };
  }, [invalidate]);
  useFrame(({ camera, size }) => {
    // Reads first (projection, label sizes), then writes, so the page lays out once per frame.
    placed.length = 0;
    const boxes: LabelBox[] = [];
    const hungBoxes: LabelBox[] = [];
    const m = camera.matrixWorld.elements;
    right.set(m[0]!, m[1]!, m[2]!).normalize();
    let resized = false;
    for (const [key, { el, at }] of entries) {
      v.set(at[0], at[1], at[2]).project(camera);
      const inView = v.z <= 1 && v.z >= -1;
      const shown =
        inView &&
        !(eye && refs.terrain && key.startsWith("u:") && behindGround(key, at, camera, refs.terrain));
      const x = ((v.x + 1) / 2) * size.width;
      const y = ((1 - v.y) / 2) * size.height;
      const unit = shown && key.startsWith("u:");
      const hung = shown && key.startsWith(HUNG);
      if (hung) {
        const tag = el.firstElementChild as HTMLElement | null;
        // the tag's top: its gap under the anchor (styles.css `.unit-label.hung`)
        hungBoxes.push({ x, y: y + LABEL_GAP_PX, w: tag?.offsetWidth ?? 0, h: tag?.offsetHeight ?? 0 });
      }
      let scale = 1;
      if (unit) {
        const label = el.firstElementChild as HTMLElement | null;
        // Screen pixels per table inch at the unit: one inch along the camera's right, projected.
        v.set(at[0] + right.x, at[1] + right.y, at[2] + right.z).project(camera);
        const ppi = Math.hypot(((v.x + 1) / 2) * size.width - x, ((1 - v.y) / 2) * size.height - y);
        const look = labelLook(ppi);
        scale = look.scale;
        const role = label ? ROLES.some((r) => label.classList.contains(r)) : false;
        if (label && label.classList.contains("compact") !== look.compact) resized = true;
        el.dataset.compact = String(look.compact);
        boxes.push({
          x,
          // the label's bottom: its gap above the anchor (styles.css) is scaled with it
          y: y - LABEL_GAP_PX * scale,
          w: (label?.offsetWidth ?? 0) * scale,
          h: (label?.offsetHeight ?? 0) * scale,
          yields: look.compact && !role,
        });
      }
      placed.push({ el, x, y, shown, unit, hung, scale });
    }
    const { lift, drop } = placeLabels(boxes, hungBoxes);
    let k = 0;
    let d = 0;
    for (const { el, x, y, shown, unit, hung, scale } of placed) {
      const up = unit ? lift[k++]! : 0;
      const down = hung ? drop[d++]! : 0;
      const compact = unit && el.dataset.compact === "true";
      if (unit) (el.firstElementChild as HTMLElement | null)?.classList.toggle("compact", compact);
      if (!shown || Number.isNaN(up)) {
        el.style.visibility = "hidden";
        continue;
      }
      el.style.visibility = "visible";
      if (unit) {
        el.style.transform = `translate(${x}px, ${y - up}px) scale(${scale})`;
        el.style.opacity = compact ? String(COMPACT_OPACITY) : "";
        // The leader is drawn inside the scaled label: its length in the label's own pixels.
        el.style.setProperty("--leader", `${up / scale}px`);
      } else if (hung) {
        el.style.transform = `translate(${x}px, ${y + down}px)`;
        el.style.setProperty("--leader", `${down}px`);
      } else el.style.transform = `translate(${x}px, ${y}px)`;
    }
    // A label that turned compact (or back) changed size: lay out again with its new size.
    if (resized) requestFrame();
  });
  return null;
}
