/** Lock 'n Load Tactical vocabulary (seed 004; rules-reference §B.004 "Vocabulary"). */

/** Multi-man counters (MMC). */
export const MMC_KINDS = ["squad", "half-squad", "crew", "weapon-team"] as const;
/** Single-man counters (SMC). */
export const SMC_KINDS = ["leader", "hero", "medic", "sniper", "armor-leader"] as const;
/** Vehicles: armoured (the card's "Armor / armour leader" column) or not ("unarmoured vehicle"). */
export const VEHICLE_KINDS = ["armored-vehicle", "unarmored-vehicle"] as const;
export const UNIT_KINDS = [...MMC_KINDS, ...SMC_KINDS, ...VEHICLE_KINDS] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

export const isMmc = (k: UnitKind) => (MMC_KINDS as readonly string[]).includes(k);
export const isSmc = (k: UnitKind) => (SMC_KINDS as readonly string[]).includes(k);
export const isVehicle = (k: UnitKind) => (VEHICLE_KINDS as readonly string[]).includes(k);

/** Support weapon kinds the card names (MGs, flamethrowers, satchel charges) and the rest. */
export const SW_KINDS = ["mg", "flamethrower", "satchel-charge", "ordnance", "other"] as const;
export type SwKind = (typeof SW_KINDS)[number];

/** Damage check results (the card's result table). */
export const DAMAGE_RESULTS = [
  "no-effect",
  "shaken",
  "casualty",
  "wounded",
  "eliminated",
  "abandoned",
  "destroyed",
] as const;
export type DamageResult = (typeof DAMAGE_RESULTS)[number];

/** The result table's columns, left to right as on the card. */
export const DAMAGE_COLUMNS = [
  "good-order-mmc",
  "shaken-mmc",
  "good-order-smc",
  "hero-or-shaken-smc",
  "armor",
  "unarmored-vehicle",
] as const;
export type DamageColumn = (typeof DAMAGE_COLUMNS)[number];
