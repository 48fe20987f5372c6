/**
 * The card's die-roll modifiers (seed 004): the DFT table (11 lines) and the OFT table (11 firer
 * lines, 3 target lines), each as a pure function of plain facts about the shot. Every modifier
 * names its card line ("DFT 4") and the rule section the card cites, so a calculator can list them.
 * Facts the board measures (adjacent, degrading hexes, smoke, night range) come from hex LOS; the
 * rest (markers, transport, pivots) from the game state or the calculator's flags.
 */

/** One modifier that applies, with where it comes from. */
export interface Modifier {
  line: string;
  section: string;
  value: number;
  text: string;
}

/** What the DFT modifiers need to know about a shot. */
export interface DftFacts {
  /** LM of the Good Order leader in the firing hex (already −1 if wounded), or 0 */
  leaderLm: number;
  adjacent: boolean;
  target: {
    vehicle: boolean;
    /** Moved or AssaultMove marker, or moving now */
    moving: boolean;
    /** low crawling or stealth: the +1 does not apply */
    lowCrawlOrStealth: boolean;
  };
  /** degrading hexes the LOS crosses, as hex LOS counts them (at most 2 arrive here) */
  degradingHexes: number;
  firerPassenger: "moving-transport" | "still-transport" | null;
  firerInSmoke: boolean;
  /** a vehicle's MG fires after pivoting in its hex */
  vehicleMgAfterPivot: boolean;
  /** fire after Assault Movement: a vehicle's MGs, or MMC/SMC (per stack) */
  afterAssaultMove: "vehicle-mg" | "infantry" | null;
  night: { dark: boolean; distanceHexes: number; lit: boolean };
  /** the target hex's TM (TEC), before the +4 cap */
  targetTm: number;
}

/** The card's cap on terrain TM: "maximum terrain TM +4". */
export const MAX_TM = 4;
export const cappedTm = (tm: number) => Math.min(tm, MAX_TM);

const nightApplies = (n: DftFacts["night"]) => n.dark && n.distanceHexes > 2 && !n.lit;

/**
 * The DFT modifiers to the attacker's roll, and the target's TM (the card: "the defender's roll is
 * modified by TM"), listed apart because it goes on the other roll.
 */
export function dftModifiers(f: DftFacts): { attacker: Modifier[]; defenderTm: Modifier } {
  const m: Modifier[] = [];
  const add = (line: string, section: string, value: number, text: string) =>
    m.push({ line, section, value, text });
  if (f.leaderLm !== 0)
    add("DFT 1", "5.01", f.leaderLm, "leadership modifier (LM) of the Good Order leader in the hex");
  if (f.adjacent) add("DFT 2", "5.0", 2, "target in an adjacent hex");
  if (!f.target.vehicle && f.target.moving && !f.target.lowCrawlOrStealth)
    add(
      "DFT 3",
      "6.0",
      1,
      "non-vehicle target with a Moved or AssaultMove marker, or moving (not Low Crawl or Stealth)",
    );
  const deg = Math.min(f.degradingHexes, 2);
  if (deg > 0)
    add(
      "DFT 4",
      "10.0",
      -deg,
      `${deg} degrading hex${deg > 1 ? "es" : ""} on the LOS (−1 each, at most two; three block)`,
    );
  if (f.firerPassenger === "moving-transport")
    add("DFT 5", "16.2", -2, "firer is a passenger on a moving transport");
  if (f.firerPassenger === "still-transport")
    add("DFT 6", "16.2", -1, "firer is a passenger on a non-moving transport");
  else if (f.firerInSmoke) add("DFT 6", "7.0", -1, "firing from a hex with a Smoke marker");
  if (f.target.vehicle && f.target.moving)
    add(
      "DFT 7",
      "15.1, 15.2, 19.1",
      -1,
      "target is a vehicle that is moving or has a Moved or AssaultMove marker",
    );
  if (f.vehicleMgAfterPivot)
    add("DFT 8", "—", -1, "vehicle MG fires after pivoting in its hex without moving to a new hex");
  if (f.afterAssaultMove === "vehicle-mg")
    add("DFT 9", "15.2", -2, "vehicle MGs fire after Assault Movement");
  if (f.afterAssaultMove === "infantry")
    add("DFT 9", "6.1", -2, "MMC or SMC fire after Assault Movement (per stack)");
  if (nightApplies(f.night))
    add("DFT 10", "20.2", -3, "night: target more than two hexes away and not lit by a star shell");
  const tm = cappedTm(f.targetTm);
  return {
    attacker: m,
    defenderTm: {
      line: "DFT 11",
      section: "5.0",
      value: tm,
      text: `target's TM ${tm >= 0 ? "+" : ""}${tm} on the defender's roll (TEC; terrain TM at most +4)`,
    },
  };
}

/** What the OFT modifiers need to know. Positive modifiers make a hit harder (the to-hit roll). */
export interface OftFacts {
  /** the armour leader's LM (subtracted), or 0 */
  armorLeaderLm: number;
  degradingHexes: number;
  /** MMC/SMC with an AssaultMove marker using an SW */
  assaultMoveWithSw: boolean;
  /** an SMC (not a hero) firing an SW */
  smcNonHeroWithSw: boolean;
  hatchesOpen: boolean;
  turretRotates: boolean;
  /** a gun crew or turretless vehicle pivots to fire (OF included), without moving to a new hex */
  pivotsToFire: boolean;
  /** a moving vehicle with an AssaultMovement marker, or a vehicle with Ops Complete */
  vehicleAssaultOrOpsComplete: boolean;
  firerInSmoke: boolean;
  aaAtAircraft: boolean;
  night: { dark: boolean; distanceHexes: number; lit: boolean };
  adjacent: boolean;
  targetMovedOrAssault: boolean;
  targetTm: number;
}

/** The OFT's modifiers to the to-hit roll: the firer's lines, then the target's. */
export function oftModifiers(f: OftFacts): { firer: Modifier[]; target: Modifier[] } {
  const firer: Modifier[] = [];
  const target: Modifier[] = [];
  const add = (list: Modifier[], line: string, section: string, value: number, text: string) =>
    list.push({ line, section, value, text });
  if (f.armorLeaderLm !== 0)
    add(firer, "OFT firer 1", "11.8", -f.armorLeaderLm, "armour leader's leadership modifier");
  const deg = Math.min(f.degradingHexes, 2);
  if (deg > 0)
    add(
      firer,
      "OFT firer 2",
      "10.3",
      deg,
      `${deg} hex${deg > 1 ? "es" : ""} of degrading terrain between firer and target (+1 each, at most two)`,
    );
  if (f.assaultMoveWithSw)
    add(firer, "OFT firer 3", "6.1", 1, "MMC/SMC with an AssaultMove marker using an SW");
  if (f.smcNonHeroWithSw) add(firer, "OFT firer 4", "1.6", 1, "SMC (not a hero) with an SW");
  if (f.hatchesOpen) add(firer, "OFT firer 5", "15.0", -1, "vehicle with open hatches");
  if (f.turretRotates) add(firer, "OFT firer 6", "—", 1, "turreted gun rotates to bear on the target");
  if (f.pivotsToFire)
    add(
      firer,
      "OFT firer 7",
      "—",
      1,
      "gun crew or turretless vehicle pivots to fire, without moving to a new hex",
    );
  if (f.vehicleAssaultOrOpsComplete)
    add(
      firer,
      "OFT firer 8",
      "15.2",
      2,
      "moving vehicle with an AssaultMovement marker, or a vehicle with Ops Complete",
    );
  if (f.firerInSmoke) add(firer, "OFT firer 9", "7.0", 1, "firing from a Smoke hex");
  if (f.aaAtAircraft) add(firer, "OFT firer 10", "19.0", 2, "AA gun firing at an aircraft in flight");
  if (nightApplies(f.night))
    add(
      firer,
      "OFT firer 11",
      "20.2",
      3,
      "night: target more than two hexes away and not lit by a star shell",
    );
  if (f.adjacent) add(target, "OFT target 1", "5.0", -2, "target in an adjacent hex");
  if (f.targetMovedOrAssault)
    add(target, "OFT target 2", "6.0, 6.1", 1, "target with a Moved or AssaultMove marker");
  const tm = cappedTm(f.targetTm);
  if (tm !== 0) add(target, "OFT target 3", "5.0", tm, `target's TM (TEC; terrain TM at most +4)`);
  return { firer, target };
}

/** The sum of a list of modifiers. */
export const total = (ms: readonly Modifier[]) => ms.reduce((s, m) => s + m.value, 0);
