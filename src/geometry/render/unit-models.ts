import type { BufferGeometry } from "three";
import type { CatalogEntry } from "../../core/catalog/schema";
import { GeometryKit } from "./kit";
import type { Rgb } from "./palette";

/**
 * Procedural low-poly unit models for the catalog's `model.shape`s. A model stands on z = 0 at the base
 * centre, faces +y, fits its base (`w` across, `d` along the facing) and is `h` tall, so sight lines
 * drawn at the silhouette height touch its top. Parts in white take the side colour from the instance.
 */

/** The procedural shapes the catalog can name. */
export type ModelShape = Extract<CatalogEntry["model"], { kind: "procedural" }>["shape"];
type Shape = ModelShape;

const TINT: Rgb = [1, 1, 1];
const DARK: Rgb = [0.32, 0.32, 0.32];
const TRACK: Rgb = [0.22, 0.22, 0.2];
const SKIN: Rgb = [0.85, 0.72, 0.6];

interface Dims {
  w: number;
  d: number;
  h: number;
}

function figure(k: GeometryKit, x: number, y: number, h: number, kneel = false): void {
  const body = kneel ? h * 0.55 : h * 0.78;
  const r = Math.max(0.025, h * 0.12);
  k.cylinder(x, y, 0, r, body, TINT, 6, r * 0.85);
  k.blob(x, y, body + r * 0.9, r * 0.8, r * 0.8, r * 0.9, SKIN);
}

function figures(k: GeometryKit, n: number, { w, d, h }: Dims, kneel = false): void {
  const rows = n > 3 ? 2 : 1;
  const perRow = Math.ceil(n / rows);
  let placed = 0;
  for (let r = 0; r < rows; r++) {
    const y = rows === 1 ? 0 : (r === 0 ? -0.2 : 0.2) * d;
    const inRow = Math.min(perRow, n - placed);
    for (let i = 0; i < inRow; i++) {
      const x = (inRow === 1 ? 0 : -0.35 + (0.7 * i) / (inRow - 1)) * w + (r ? 0.06 * w : 0);
      figure(k, x, y, h, kneel);
      placed++;
    }
  }
}

/** How far above the ground every model stands: on its base plate (unit-layout.ts lifts it so). */
export const MODEL_LIFT_INCHES = 0.04;

/**
 * One skirmish figure (the catalog's `figure` shape: a 28 mm model on its own base): legs, body, head
 * and a rifle held at the chest, narrower than its base. It stands on the base plate and is the plate's
 * thickness shorter than `h`, so the top of its head is the silhouette height above the ground: a
 * sight line drawn at the unit's silhouette height touches it (a vehicle's lift of the plate does not
 * show; a figure's would, on a skirmish table where it is 2" tall).
 */
function soldier(k: GeometryKit, { w, h }: Dims): void {
  const top = Math.max(h - MODEL_LIFT_INCHES, h / 2);
  const r = Math.min(w * 0.16, top * 0.09);
  const hips = top * 0.42;
  const neck = top - r * 1.75;
  k.cylinder(0, 0, 0, r * 0.8, hips, DARK, 6, r * 0.9);
  k.cylinder(0, 0, hips, r, neck - hips, TINT, 6, r * 0.85);
  k.blob(0, 0, top - r * 0.9, r * 0.8, r * 0.8, r * 0.9, SKIN);
  k.box(0, r * 1.1, top * 0.6, r * 0.25, r * 0.35, top * 0.36, DARK, 0.5);
}

function tracks(k: GeometryKit, { w, d, h }: Dims, wheeled: boolean): void {
  const tw = w * 0.2;
  const len = d * 0.86;
  const th = h * 0.3;
  for (const s of [-1, 1]) {
    if (wheeled) {
      for (const y of [-0.3, 0, 0.3]) {
        k.cylinder(s * (w * 0.36), y * d, th * 0.5, th * 0.5, tw * 0.6, TRACK, 8);
      }
    } else k.box(s * (w * 0.5 - tw / 2), 0, th / 2, tw, len, th, TRACK);
  }
}

function hull(k: GeometryKit, { w, d, h }: Dims, height: number, lift = 0.22): void {
  k.box(0, 0, h * lift + (h * height) / 2, w * 0.72, d * 0.84, h * height, TINT);
}

function tank(k: GeometryKit, s: Dims, barrel: number, wheeled = false): void {
  tracks(k, s, wheeled);
  hull(k, s, 0.38);
  const tz = s.h * 0.6;
  k.box(0, -s.d * 0.05, tz + s.h * 0.2, s.w * 0.5, s.d * 0.4, s.h * 0.4, TINT);
  if (barrel > 0) k.barrel(0, s.d * 0.15, tz + s.h * 0.22, Math.max(0.012, s.w * 0.03), s.d * barrel, DARK);
}

function build(shape: Shape, count: number, s: Dims): GeometryKit {
  const k = new GeometryKit();
  switch (shape) {
    case "infantry":
      figures(k, count, s);
      break;
    case "figure":
      soldier(k, s);
      break;
    case "hmg":
      figures(k, Math.max(1, count), { ...s, w: s.w * 0.9 }, true);
      k.box(0, s.d * 0.25, s.h * 0.35, s.w * 0.08, s.d * 0.35, s.h * 0.12, DARK);
      break;
    case "mortar":
      figures(k, Math.max(1, count), { ...s, w: s.w * 0.9 }, true);
      k.barrel(
        0,
        s.d * 0.05,
        Math.max(0.015, s.w * 0.04),
        Math.max(0.015, s.w * 0.04),
        s.h * 0.9,
        DARK,
        Math.PI / 3,
      );
      break;
    case "gun":
      k.box(0, -s.d * 0.05, s.h * 0.35, s.w * 0.45, s.d * 0.12, s.h * 0.45, TINT);
      for (const side of [-1, 1])
        k.cylinder(side * s.w * 0.28, -s.d * 0.05, s.h * 0.2, s.h * 0.2, 0.04, TRACK, 8);
      k.barrel(0, 0, s.h * 0.45, Math.max(0.014, s.w * 0.03), s.d * 0.5, DARK, 0.08);
      figure(k, -s.w * 0.3, -s.d * 0.35, s.h * 0.85);
      figure(k, s.w * 0.3, -s.d * 0.3, s.h * 0.85);
      break;
    case "tank":
      tank(k, s, 0.55);
      break;
    case "ifv":
      tank(k, { ...s, h: s.h }, 0.3);
      break;
    case "apc":
      tracks(k, s, false);
      hull(k, s, 0.62);
      k.box(0, s.d * 0.1, s.h * 0.92, s.w * 0.16, s.d * 0.16, s.h * 0.1, DARK);
      break;
    case "armoured-car":
      tank(k, s, 0.3, true);
      break;
    case "sp-artillery":
      tracks(k, s, false);
      hull(k, s, 0.35);
      k.box(0, -s.d * 0.1, s.h * 0.8, s.w * 0.62, s.d * 0.5, s.h * 0.4, TINT);
      k.barrel(0, s.d * 0.1, s.h * 0.8, Math.max(0.014, s.w * 0.035), s.d * 0.6, DARK, 0.05);
      break;
    case "truck":
      tracks(k, s, true);
      k.box(0, s.d * 0.3, s.h * 0.55, s.w * 0.62, s.d * 0.22, s.h * 0.5, TINT);
      k.box(0, -s.d * 0.12, s.h * 0.62, s.w * 0.7, s.d * 0.55, s.h * 0.7, [0.75, 0.75, 0.7]);
      break;
    case "hq":
      tracks(k, { ...s, d: s.d * 0.7 }, true);
      k.box(0, s.d * 0.05, s.h * 0.5, s.w * 0.55, s.d * 0.6, s.h * 0.5, TINT);
      k.cylinder(s.w * 0.15, -s.d * 0.15, s.h * 0.75, 0.006, s.h * 0.25, DARK, 4);
      figure(k, -s.w * 0.3, -s.d * 0.38, s.h * 0.8);
      // A flag marks the headquarters at a glance.
      k.cylinder(s.w * 0.38, -s.d * 0.38, 0, 0.01, s.h * 1.25, DARK, 4);
      k.box(s.w * 0.38 + s.w * 0.09, -s.d * 0.38, s.h * 1.1, s.w * 0.18, 0.01, s.h * 0.22, TINT);
      break;
    case "drone":
      k.box(0, 0, s.h * 0.15, s.w * 0.18, s.d * 0.5, s.h * 0.3, TINT);
      k.box(0, s.d * 0.05, s.h * 0.2, s.w * 0.8, s.d * 0.12, s.h * 0.06, TINT);
      k.box(0, -s.d * 0.22, s.h * 0.2, s.w * 0.35, s.d * 0.08, s.h * 0.05, DARK);
      break;
  }
  return k;
}

/**
 * The geometry of one procedural model. `count` is the figures or vehicles on the base (vehicles show
 * one); `h` is the rendered silhouette height.
 */
export function unitModelGeometry(
  shape: Shape,
  count: number,
  widthInches: number,
  depthInches: number,
  heightInches: number,
): BufferGeometry {
  const h = Math.max(heightInches, 0.04);
  return build(shape, count, { w: widthInches, d: depthInches, h }).build();
}

/** A thin base plate of unit size (1 × 1 × 1) standing on z = 0, scaled per instance to each base. */
export function basePlateGeometry(): BufferGeometry {
  return new GeometryKit().box(0, 0, 0.5, 1, 1, 1, TINT).build();
}

/** A flat ring marker of unit radius (inner 0.8) lying on z = 0, for selection and state markers. */
export function ringMarkerGeometry(): BufferGeometry {
  const k = new GeometryKit();
  const n = 24;
  for (let i = 0; i < n; i++) {
    const a = ((i + 0.5) / n) * Math.PI * 2;
    k.box(Math.cos(a) * 0.9, Math.sin(a) * 0.9, 0, 0.2, (Math.PI * 2 * 0.9) / n + 0.02, 0.02, TINT, a);
  }
  return k.build();
}
