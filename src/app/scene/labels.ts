import { useFrame, useThree } from "@react-three/fiber";
import { useEffect } from "react";
import { Vector3 } from "three";
import { type LabelBox, liftLabels } from "./label-layout";

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

const v = new Vector3();
/** Per frame: each label's element, screen point, and whether it is shown and a unit label. */
const placed: { el: HTMLElement; x: number; y: number; shown: boolean; unit: boolean }[] = [];

/**
 * Projects every registered label each frame. Unit labels (keys "u:…") are then lifted clear of one
 * another (label-layout.ts), with a leader line down to their unit. Mount once inside the canvas.
 */
export function LabelsProbe() {
  const invalidate = useThree((s) => s.invalidate);
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
    for (const [key, { el, at }] of entries) {
      v.set(at[0], at[1], at[2]).project(camera);
      const shown = v.z <= 1 && v.z >= -1;
      const x = ((v.x + 1) / 2) * size.width;
      const y = ((1 - v.y) / 2) * size.height;
      const unit = shown && key.startsWith("u:");
      placed.push({ el, x, y, shown, unit });
      if (unit) {
        const label = el.firstElementChild as HTMLElement | null;
        boxes.push({ x, y, w: label?.offsetWidth ?? 0, h: label?.offsetHeight ?? 0 });
      }
    }
    const lift = liftLabels(boxes);
    let k = 0;
    for (const { el, x, y, shown, unit } of placed) {
      if (!shown) {
        el.style.visibility = "hidden";
        continue;
      }
      const up = unit ? lift[k++]! : 0;
      el.style.visibility = "visible";
      el.style.transform = `translate(${x}px, ${y - up}px)`;
      if (unit) el.style.setProperty("--leader", `${up}px`);
    }
  });
  return null;
}
