import type { Pt } from "../geom2d";
import type { WeaponClass } from "./rules-data";

/**
 * The firefight's pieces: units of models, each model its own small base (seed 003 "units made of
 * models"; project default: a square base of `settings.baseInches`, docs/rulesets/firefight.md).
 * Plain JSON values, so a game state compares and saves as it is.
 */

/** One model on the table. */
export interface Model {
  id: string;
  unit: string;
  x: number;
  y: number;
  /** wounds taken so far */
  wounds: number;
  /** slain models lie where they fell and are difficult terrain (seed 003, Inflict Casualties) */
  slain: boolean;
}

/** A unit: one profile and weapon class for its models; it moves and fights as one. */
export interface Unit {
  id: string;
  side: string;
  name: string;
  profile: string;
  weapon: WeaponClass;
  /** in play, fled the battle (a fall back off the board), or every model slain */
  status: "active" | "fled" | "destroyed";
}

/** What the sight oracle is asked about: one model's base at a position. */
export interface ModelPose {
  id: string;
  side: string;
  x: number;
  y: number;
}

/** What the measured engine says about one shooter model looking at one target model. */
export interface ModelSight {
  visible: boolean;
  /** the target is concealed by terrain from this shooter (the Bs-halving majority counts these) */
  concealed: boolean;
  /** the target is behind cover that could stop this shooter's fire (+1 to its save) */
  cover: boolean;
  /** measured share of the target hidden, and of it by hard cover (0..1), for the report */
  hiddenShare: number;
  hardShare: number;
  /** what hid it, the features' ids */
  coverBy: string[];
}

/**
 * The geometry a firefight needs beyond the table's data: sight between two model bases, measured
 * (src/core/firefight/measured.ts wraps core/los for it; tests may give a fake).
 */
export interface FirefightOracle {
  sight(shooter: ModelPose, target: ModelPose): ModelSight;
}

/** A model's square base outline at its position (facing 0). */
export function baseOutline(x: number, y: number, size: number): Pt[] {
  const h = size / 2;
  return [
    [x - h, y - h],
    [x + h, y - h],
    [x + h, y + h],
    [x - h, y + h],
  ];
}

/** Whether two square bases of side `size` (facing 0) overlap (touching is not overlapping). */
export function basesOverlap(
  a: { x: number; y: number },
  b: { x: number; y: number },
  size: number,
): boolean {
  return Math.abs(a.x - b.x) < size - 1e-9 && Math.abs(a.y - b.y) < size - 1e-9;
}

/** Edge-to-edge distance between two square bases of side `size` (facing 0), inches. */
export function baseGap(a: { x: number; y: number }, b: { x: number; y: number }, size: number): number {
  const dx = Math.max(0, Math.abs(a.x - b.x) - size);
  const dy = Math.max(0, Math.abs(a.y - b.y) - size);
  return Math.hypot(dx, dy);
}
