import { useFrame, useThree } from "@react-three/fiber";
import { useEffect } from "react";
import { Vector3 } from "three";

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

/** Projects every registered label each frame. Mount once inside the canvas. */
export function LabelsProbe() {
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    requestFrame = () => invalidate();
    return () => {
      requestFrame = () => {};
    };
  }, [invalidate]);
  useFrame(({ camera, size }) => {
    for (const { el, at } of entries.values()) {
      v.set(at[0], at[1], at[2]).project(camera);
      if (v.z > 1 || v.z < -1) {
        el.style.visibility = "hidden";
        continue;
      }
      el.style.visibility = "visible";
      el.style.transform = `translate(${((v.x + 1) / 2) * size.width}px, ${((1 - v.y) / 2) * size.height}px)`;
    }
  });
  return null;
}
