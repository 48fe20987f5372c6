/**
 * What a line-of-sight check reports. The CLI prints it (`sightline los --json`), the browser panel
 * shows it, and the rules engine reads it through the battlefield oracle. Distances between units are
 * measured between the closest edges of their bases.
 */

/** Rule ids cited by reasons. */
export const LOS_RULES = [
  "clear",
  "terrain-blocks",
  "hill-edge-40yd",
  "area-edge-40yd",
  "smoke",
  "cover-more-than-half",
  "cover-less-than-half",
  "cover-not-measured",
  "dug-in",
  "own-plateau",
  "lines-meet",
] as const;
export type LosRule = (typeof LOS_RULES)[number];

/** One reason behind a verdict, naming the feature and the place where it applies. */
export interface LosReason {
  rule: LosRule;
  text: string;
  featureId?: string;
  /** table inches */
  at?: [number, number];
}

/** The seed 000 §1.2 hill-edge check for the pair. */
export interface HillEdgeCheck {
  /** true when the two units stand at different hill levels */
  applies: boolean;
  /** the higher unit, whose distance from its plateau edge decides */
  unit: string | null;
  yardsFromEdge: number | null;
  ok: boolean;
}

/** Where a point of a plateau's edge lies, seen from the unit on it toward the other end of the check. */
export type EdgeSide = "toward" | "aside" | "behind";

/**
 * A unit on a plateau top, seen along the check's centre sight line (from its centre sight point to the
 * other end's): the nearest point of its plateau's edge (what the hill-edge rule measures) and the edge
 * the line looks over, and whether the plateau itself hides the other end. Distances are horizontal
 * table inches.
 */
export interface PlateauView {
  unit: string;
  role: "observer" | "target";
  hillId: string;
  level: number;
  /** the point of the plateau's edge nearest the base */
  nearestEdgeAt: [number, number];
  nearestEdgeInches: number;
  /** where that point lies: within 60° of the line toward the other end, more than 120° off it, or between */
  nearestEdgeSide: EdgeSide;
  /** where the centre sight line crosses the plateau's edge, or null when it stays on the plateau top */
  looksOverAt: [number, number] | null;
  /** along the centre sight line, from the base's front to looksOverAt */
  standBackInches: number | null;
  /** along the centre sight line, from the base's front to where it drops below the plateau top, or null */
  dropsBelowInches: number | null;
  /** true when the lines meet this plateau and the centre line drops below its top before its edge */
  hides: boolean;
}

/**
 * One feature the blocked sight lines meet, after their first hit as well as at it: `passesUnder`
 * lists them in the order met, so a call can be read past its first blocker (issue 39 item 2).
 */
export interface LineMeet {
  featureId: string;
  type: string;
  /** the hill level, for a hill */
  level?: number;
  /** how many of the sight lines meet it */
  lines: number;
  /** the nearest meeting, horizontal inches from the eye point its line starts at */
  inches: number;
  /** where that nearest meeting is, table inches */
  at: [number, number];
  /** true when the nearest meeting is where an end's own area stops the line (its 40-yard edge rule) */
  areaEdge: boolean;
  /** the unit (observer or target) whose plateau top this hill is */
  plateauOf?: string;
}

/** One sight line from an observer eye point to a target sample point. Heights in yards. */
export interface SightLine {
  from: [number, number, number];
  to: [number, number, number];
  /** feature id of the first thing hit from the observer, or null when clear */
  blockedBy: string | null;
  /** where it was first hit, [x, y] inches and height in yards */
  hitAt: [number, number, number] | null;
}

/** One feature's share of a target's cover. */
export interface CoverShare {
  featureId: string;
  /** share of the target's exposed faces this feature hides, 0..1 */
  share: number;
}

/** The full answer to "can A see B?". */
export interface LosVerdict {
  observer: string;
  target: string;
  visible: boolean;
  distanceInches: number;
  distanceYards: number;
  /** the hidden share, to two places or as many more as keep it on its side of one half */
  coverFraction: number;
  covered: boolean;
  /** the sampling error band of coverFraction: a 95% Wilson interval at the samples' count */
  coverBand: [number, number];
  /** samples cast over the target's faces for coverFraction */
  coverSamples: number;
  coverBy: CoverShare[];
  hillEdge: HillEdgeCheck;
  /** the table's own limits the rules applied (`los.hillEdgeYards`, `los.areaEdgeYards`) */
  limits: { hillEdgeYards: number; areaEdgeYards: number };
  blockedBy: string[];
  /** every feature the blocked lines meet, nearest first (the first is the nearest first blocker) */
  passesUnder: LineMeet[];
  /** the observer and target that stand on plateau tops, as seen along the centre sight line */
  plateaus: PlateauView[];
  reasons: LosReason[];
  lines: SightLine[];
}
