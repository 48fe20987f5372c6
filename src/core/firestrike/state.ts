import type {
  AirLevel,
  AirstrikeType,
  BaseStatus,
  DigInKind,
  FormationLevel,
  Grade,
  HitResult,
  Immobilization,
  MoveMode,
  Step,
  Training,
} from "./vocab";

/**
 * The Firestrike game state: plain JSON only (no classes, no three objects), so it saves, replays,
 * crosses worker boundaries and diffs. Distances are table inches at the game's scale.
 */

export const STATE_FORMAT = "sightline-firestrike-state/2";

/** A point on the table, inches. */
export type Point = [number, number];

/** A side's Combat Roster (seed 000 turn sequence 1a-1c, §2.2, §2.3) and its per-turn state. */
export interface SideState {
  id: string;
  name: string;
  commandRating: number;
  discoveryRating: number;
  sabr: number;
  airLittoralSupremacy: boolean;
  airSuperiority: AirLevel;
  /** seed 000 §3.3: fire support technology that places a 2nd impact zone */
  secondImpactZone: boolean;
  /** seed 000 §3.23: Setup Sheet trench-line still available for vehicles, yards */
  trenchLineYards: number;
  /** off-board batteries (seed 000 §1.3) and the turn each last fired */
  offBoardArtillery: {
    id: string;
    name: string;
    attack: number;
    codes: string;
    barrage: string;
    firedTurn: number;
  }[];
  /** HQ bases this side has lost so far */
  hqLost: number;
  /** SA dice left this turn (seed 000 §2.2: they expire at the end of the turn) */
  saDice: number;
  /** airstrikes left this turn */
  airstrikesLeft: number;
  /** did any of this side's bases move this turn (seed 000 §2.3) */
  movedThisTurn: boolean;
  /** this side called "finished moving" first this turn */
  finishedFirst: boolean;
  /** +4 on HQ move rolls this turn, earned last turn (seed 000 §2.3) */
  hqMoveBonus: boolean;
}

/** A formation (seed 000 §1.4): nested, with HQ bases among its members. */
export interface Formation {
  id: string;
  side: string;
  name: string;
  level: FormationLevel;
  parent: string | null;
  /** seed 000 §2.3: this unit has bases that intend to move this turn */
  moveMarker: boolean;
}

/** A Withdraw or Rout move still under way (seed 000 §6.3: it may take several turns). */
export interface Retreat {
  kind: "withdraw" | "rout";
  /** unit vector of travel, directly away from the enemy */
  direction: Point;
  /** "to-cover": heading for cover; "past-cover": withdraw's one full move beyond it */
  stage: "to-cover" | "past-cover";
  /** inches still to go on the one full move past the cover */
  pastCoverLeft: number;
}

/** Field works being dug or finished (seed 000 §3.23). */
export interface DigIn {
  kind: DigInKind;
  /** turns of digging done so far */
  turns: number;
  /** turns needed (halved with an engineer) */
  needed: number;
  complete: boolean;
}

/** One base (seed 000 §1.1) with every state the seed names. */
export interface Base {
  id: string;
  side: string;
  formation: string;
  /** stat line id (models/firestrike/units.json) */
  statLine: string;
  catalogType: string;
  grade: Grade;
  training: Training;
  x: number;
  y: number;
  /** degrees, 0 = +y, clockwise */
  facing: number;
  frontageInches: number;
  depthInches: number;
  status: BaseStatus;
  /** damage points now (the Damaged marker die) */
  damage: number;
  /** damage hits suffered so far in the game, for the morale check (seed 000 §6.2) */
  hits: number;
  /** took damage (or an immobilization) since its last damage-morale check */
  moraleDue: boolean;
  pinned: boolean;
  prone: boolean;
  immobilized: Immobilization;
  hullDown: boolean;
  /** Fired marker: which direct fire step it fired in (seed 000 §6.5) */
  fired: "none" | "first" | "second" | "indirect";
  /** HQ move permission this turn: null = not rolled (seed 000 §2.3) */
  hqMoveAllowed: boolean | null;
  /** HQ Discovered marker (seed 000 turn sequence 1a) */
  discovered: boolean;
  /** inches of movement allowance spent this turn */
  spentInches: number;
  /** distance actually moved this turn, inches */
  movedInches: number;
  /** movement mode used this turn, if it moved */
  moveMode: MoveMode | null;
  /** changed posture (prone/stand) in this movement step (seed 000 §3.2: once per phase) */
  postureChanged: boolean;
  /** used assault movement this turn (cavalry cannot then mount/dismount) */
  assaultMoved: boolean;
  /** carried inside (or riding on) this vehicle */
  carriedBy: string | null;
  riding: "inside" | "rider" | null;
  /** mounted or dismounted this turn (seed 000 §3.22: once per turn) */
  mountedThisTurn: boolean;
  /**
   * A vehicle: the units it paid for getting in or out in turn `turn` (seed 000 §3.22, once per unit
   * per turn); absent when never. Before issue 36 item 7 the rules read this from this turn's events.
   */
  mountPaid?: { turn: number; units: string[] };
  /** the `seq` of the event that last took this base out of play (absent: never out of play) */
  leftPlayAt?: number;
  /** a towed gun hitched to this vehicle */
  towedBy: string | null;
  /** share of this turn a gun spent limbering, unlimbering and setting up (seed 000 §3.22) */
  setupFraction: number;
  /** cavalry off their horses (seed 000 §3.2) */
  dismounted: boolean;
  digIn: DigIn | null;
  /** vehicle entrenched with Setup Sheet trench-line (seed 000 §3.23) */
  entrenched: boolean;
  retreat: Retreat | null;
  /** locked in assault contact with these enemy bases (seed 000 §6.4) */
  assaultWith: string[];
  /** this base moved into the contact, so it is the assaulter */
  assaulting: boolean;
  /** pinned by a tied assault: may not rally until it is resolved (seed 000 §6.4) */
  assaultTied: boolean;
  /** seed 000 §5.1: a machine gun base may be resurrected once */
  resurrected: boolean;
  /** killed this step and may still be resurrected */
  resurrectable: boolean;
}

/** A barrage impact zone (seed 000 §1.1: disc markers set the diameter). */
export interface ImpactZone {
  id: string;
  side: string;
  /** parent base: the firer whose damage modifies the roll */
  firer: string;
  weapon: string;
  wave: 1 | 2;
  center: Point;
  diameterInches: number;
  attack: number;
  codes: string;
}

/** An airstrike's square zone (seed 000 §1.1). */
export interface AirstrikeZone {
  id: string;
  side: string;
  type: AirstrikeType;
  center: Point;
  sideInches: number;
  facing: number;
  attack: number;
  codes: string;
}

/** A Broadcast marker: stays where it was placed even if the HQ moves (seed 000 §2.4). */
export interface BroadcastMarker {
  hq: string;
  side: string;
  at: Point;
  turn: number;
}

/** A destroyed stretch of wire (seed 000 §1.2: segments about one tank wide). */
export interface WireGap {
  featureId: string;
  /** distance along the wire feature to the gap's centre, inches */
  alongInches: number;
  widthInches: number;
}

/** Table markers that are not on a single base. */
export interface Markers {
  impactZones: ImpactZone[];
  airstrikes: AirstrikeZone[];
  broadcast: BroadcastMarker[];
  wireGaps: WireGap[];
  clearedMinefields: string[];
  /** persistent markers such as NBC (seed 000 turn sequence 4c) */
  persistent: { id: string; kind: string; at: Point; radiusInches: number }[];
  /**
   * Direct fire results waiting for the end of their step: fire within a direct fire step is
   * simultaneous (reading of seed 000 §6.5), so results apply when the step ends.
   */
  pendingHits: { target: string; result: HitResult; cause: string }[];
  nextId: number;
}

/** The whole game. */
export interface GameState {
  format: typeof STATE_FORMAT;
  chartsVersion: string;
  statsVersion: string;
  /** table inches per reference-scale inch (charts are written for 6mm) */
  scaleFactor: number;
  yardsPerInch: number;
  turn: number;
  turnLimit: number;
  step: Step;
  over: boolean;
  nbcActive: boolean;
  sides: SideState[];
  formations: Record<string, Formation>;
  bases: Record<string, Base>;
  markers: Markers;
  /**
   * How many events the game has produced: the next event's `seq`. No log of events or commands here:
   * the engine's log (the journal, the save file, `History`) is the only one (issue 36 item 7). The
   * rules read no earlier event: what they need of the past is state (a vehicle's `mountPaid`, a
   * base's `leftPlayAt`), and a reader of events reads the journal.
   */
  eventCount: number;
}
