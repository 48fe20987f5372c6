/**
 * The numbers seed 000 gives for the charts, transcribed from the seed text with their section and the
 * words they come from. Every chart value labelled `"source": "seed"` must be one of these and agree with
 * it (checked when the charts load: `seed-check.ts`); a value the seed does not give is a project default.
 */

/** One number (or word) the seed gives for a chart value. */
export interface SeedNumber {
  /** the value the seed gives */
  value: number | string;
  /** where in seed 000 */
  section: string;
  /** the seed's own words */
  text: string;
}

/** Seed numbers keyed by the JSON path of the chart value (the object holding `value` and `source`). */
export const SEED_NUMBERS: Readonly<Record<string, SeedNumber>> = {
  "$.scale.referenceScale": {
    value: "6mm",
    section: "§1.1",
    text: "All rules text defaults to discussion of the Micro-Armor scale of 1/285th (6mm)",
  },
  "$.distances.closeRangeInches": {
    value: 8,
    section: "§5.1",
    text: 'Under 8" range - Add two (+2) to the attack die roll if the target base is less that 8-inches away',
  },
  "$.distances.longRangeInches": {
    value: 24,
    section: "§5.1",
    text: 'Over 24" range - Subtract two (-2) ... more than 24-inches away',
  },
  "$.distances.qualifiedHqInches": {
    value: 12,
    section: "§1.4",
    text: 'bases more than 12" from any friendly HQ base within their chain of command',
  },
  "$.distances.targetMovedInches": {
    value: 4,
    section: "Indirect Fire Die Roll Modifiers",
    text: 'Target moved over 4" ... moved more than 4" during this turn\'s movement step',
  },
  "$.distances.vehicleMinimumMoveInches": {
    value: 1,
    section: "§3.21",
    text: 'Vehicle bases must move a minimum of 1" yards in order to be considered to have moved',
  },
  "$.distances.riderMountFootInches": {
    value: 1,
    section: "§3.22",
    text: 'The cost for infantry to ride a vehicle is 1" of normal movement allowance to mount/dismount',
  },
  "$.distances.riderMountVehicleInches": {
    value: 2,
    section: "§3.22",
    text: "and 2\" of the vehicle's movement allowance for the turn",
  },
  "$.distances.minefieldSquareYards": {
    value: 60,
    section: "§1.1",
    text: "minefield are shown using 60 yard square bases",
  },
  "$.distances.hillEdgeYards": {
    value: 40,
    section: "§1.2",
    text: 'Units within 40 yards of a "hill\'s" edge ... may spot and be spotted',
  },
  "$.movement.heavyWireFootMultiplier": {
    value: 4,
    section: "§1.2",
    text: "foot troops ... can only move at one-quarter speed across the entanglement (a half-inch wide heavy entanglement base costs two inches of movement to cross)",
  },
  "$.movement.mountDismountVehicleFraction": {
    value: 0.5,
    section: "§3.22",
    text: "The vehicle also pays half of its turn's movement for the unit to mount/dismount",
  },
  "$.movement.cavalryMountFraction": {
    value: 0.25,
    section: "§3.2",
    text: "They may mount/dismount their horses at a cost of 1/4 of their move",
  },
  "$.situationalAwareness.dice": {
    value: 2,
    section: "§2.2",
    text: "each side rolls two twenty-sided dice (2D20)",
  },
  "$.situationalAwareness.halfFactor": {
    value: 0.5,
    section: "§2.2",
    text: "Half (1/2): Halve the current SABR point rating",
  },
  "$.situationalAwareness.doubleFactor": {
    value: 2,
    section: "§2.2",
    text: "Double (x2): Double the current SABR point rating",
  },
  "$.command.hqMoveFinishedFirst": {
    value: 4,
    section: "§2.3",
    text: "The player who (truthfully) calls out that they are finished moving first will get this +4 bonus",
  },
  "$.command.discoveryPerEnemyHqLost": {
    value: -4,
    section: "HQ Discovery Die Roll Modifiers",
    text: "Each enemy HQ base lost: Subtract four points (-4) from the discovery die roll",
  },
  "$.command.discoveryNbc": {
    value: -4,
    section: "HQ Discovery Die Roll Modifiers",
    text: "NBC warfare in progress: Subtract four points (-4) from the die roll",
  },
  "$.morale.tensTwenty": { value: -2, section: "§6.2", text: "a result of 20 causes a -2 hit modifier" },
  "$.morale.tensTeens": {
    value: -1,
    section: "§6.2",
    text: "a result of 10 through 19 causes a -1 hit modifier",
  },
  "$.morale.tensUnits": {
    value: 0,
    section: "§6.2",
    text: "any result less than 10 (single digits) causes no change to the hits calculated",
  },
  "$.morale.rallyPerLostHq": {
    value: -4,
    section: "§3.4",
    text: "a -4 for each headquarters base within that base's chain of command that had been lost",
  },
  "$.directFire.closeRange": { value: 2, section: "§5.1", text: 'Under 8" range - Add two (+2)' },
  "$.directFire.longRange": { value: -2, section: "§5.1", text: 'Over 24" range - Subtract two (-2)' },
  "$.directFire.perTargetDamage": {
    value: 2,
    section: "§5.1",
    text: "Per target damage - Add two (+2) to the attack die roll for each damage hit on the target base",
  },
  "$.directFire.firerPinned": {
    value: -2,
    section: "§5.1",
    text: "Pinned - Subtract two (-2) from the attack die roll if the firing base is currently pinned",
  },
  "$.directFire.perFirerDamage": {
    value: -2,
    section: "§5.1",
    text: "Per attacker damage - Subtract two (-2) ... for each damage point on the firing base",
  },
  "$.indirectFire.perParentDamage": {
    value: -2,
    section: "Indirect Fire Die Roll Modifiers",
    text: "Per attacker damage hit - Subtract two (-2) ... for each damage point on the barrage marker's parent base",
  },
  "$.indirectFire.targetMoved": {
    value: -2,
    section: "Indirect Fire Die Roll Modifiers",
    text: 'Target moved over 4" - Subtract two (-2) from the attack die roll',
  },
  "$.indirectFire.wireNatural": {
    value: 6,
    section: "§1.2",
    text: "Each barrage roll of a natural 6 will ... destroy one segment of wire",
  },
  "$.assault.elite": { value: 8, section: "§6.4", text: "Elite troops - Add eight points (+8)" },
  "$.assault.veteran": { value: 4, section: "§6.4", text: "Veteran troops - Add four points (+4)" },
  "$.assault.cover": { value: 4, section: "§6.4", text: "In #10 cover or better - Add four points (+4)" },
  "$.assault.drones": { value: 4, section: "§6.4", text: "Friendly drones overhead - Add four points (+4)" },
  "$.assault.inexperienced": {
    value: -4,
    section: "§6.4",
    text: "Inexperienced troops - Subtract four points (-4)",
  },
  "$.assault.damaged": { value: -4, section: "§6.4", text: "Damaged - Subtract four points (-4)" },
  "$.assault.twoSides": {
    value: -4,
    section: "§6.4",
    text: "Unit hit on two or more sides - Subtract four points (-4)",
  },
  "$.assault.militia": { value: -8, section: "§6.4", text: "Militia troops - Subtract eight points (-8)" },
  "$.assault.coverDefenceAtLeast": {
    value: 10,
    section: "§6.4",
    text: "in cover with a light fire defense value of ten or better",
  },
  "$.assault.damagedAtLeast": {
    value: 4,
    section: "§6.4",
    text: "more than half damaged (4+ points)",
  },
  "$.damage.hqDestroyedAbove": {
    value: 6,
    section: "§1.4",
    text: "Command bases ... are still destroyed if they suffer more than six points of damage",
  },
  "$.digIn.hastyTurns": { value: 6, section: "§3.23", text: "take six turns to complete a hasty dig-in" },
  "$.digIn.foxholeTurns": { value: 12, section: "§3.23", text: "or 12 turns to complete foxholes" },
  "$.digIn.engineerFactor": {
    value: 0.5,
    section: "§3.23",
    text: "An engineer base may dig-in ... in half the time listed above",
  },
  "$.digIn.vehicleTrenchFactor": {
    value: 2,
    section: "§3.23",
    text: "The digging in of tanks and vehicles must be done using available Setup Sheet defenses at double normal usage",
  },
  "$.towing.movedFromFraction": {
    value: 0.5,
    section: "§3.22",
    text: "If half or three quarters of a turn is spent setting up, a weapon will suffer the Moved modifier",
  },
};

/**
 * What the seed says about crossing each linear obstacle, per mobility: `"impassable"`, a number of extra
 * inches, or `"crossable"` (the seed lets it cross but gives no cost, so the amount is a project default
 * and the entry must list it in `projectDefaults`). A mobility not listed is not covered by the seed.
 */
export const SEED_CROSSINGS: Readonly<
  Record<
    string,
    { section: string; text: string; cross: Record<string, number | "impassable" | "crossable"> }
  >
> = {
  "wire-heavy": {
    section: "§1.2",
    text: "Heavy fence blocks the movement of all but foot troops, who can only move at one-quarter speed across the entanglement",
    // The quarter speed is movement.heavyWireFootMultiplier (it prices the wire's width), so no extra inches.
    cross: {
      foot: 0,
      towed: "impassable",
      wheeled: "impassable",
      tracked: "impassable",
      "half-track": "impassable",
    },
  },
  "wire-medium": {
    section: "§1.2",
    text: "Medium coil ... can be crossed by foot troops and fully tracked vehicles (tanks)",
    cross: {
      foot: "crossable",
      towed: "impassable",
      wheeled: "impassable",
      tracked: "crossable",
      "half-track": "impassable",
    },
  },
};
