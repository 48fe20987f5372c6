import type { Source, Sourced, Training } from "../data";

/**
 * The numbers of seed 002's air, airborne and night rules (issue 35), each marked with where it comes
 * from: "seed 002" where the seed prints it, "project default" where it is silent (seed-gaps: "altitude,
 * speed and path length on the table, AA ranges and aircraft damage points are defaults"). Distances cm.
 */

const seed = (value: number): Sourced => ({ value, source: "seed 002" });
const def = (value: number): Sourced => ({ value, source: "project default" });

/**
 * seed 002, Aircraft: "On the turn before it arrives roll a d6. On a 5+ it arrives. On the turn it is
 * intended to arrive on a 3+ it arrives. On the turn after it is on a 5+ it arrives."
 */
export const ARRIVAL = { before: seed(5), intended: seed(3), after: seed(5) } as const;

/** The flight's geometry on the table. */
export const FLIGHT = {
  /** project default: a flight is level at this height above the table's base, yards (above shipped hills) */
  altitudeYards: def(40),
  /** project default: the longest path on the table, cm ("moves its full distance following the line") */
  lengthCm: def(250),
  /** project default: AA sight is cast to points this far apart along the path, cm */
  sampleCm: def(1),
  /** project default: a unit is "passed over" when one of its models lies this close to the path, cm */
  passOverCm: def(6.5),
  /** project default: an entry or exit point lies on an edge within this many cm of it */
  edgeToleranceCm: def(0.5),
} as const;

/** seed 002, Plane Damage Chart: the die a hit rolls to damage, and the points it takes. */
export const PLANE_DAMAGE = {
  /** "Shot by machine guns. For each shot that hits roll a D6. On a 6+ the aircraft suffers a point" */
  mg: { on: seed(6), points: seed(1) },
  /** "Shot by Cannon: Same as above but a 4+ and each shot does 2 points of damage" */
  cannon: { on: seed(4), points: seed(2) },
} as const;
export type DamageChart = keyof typeof PLANE_DAMAGE;

/** An anti-aircraft weapon (seed 002: "Any AA weapon"; its ranges are project defaults). */
export interface AaWeapon {
  id: string;
  name: string;
  shots: number;
  rangeCm: Sourced;
  chart: DamageChart;
  /** seed 002, Shot at by Flak: "Flak gets a + 2 to hit the aircraft and has the same stats as a cannon" */
  toHit: Sourced;
  source: Source;
}

export const AA_WEAPONS: readonly AaWeapon[] = [
  {
    id: "flak",
    name: "Flak gun",
    shots: 2,
    rangeCm: def(150),
    chart: "cannon",
    toHit: seed(2),
    source: "project default",
  },
  {
    id: "aa-mg",
    name: "AA machine gun",
    shots: 3,
    rangeCm: def(80),
    chart: "mg",
    toHit: def(0),
    source: "project default",
  },
  {
    id: "aa-cannon",
    name: "AA cannon",
    shots: 2,
    rangeCm: def(120),
    chart: "cannon",
    toHit: def(0),
    source: "project default",
  },
];

/** A plane's weapon: bombs (ordnance), rockets (propelled) or guns (normal shooting). */
export interface PlaneWeapon {
  kind: "bombs" | "rockets" | "guns";
  shots: number;
  /** the damage chart its hits roll on an aircraft (guns only) */
  chart?: DamageChart;
  blast?: { innerCm: number; outerCm: number };
}

/** An aircraft type (every number a project default; the seed names the kinds only). */
export interface AircraftType {
  id: string;
  name: string;
  damagePoints: Sourced;
  crew: Training;
  weapons: readonly PlaneWeapon[];
  /** seed 002: "interceptor or fighter aircraft" may intercept */
  interceptor: boolean;
  /** seed 002, Dive bombers */
  dive: boolean;
  /** seed 002: "Tail gunners ... fire at the opposing aircraft within its firing range" */
  tailGunner: { shots: number; chart: DamageChart; rangeCm: number } | null;
  source: Source;
}

export const AIRCRAFT: readonly AircraftType[] = [
  {
    id: "fighter",
    name: "Fighter",
    damagePoints: def(3),
    crew: "veteran",
    weapons: [{ kind: "guns", shots: 4, chart: "mg" }],
    interceptor: true,
    dive: false,
    tailGunner: null,
    source: "project default",
  },
  {
    id: "fighter-bomber",
    name: "Fighter-bomber",
    damagePoints: def(4),
    crew: "regular",
    weapons: [
      { kind: "guns", shots: 2, chart: "cannon" },
      { kind: "rockets", shots: 2, blast: { innerCm: 2, outerCm: 5 } },
      { kind: "bombs", shots: 1, blast: { innerCm: 3, outerCm: 6.5 } },
    ],
    interceptor: true,
    dive: false,
    tailGunner: null,
    source: "project default",
  },
  {
    id: "dive-bomber",
    name: "Dive bomber",
    damagePoints: def(4),
    crew: "regular",
    weapons: [{ kind: "bombs", shots: 1, blast: { innerCm: 3, outerCm: 6.5 } }],
    interceptor: false,
    dive: true,
    tailGunner: { shots: 2, chart: "mg", rangeCm: 40 },
    source: "project default",
  },
];

/** The aircraft type with this id. */
export const aircraftOf = (id: string): AircraftType | undefined => AIRCRAFT.find((a) => a.id === id);
/** The AA weapon with this id. */
export const aaWeaponOf = (id: string): AaWeapon | undefined => AA_WEAPONS.find((a) => a.id === id);

/** seed 002, Dive bombers: "forces a moral check with -1 penalty to the target" */
export const DIVE_MORALE = seed(-1);

/** seed 002, Paratroopers and Glider Airborne. */
export const AIRBORNE = {
  /** "Roll the scatter for the plane of 4d6" */
  planeScatterDice: seed(4),
  /** "Roll 3d6 on the scatter" */
  dropScatterDice: seed(3),
  /** "placed under a 20cm circle" */
  dropCircleCm: seed(20),
  /** "no more or less than 2cm from each other" */
  spacingCm: seed(2),
  /** "The glider must pass a skill test or scatter 4d6" */
  gliderScatterDice: seed(4),
  /** "Roll 5d6, this is the length forward the glider moves" */
  slideDice: seed(5),
  /** "On a 6+ a paratrooper has died, for every terrain piece ... add 1 to the roll" */
  deathOn: seed(6),
  /** project default: a glider's wingspan and length, cm (a 1:100 Horsa is about 27 × 20 cm; smaller here) */
  gliderWingspanCm: def(16),
  gliderLengthCm: def(10),
  /** project default: the height a paratrooper's landing is cast down from, yards (above shipped features) */
  dropFromYards: def(60),
} as const;

/** seed 002, Night Fighting: "Units can only fire at 50cm" and "-2 for range penalties every 50cm". */
export const NIGHT = { rangeCm: seed(50), bandCm: seed(50), perBand: seed(-2) } as const;
