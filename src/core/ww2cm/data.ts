/**
 * The centimetre WWII skirmish's numbers (seed 002), each marked with where it comes from: "seed 002"
 * where the seed prints it, "project default" where the seed is silent (docs/rulesets/ww2cm.md says
 * which published design each default follows: Bolt Action, FUBAR, Flames of War;
 * ../shared/rules/seed-gaps-001-002.md). Every distance is in centimetres.
 */

/** Where a value comes from. */
export type Source = "seed 002" | "project default";
/** A number and its source. */
export interface Sourced {
  value: number;
  source: Source;
}
const seed = (value: number): Sourced => ({ value, source: "seed 002" });
const def = (value: number): Sourced => ({ value, source: "project default" });

/** Levels of training (seed 002, Levels of training). */
export const TRAININGS = ["veteran", "regular", "conscript"] as const;
export type Training = (typeof TRAININGS)[number];

/** seed 002, Levels of training: "the base value needed to do anything". */
export const SKILL: ReadonlyMap<Training, Sourced> = new Map([
  ["veteran", seed(3)],
  ["regular", seed(4)],
  ["conscript", seed(5)],
]);

/**
 * seed 002, Moral: Veteran 4+, Regular 5+, Conscript 4+. Chosen reading: the conscripts' "4+" is a
 * slip for 6+ (it would make conscripts as steady as veterans and steadier than regulars; each step of
 * training is one pip elsewhere in the seed), so 6+ here, marked a project default.
 */
export const MORALE: ReadonlyMap<Training, Sourced> = new Map([
  ["veteran", seed(4)],
  ["regular", seed(5)],
  ["conscript", def(6)],
]);

/** The distances of the game, cm. */
export const CM = {
  /** seed 002, Movement */
  move: seed(4),
  /** seed 002, Movement: "movement becomes 8cm" */
  sprint: seed(8),
  /** seed 002, Shooting: "a 13cm diameter circle" */
  circleDiameter: seed(13),
  /** seed 002, Shooting: "-1 to hit for every 50cm" */
  band: seed(50),
  /** seed 002, Shooting: "scopes add 15cm to this distance" */
  scopeBonus: seed(15),
  /** seed 002, Shooting: "for every story of building or a hill etc. add a further 15 cm" */
  levelBonus: seed(15),
  /** project default (Bolt Action's officer reach, 6"≈15 cm): an officer's command radius */
  commandRadius: def(15),
  /** seed 002, Melee: "moves the enemy unit back 4cm and your unit advances 4cm" */
  meleePush: seed(4),
  /** project default: models within this many cm of an enemy model are in base contact for melee */
  contact: def(1),
  /** seed 002, Minor anti-tank weapon chart: "-1 to the result" for every 20cm beyond */
  minorAtStep: seed(20),
} as const;

/**
 * seed 002, Moving through terrain: the moves it caps (marsh, rubble, wading, dense foliage, climbing:
 * 4 cm; swimming: 2 cm), and the climber's fall ("on a 6+ that model is out of action").
 */
export const TERRAIN_MOVE = {
  slowCm: seed(4),
  swimCm: seed(2),
  climbCm: seed(4),
  fallOn: seed(6),
  /** "Unless the hedge is longer than 4cm deep you must spend a whole turn to get over/through it" */
  hedgeDepthCm: seed(4),
} as const;
/** project default: a gun's crew or tower touches it within this many cm */
export const TOUCH_CM = def(3);
/** project default: each end of a scatter (propelled, ordnance): 2d6 cm in a d6 direction (Bolt Action's spread) */
export const SCATTER_DICE = def(2);
/** project default: an objective marker is held by the only side with a standing model within this many cm */
export const OBJECTIVE_RADIUS_CM = def(5);

/** seed 002, Moral: a test when a unit loses this share of its models in one turn. */
export const MORALE_LOSS_SHARE = seed(0.25);
/** seed 002, Melee: "If defensive fire claims 50% of the enemy squad it must take a moral test". */
export const DEFENSIVE_FIRE_SHARE = seed(0.5);
/** seed 002, Melee: "until ... one side wins 3 rounds in a row". */
export const MELEE_ROUNDS_TO_WIN = seed(3);
/** project default: a melee that neither side has won after this many rounds stops for the turn */
export const MELEE_ROUND_CAP = def(12);

/** Special rules a weapon may have (seed 002's words; the aircraft ones belong to issue 35). */
export const WEAPON_RULES = [
  "scope",
  "move-and-shoot",
  "shoot-on-the-run",
  "major-at",
  "minor-at",
  "ignores-cover",
  /** seed 002, Propelled weapons: a miss scatters; it stops on terrain that blocks the gun's line */
  "propelled",
  /** seed 002, Ordinance weapons: scatters as propelled, always hits where it lands, no range penalty */
  "ordnance",
  /** seed 002, Snipers: hidden, the target's −1, always a pinning check */
  "sniper",
  /** seed 002, Occupying buildings: kills every model in a building it hits; Unarmoured: kills the crew */
  "flame",
  /** seed 002, Occupying buildings: "they take double hits from grenades" */
  "grenade",
  /** seed 002, Unarmoured Vehicles: "Machine guns damage the vehicle on a roll of 4+" */
  "machine-gun",
  /** seed 002, Crewed weapons: one turn packing or setting up */
  "crewed",
  /** seed 002, Crewed weapons: artillery packs a full turn, is towed, sets up a turn */
  "artillery",
  /** seed 002, Crewed weapons: "may not move and shoot however doesn't have to set up or pack up" */
  "rapid-redeployment",
] as const;
export type WeaponRule = (typeof WEAPON_RULES)[number];

/** A weapon profile. The seed gives none: every number here is a project default. */
export interface Weapon {
  id: string;
  name: string;
  /** dice each firing model rolls (project default, seed-gaps: one d6 per model × the weapon's shots) */
  shots: number;
  /** penetration, compared with cover values and armour (seed 002) */
  penetration: number;
  /** the longest shot, cm (project default; the seed only has range bands) */
  rangeCm: number;
  /** a minor anti-tank weapon's effective range, cm (seed 002 names it; its value a project default) */
  effectiveCm?: number;
  /** seed 002, Blasts: the inner (kills) and outer (kills on 4+) circles' radii, cm (values: project default) */
  blast?: { innerCm: number; outerCm: number };
  /** seed 002, Jamming: the d6 needed to fire (value: project default) */
  jam?: number;
  rules: readonly WeaponRule[];
  source: Source;
}

/** The shipped weapons (project defaults after Bolt Action's profiles, in cm). */
export const WEAPONS: readonly Weapon[] = [
  {
    id: "rifle",
    name: "Rifle",
    shots: 1,
    penetration: 2,
    rangeCm: 150,
    rules: [],
    source: "project default",
  },
  {
    id: "smg",
    name: "Submachine gun",
    shots: 2,
    penetration: 1,
    rangeCm: 60,
    rules: ["shoot-on-the-run"],
    source: "project default",
  },
  {
    id: "lmg",
    name: "Light machine gun",
    shots: 3,
    penetration: 3,
    rangeCm: 180,
    rules: ["machine-gun"],
    source: "project default",
  },
  {
    // seed 002, Crewed weapons: "Weapons with the rapid redeployment rule may not move and shoot however
    // doesn't have to set up or pack up its gun" (which weapon has it: project default)
    id: "hmg",
    name: "Heavy machine gun",
    shots: 4,
    penetration: 4,
    rangeCm: 200,
    rules: ["machine-gun", "rapid-redeployment"],
    source: "project default",
  },
  {
    id: "sniper-rifle",
    name: "Sniper rifle",
    shots: 1,
    penetration: 3,
    rangeCm: 220,
    rules: ["scope", "sniper"],
    source: "project default",
  },
  {
    id: "at-rifle",
    name: "Anti-tank rifle",
    shots: 1,
    penetration: 5,
    rangeCm: 120,
    effectiveCm: 60,
    rules: ["minor-at"],
    source: "project default",
  },
  {
    id: "at-gun",
    name: "Anti-tank gun",
    shots: 1,
    penetration: 8,
    rangeCm: 250,
    rules: ["major-at", "crewed"],
    source: "project default",
  },
  {
    id: "tank-gun",
    name: "Tank gun (75 mm)",
    shots: 1,
    penetration: 7,
    rangeCm: 250,
    rules: ["major-at", "move-and-shoot"],
    source: "project default",
  },
  {
    id: "bazooka",
    name: "Rocket launcher",
    shots: 1,
    penetration: 6,
    rangeCm: 60,
    effectiveCm: 40,
    blast: { innerCm: 0, outerCm: 3 },
    jam: 2,
    rules: ["propelled", "minor-at"],
    source: "project default",
  },
  {
    id: "mortar",
    name: "Light mortar",
    shots: 1,
    penetration: 2,
    rangeCm: 200,
    blast: { innerCm: 2, outerCm: 6.5 },
    rules: ["ordnance", "crewed"],
    source: "project default",
  },
  {
    id: "field-gun",
    name: "Field gun (75 mm)",
    shots: 1,
    penetration: 4,
    rangeCm: 300,
    blast: { innerCm: 3, outerCm: 6.5 },
    rules: ["ordnance", "artillery"],
    source: "project default",
  },
  {
    id: "flamethrower",
    name: "Flamethrower",
    shots: 2,
    penetration: 3,
    rangeCm: 20,
    jam: 2,
    rules: ["flame", "ignores-cover"],
    source: "project default",
  },
  {
    id: "grenades",
    name: "Hand grenades",
    shots: 1,
    penetration: 1,
    rangeCm: 12,
    rules: ["grenade"],
    source: "project default",
  },
];

/** A vehicle profile; the seed gives names of values but no numbers: all project defaults. */
export interface VehicleProfile {
  id: string;
  name: string;
  moveCm: number;
  /** 0 for an unarmoured vehicle (seed 002, Unarmoured Vehicles: "no armour value") */
  armour: number;
  hullPoints: number;
  weapon: string;
  secondaryWeapons: number;
  /** an unarmoured vehicle's damage points, crew and passenger seats (seed 002 names them; values default) */
  unarmoured?: { damagePoints: number; crew: number; seats: number };
  /** how far it tows a gun, cm (seed 002, Crewed weapons: "it moves at the vehicles movement") */
  towCm: number;
  source: Source;
}

/** The shipped vehicles (project defaults: hull points 3 light / 4 medium / 5 heavy, seed-gaps). */
export const VEHICLES: readonly VehicleProfile[] = [
  {
    id: "medium-tank",
    name: "Medium tank",
    moveCm: 12,
    armour: 7,
    hullPoints: 4,
    weapon: "tank-gun",
    secondaryWeapons: 2,
    towCm: 12,
    source: "project default",
  },
  {
    id: "truck",
    name: "Truck",
    moveCm: 16,
    armour: 0,
    hullPoints: 0,
    weapon: "rifle",
    secondaryWeapons: 0,
    unarmoured: { damagePoints: 3, crew: 2, seats: 12 },
    towCm: 16,
    source: "project default",
  },
];

/** seed 002, Horses: "a tow movement of 8cm and a normal movement of 16cm". */
export const HORSES = { moveCm: seed(16), towCm: seed(8) } as const;

/** The seed's terrain with a cover value (seed 002, Terrain cover values). */
export const COVER_KINDS = [
  "wood",
  "bushes",
  "trees",
  "sandbags",
  "building",
  "fortified-building",
  "walls",
  "fortified-walls",
  "bunker",
  "rubble",
] as const;
export type CoverKind = (typeof COVER_KINDS)[number];

/** seed 002, Terrain cover values (rubble: project default, the seed lists it only for movement). */
export const COVER_VALUE: ReadonlyMap<CoverKind, Sourced> = new Map([
  ["wood", seed(1)],
  ["bushes", seed(0)],
  ["trees", seed(0)],
  ["sandbags", seed(4)],
  ["building", seed(3)],
  ["fortified-building", seed(4)],
  ["walls", seed(2)],
  ["fortified-walls", seed(3)],
  ["bunker", seed(10)],
  ["rubble", def(2)],
]);

/**
 * Which seed terrain a table feature of each type is, unless the set-up names another for it
 * (project default reading: a hedge is bushes, woods are wood, a built-up area is buildings).
 * Types absent here are no cover piece (roads, minefields, wire) or block the line (hills).
 */
export const COVER_OF_TYPE: ReadonlyMap<string, CoverKind> = new Map([
  ["woods", "wood"],
  ["hedge", "bushes"],
  ["wall", "walls"],
  ["building", "building"],
  ["built-up", "building"],
  ["rubble", "rubble"],
]);

/** seed 002, Anti-Tank weapons: the major chart, 1–12. */
export const MAJOR_CHART = [
  "secondary-destroyed",
  "tracks-damaged",
  "turret-damaged",
  "sights-damaged",
  "tracks-destroyed",
  "turret-locked",
  "shocked",
  "main-weapon-destroyed",
  "multiple",
  "dead",
  "dead",
  "dead-explodes",
] as const;
export type MajorResult = (typeof MAJOR_CHART)[number];
/** seed 002: result 9 is "Results 5,7,8,3,4,6". */
export const MAJOR_NINE: readonly MajorResult[] = [
  "tracks-destroyed",
  "shocked",
  "main-weapon-destroyed",
  "turret-damaged",
  "sights-damaged",
  "turret-locked",
];
/** seed 002, Minor anti-tank weapon chart, 1–6. */
export const MINOR_CHART = [
  "shocked",
  "sights-damaged",
  "tracks-damaged",
  "turret-damaged",
  "secondary-destroyed",
  "crew-killed",
] as const;
export type MinorResult = (typeof MINOR_CHART)[number];

/** project default (seed-gaps): the major chart's roll is 2d6 + (penetration − armour), clamped to 1–12. */
export const MAJOR_DICE = def(2);
/** seed 002, result 12: "1d6 +3cm worth of shrapnel" that kills enemy models on a 4+. */
export const SHRAPNEL = { plusCm: seed(3), kills: seed(4) } as const;

/** The weapon with this id (ids from files: a list lookup, never an object key). */
export const weaponOf = (id: string): Weapon | undefined => WEAPONS.find((w) => w.id === id);
/** The vehicle profile with this id. */
export const vehicleOf = (id: string): VehicleProfile | undefined => VEHICLES.find((v) => v.id === id);
