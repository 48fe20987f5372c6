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
  reasons: LosReason[];
  lines: SightLine[];
}
