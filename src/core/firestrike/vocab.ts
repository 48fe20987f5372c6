/**
 * Firestrike vocabularies (seed 000). Each is an `as const` array that becomes a union type, so
 * charts, state and commands all spell the same words.
 */

/** Where a chart value comes from: the seed text, or Sightline's playable default. */
export const SOURCES = ["seed", "project default"] as const;
export type Source = (typeof SOURCES)[number];

/** seed 000 §1.5: morale grades, best first. */
export const GRADES = ["elite", "veteran", "seasoned", "inexperienced", "militia"] as const;
export type Grade = (typeof GRADES)[number];

/**
 * seed 000 §1.5 names a training level but gives no values; §2.2 names "Responsive" and
 * "Uncoordinated" troop types. "trained" is the project-default middle level.
 */
export const TRAINING_LEVELS = ["responsive", "trained", "uncoordinated"] as const;
export type Training = (typeof TRAINING_LEVELS)[number];

/** seed 000 "Turn Sequence": the five phases, in order. */
export const PHASES = [
  "command",
  "indirect-fire-movement",
  "airstrikes",
  "indirect-fire-impact",
  "direct-fire-assault",
] as const;
export type Phase = (typeof PHASES)[number];

/** seed 000 "Turn Sequence": every sub-step a) b) c)... of every phase, in order. */
export const STEPS = [
  "discovery",
  "situational-awareness",
  "move-markers",
  "broadcast",
  "first-impact-zones",
  "movement",
  "second-impact-zones",
  "rally",
  "place-airstrikes",
  "resolve-airstrikes",
  "resolve-indirect",
  "remove-discovered",
  "persistent-markers",
  "first-direct-fire",
  "damage-morale",
  "assaults",
  "second-direct-fire",
  "immobilized-effects",
] as const;
export type Step = (typeof STEPS)[number];

/** Which phase each step belongs to. */
export const STEP_PHASE: Record<Step, Phase> = {
  discovery: "command",
  "situational-awareness": "command",
  "move-markers": "command",
  broadcast: "command",
  "first-impact-zones": "indirect-fire-movement",
  movement: "indirect-fire-movement",
  "second-impact-zones": "indirect-fire-movement",
  rally: "indirect-fire-movement",
  "place-airstrikes": "airstrikes",
  "resolve-airstrikes": "airstrikes",
  "resolve-indirect": "indirect-fire-impact",
  "remove-discovered": "indirect-fire-impact",
  "persistent-markers": "indirect-fire-impact",
  "first-direct-fire": "direct-fire-assault",
  "damage-morale": "direct-fire-assault",
  assaults: "direct-fire-assault",
  "second-direct-fire": "direct-fire-assault",
  "immobilized-effects": "direct-fire-assault",
};

/** seed 000 §6.3: damage reactions, mildest first. */
export const REACTIONS = ["none", "pinned", "hide", "withdraw", "rout", "break-up"] as const;
export type Reaction = (typeof REACTIONS)[number];

/** One-letter codes used in the Morale table cells (seed 000 §6.2 writes "P" for Pinned). */
export const REACTION_CODES = {
  "-": "none",
  P: "pinned",
  H: "hide",
  W: "withdraw",
  R: "rout",
  B: "break-up",
} as const;
export type ReactionCode = keyof typeof REACTION_CODES;

/** seed 000 §5.1: hit results. "-" is no effect. */
export const HIT_RESULTS = ["-", "D", "I", "K"] as const;
export type HitResult = (typeof HIT_RESULTS)[number];

/**
 * What a base is, for the rules (seed 000 §1.3). The catalog's `type` picks a stat line, and the
 * stat line names its class.
 */
export const UNIT_CLASSES = [
  "infantry",
  "engineer",
  "cavalry",
  "machine-gun",
  "mortar",
  "towed-gun",
  "transport",
  "MBT",
  "IFV",
  "ICV",
  "APC",
  "half-track",
  "light-tank",
  "medium-tank",
  "tank-destroyer",
  "armoured-car",
  "SP-artillery",
  "HQ",
  "drone",
] as const;
export type UnitClass = (typeof UNIT_CLASSES)[number];

/** How a base moves; terrain costs are priced per mobility (matches the catalog's mobilities). */
export const MOBILITIES = ["foot", "towed", "wheeled", "tracked", "half-track", "air"] as const;
export type Mobility = (typeof MOBILITIES)[number];

/** seed 000 §3.2: foot movement categories, plus the assault move used to make contact. */
export const FOOT_MODES = ["prone", "walking", "rushing", "assault", "heavy-weapon", "manhandling"] as const;
export type FootMode = (typeof FOOT_MODES)[number];

/** seed 000 §3.21: vehicles drive forward, reverse, or at assault speed over open ground. */
export const VEHICLE_MODES = ["forward", "reverse", "assault"] as const;
export type VehicleMode = (typeof VEHICLE_MODES)[number];

/** Every movement mode a move command may name ("assault" serves foot and vehicles). */
export const MOVE_MODES = [
  "prone",
  "walking",
  "rushing",
  "assault",
  "heavy-weapon",
  "manhandling",
  "forward",
  "reverse",
] as const;
export type MoveMode = (typeof MOVE_MODES)[number];

/** Weapon fire kinds: direct heavy, direct light (seed 000 turn sequence 5a) and indirect (barrages). */
export const FIRE_KINDS = ["heavy", "light", "indirect"] as const;
export type FireKind = (typeof FIRE_KINDS)[number];

/** Terrain the oracle reports under a point or along a path (the table's area feature types). */
export const AREA_TERRAIN = [
  "open",
  "road",
  "woods",
  "built-up",
  "building",
  "rubble",
  "water",
  "deep-water",
  "minefield",
  "hill-slope",
  "trench",
] as const;
export type AreaTerrain = (typeof AREA_TERRAIN)[number];

/** Linear obstacles a path can cross. */
export const LINEAR_TERRAIN = ["wall", "hedge", "wire-heavy", "wire-medium"] as const;
export type LinearTerrain = (typeof LINEAR_TERRAIN)[number];

/** seed 000 §3.23: field works a base can dig. */
export const DIG_IN_KINDS = ["hasty", "foxholes"] as const;
export type DigInKind = (typeof DIG_IN_KINDS)[number];

/** Gun classes for towing and set-up time (seed 000 §3.22; the table itself is a project default). */
export const GUN_CLASSES = ["light", "medium", "heavy"] as const;
export type GunClass = (typeof GUN_CLASSES)[number];

/** Airstrike types the seed names (§1.1 markers). */
export const AIRSTRIKE_TYPES = ["strafing", "rocket", "missile", "bomb"] as const;
export type AirstrikeType = (typeof AIRSTRIKE_TYPES)[number];

/** Air superiority levels (seed 000 §1.3: "the margin by which a player wins control of the air"). */
export const AIR_LEVELS = ["supremacy", "superiority", "parity", "inferiority", "none"] as const;
export type AirLevel = (typeof AIR_LEVELS)[number];

/** Formation levels (seed 000 §1.4). */
export const FORMATION_LEVELS = [
  "platoon",
  "company",
  "battalion",
  "regiment",
  "brigade",
  "division",
] as const;
export type FormationLevel = (typeof FORMATION_LEVELS)[number];

/** What a base is doing in the rules' eyes. */
export const BASE_STATUSES = ["active", "destroyed", "abandoned", "removed"] as const;
export type BaseStatus = (typeof BASE_STATUSES)[number];

/** Immobilization: from combat it is permanent (seed 000 §5.1); from movement risks, temporary. */
export const IMMOBILIZATIONS = ["none", "temporary", "permanent"] as const;
export type Immobilization = (typeof IMMOBILIZATIONS)[number];
