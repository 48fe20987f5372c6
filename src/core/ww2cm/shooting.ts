import { CM, COVER_VALUE, type CoverKind, type Weapon } from "./data";
import { nightRangePenalty } from "./night";

/**
 * The to-hit modifiers of seed 002 (Shooting; Moving through terrain), as pure functions of what was
 * measured. Each modifier comes back with its code, its value and the measurement that gave it, so the
 * calculator and the page can show why.
 */

/** One piece of cover a firing line crosses, and its seed cover value. */
export interface CoverPiece {
  featureId: string;
  kind: CoverKind;
  value: number;
}

/** One modifier and why. */
export interface Modifier {
  code:
    | "range"
    | "cover"
    | "cover-value"
    | "moved"
    | "open"
    | "pinned-open"
    | "sprinted"
    | "rubble"
    | "foliage"
    | "trench"
    | "wading"
    | "swimming"
    | "marsh"
    | "sniper"
    | "no-range";
  value: number;
  why: string;
}

/**
 * seed 002, Shooting: "-1 to hit for every 50cm. scopes add 15cm to this distance and for every story
 * of building or a hill etc. add a further 15 cm" (example: a scope on a two-storey building, 95 cm).
 */
export function bandCm(scope: boolean, levels: number): number {
  return CM.band.value + (scope ? CM.scopeBonus.value : 0) + CM.levelBonus.value * Math.max(0, levels);
}

/**
 * Whole bands the distance has passed: −1 "for every 50cm", so a shot at less than one band is at 0,
 * a shot at exactly 50 cm at −1 (chosen reading: each full band counts, the boundary included).
 * Compared in whole micrometres so float noise in a measured distance never moves a boundary.
 */
export function rangePenalty(distanceCm: number, band: number): number {
  return -Math.floor(Math.round(distanceCm * 1e4) / Math.round(band * 1e4));
}

/**
 * seed 002, Shooting: "For every piece of cover that blocks line of site -1 to hit", and for a piece
 * whose cover value is above the weapon's penetration "-1 to hit and for each value under your
 * penetration is from the cover ... This adds to the original -1 for being in cover" (pen 3 vs cover 5:
 * −3, then −1 more for the piece: −4). Chosen reading: each piece crossed counts for itself; a weapon
 * that ignores cover values keeps the −1 per piece (the seed: "treated as normal terrain").
 */
export function coverModifiers(pieces: readonly CoverPiece[], weapon: Weapon): Modifier[] {
  const out: Modifier[] = [];
  if (pieces.length > 0)
    out.push({
      code: "cover",
      value: -pieces.length,
      why: `${pieces.length} piece${pieces.length === 1 ? "" : "s"} of cover crossed: ${pieces.map((p) => `${p.featureId} (${p.kind} ${p.value})`).join(", ")}`,
    });
  if (weapon.rules.includes("ignores-cover")) return out;
  for (const p of pieces)
    if (weapon.penetration < p.value)
      out.push({
        code: "cover-value",
        value: -(1 + p.value - weapon.penetration),
        why: `${p.featureId}: cover value ${p.value} above penetration ${weapon.penetration}`,
      });
  return out;
}

/** The cover value of a kind of terrain (seed 002, Terrain cover values). */
export const coverValue = (kind: CoverKind): number => COVER_VALUE.get(kind)!.value;

/** Where the target stands, as far as the terrain chart's to-hit changes go. */
export type TargetGround =
  | "open"
  | "rubble"
  | "foliage"
  | "trench"
  | "wading"
  | "swimming"
  | "marsh"
  | "other";

/** What one firing model's shot depends on, measured. */
export interface ShotFacts {
  distanceCm: number;
  /** storeys or hill levels the firer stands above the ground */
  levels: number;
  weapon: Weapon;
  pieces: readonly CoverPiece[];
  firerMoved: boolean;
  targetSprinted: boolean;
  targetPinned: boolean;
  /** the target stood still this turn (dense foliage: −2 instead of −1) */
  targetStill: boolean;
  ground: TargetGround;
  /** seed 002, Night Fighting: the night's −2 for every 50 cm replaces the day's bands (night.ts) */
  night?: boolean;
}

/** Every modifier of one firing model's shot (seed 002, Shooting and Moving through terrain). */
export function shotModifiers(f: ShotFacts): Modifier[] {
  const scope = f.weapon.rules.includes("scope");
  const band = bandCm(scope, f.levels);
  const out: Modifier[] = [];
  // seed 002, Ordinance weapons: "suffer no range penalties".
  const ordnance = f.weapon.rules.includes("ordnance");
  const r = ordnance ? 0 : f.night ? nightRangePenalty(f.distanceCm) : rangePenalty(f.distanceCm, band);
  if (r !== 0)
    out.push({
      code: "range",
      value: r,
      why: f.night
        ? `${f.distanceCm.toFixed(1)} cm at night: −2 for every 50 cm`
        : `${f.distanceCm.toFixed(1)} cm in bands of ${band} cm (50${scope ? " + 15 scope" : ""}${f.levels > 0 ? ` + ${f.levels}×15 height` : ""})`,
    });
  out.push(...coverModifiers(f.pieces, f.weapon));
  if (f.firerMoved && !f.weapon.rules.some((x) => x === "move-and-shoot" || x === "shoot-on-the-run"))
    out.push({ code: "moved", value: -1, why: `moved without move and shoot (${f.weapon.name})` });
  const open = f.pieces.length === 0 && f.ground === "open";
  if (open) out.push({ code: "open", value: 1, why: "target in the open, no obstruction on the line" });
  if (open && f.targetPinned) out.push({ code: "pinned-open", value: 1, why: "target pinned in the open" });
  if (f.targetSprinted) out.push({ code: "sprinted", value: -1, why: "target sprinted" });
  if (f.ground === "rubble") out.push({ code: "rubble", value: -1, why: "target in rubble" });
  if (f.ground === "foliage")
    out.push({
      code: "foliage",
      value: f.targetStill ? -2 : -1,
      why: f.targetStill ? "target in dense foliage and stayed still" : "target in dense foliage",
    });
  if (f.ground === "trench") out.push({ code: "trench", value: -2, why: "target in a trench" });
  if (f.ground === "wading") out.push({ code: "wading", value: 1, why: "target wading" });
  if (f.ground === "swimming") out.push({ code: "swimming", value: 2, why: "target swimming" });
  if (f.ground === "marsh") out.push({ code: "marsh", value: 1, why: "target in marsh" });
  return out;
}

/** The sum of the modifiers. */
export const total = (mods: readonly Modifier[]): number => mods.reduce((n, m) => n + m.value, 0);

/** A d6 hits when it, with the modifiers, reaches the firer's training value. */
export const hits = (natural: number, modifier: number, skill: number): boolean =>
  natural + modifier >= skill;
