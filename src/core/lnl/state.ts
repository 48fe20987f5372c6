import type { Hexside } from "../hex/facing";
import type { SupportWeapon } from "./counters";
import type { UnitKind } from "./vocab";

/** A counter in play (JSON only). */
export interface UnitState {
  id: string;
  side: string;
  kind: UnitKind;
  label: string | null;
  hex: string;
  ifp: number;
  range: number;
  mf: number;
  morale: number;
  shakenMorale: number;
  lm: number;
  assaultMove: boolean;
  usParatrooper: boolean;
  /** may use Stealth Movement (the counter's `stealth`); absent: no */
  stealthCapable?: boolean;
  /** the Stealth marker (a Stealth move this turn); absent: none */
  stealth?: boolean;
  halfSquad: { firepower: number; range: number; movement: number; morale: number } | null;
  sw: SupportWeapon[];
  /** armoured vehicles only: the armour factor the OFT's penetration roll must beat */
  armor?: number;
  /** vehicles and gun crews: the hull's (gun's) facing, a hexside (vehicles.ts); absent for the rest */
  facing?: Hexside;
  /** turreted vehicles: the turret's facing, a hexside; absent: no turret */
  turret?: Hexside;
  /** vehicles: hatches open (true) or buttoned (false); absent for the rest */
  hatchesOpen?: boolean;
  /** the vehicle this unit rides as a passenger (transport.ts), absent or null when on foot */
  carriedBy?: string | null;
  shaken: boolean;
  wounded: boolean;
  eliminated: boolean;
  abandoned: boolean;
  wreck: boolean;
  /** a hero's skill card id (skills.ts); absent: none (every other unit) */
  skill?: string;
  /** markers */
  moved: boolean;
  assaultMoved: boolean;
  lowCrawl: boolean;
  fired: boolean;
  opsComplete: boolean;
}

/** The status of a counter fresh on the map: nothing suffered, nothing done this turn. */
export const FRESH_STATUS = {
  shaken: false,
  wounded: false,
  eliminated: false,
  abandoned: false,
  wreck: false,
  moved: false,
  assaultMoved: false,
  lowCrawl: false,
  fired: false,
  opsComplete: false,
} as const satisfies Partial<UnitState>;

/** A move under way: the stack moving, how it moves and the MPs it has left. */
export interface Activation {
  side: string;
  units: string[];
  mode: "normal" | "assault" | "low-crawl" | "stealth";
  mpLeft: number;
  /** hexes entered */
  steps: number;
  /** hexsides pivoted in the hex the stack stands in (vehicles.ts); absent: none */
  pivots?: number;
}

/** The chance the other side has to fire at a stack that just spent MPs in a hex (card, OF). */
export interface OpWindow {
  hex: string;
  movers: string[];
  /** the movers were spotted at an earlier step of this impulse (an Ops Complete firer has no −1 FP) */
  spotted: boolean;
}

/** The whole game state. */
export interface LnlState {
  turn: number;
  turnLimit: number;
  phase: "rally" | "operations" | "over";
  /** the side whose impulse (or rally) it is */
  toAct: string;
  sides: string[];
  rallyDone: string[];
  /** units that tried to rally this Rally Phase (one try each) */
  rallyTried: string[];
  /** medics that tried to heal this Rally Phase (one try each, heal.ts); absent: none */
  healTried?: string[];
  /** consecutive passed impulses; two end the Operations Phase */
  passes: number;
  activation: Activation | null;
  opWindow: OpWindow | null;
  units: UnitState[];
  smoke: string[];
  night: boolean;
  /** hexes lit by star shells this turn (star-shell.ts); absent: none */
  lit?: string[];
  /** the side of each star shell fired this turn, one entry a shell (star-shell.ts); absent: none */
  starShells?: string[];
  heroesMade: number;
  /** true: heroes made in play draw no skill card (the set-up's `skillCards: false`); absent: they do */
  noSkillCards?: true;
  winner: string | null;
  /**
   * the units spotted in the current impulse (project default after LnLT v5 spotting, docs/rulesets/lnl.md
   * "Spotting"): a moving unit once it has spent MPs, not by Low Crawl, in a hex an enemy unit sees
   */
  spotted: string[];
  /** why the game ended (the "over" event's words), once it has */
  endWhy?: string;
}

/** The current morale of a unit (its Shaken side's when shaken). */
export const moraleOf = (u: UnitState) => (u.shaken ? u.shakenMorale : u.morale);
/** The units still on the map. */
export const onMap = (s: LnlState) => s.units.filter((u) => !u.eliminated);
/** A unit by id (ids come from commands: a Map-free find, never an object key). */
export const unitById = (s: LnlState, id: string) => s.units.find((u) => u.id === id && !u.eliminated);
/** The other side. */
export const otherSide = (s: LnlState, side: string) => s.sides.find((x) => x !== side)!;
/**
 * The LM of the best Good Order leader of a side in a hex (a wounded leader's is one less); a hero
 * with the "inspiring" skill card (skills.ts) leads like a leader with its LM.
 */
export function leaderLmIn(s: LnlState, side: string, hex: string, except?: string): number {
  let best = 0;
  for (const u of onMap(s))
    if (
      u.side === side &&
      u.hex === hex &&
      (u.kind === "leader" || (u.kind === "hero" && u.lm > 0)) &&
      !u.shaken &&
      u.id !== except
    )
      best = Math.max(best, Math.max(0, u.lm - (u.wounded ? 1 : 0)));
  return best;
}
