import { type Hex, hexDistance, hexKey, hexLabel, sameHex } from "../hex/grid";
import type { BoardHex, HexBoard } from "../table/hex-board";
import type { Feature } from "../table/schema";
import { groundYardsAt } from "../table/terrain";
import { boardCrossings, type Crossing, type FeatureCrossing } from "./crossings";
import type { HexLosClass, HexSightRules } from "./hex-sight-rules";
import type { LosWorld } from "./world";

/**
 * Hex line of sight, measured (issue 21), read by a hex ruleset's HexSightRules (issue 36 item 5):
 * from hex centre to hex centre at each end's eye height (the hex's ground plus the board's eye
 * height), cast through the table's 3D LOS geometry by the same engine as every other line (the
 * features the rules' `castClass` calls blocking block as they stand; the rest are left out of the
 * cast and judged per hex instead), and the hexes and hexsides it crosses from the segment-crossing
 * query. The firer's and target's own hexes never block or degrade (LnLT v5.1 10.3: units in blocking
 * terrain fire out; terrain reaching out of the end hexes does not block).
 *
 * Each crossed hex has an effect from its terrain (the rules' chart) and its smoke. A hex made
 * degrading or blocking by a feature counts only where the line crosses that feature inside the hex
 * (10.3: "any silhouette crossed"), and only where the line passes below the feature's top or within
 * eye height of the hex's ground (a line from a hill high over lower brush is not degraded). A
 * blocking hex blocks; whether the degrading hexes block is the rules' `degradingBlock` (Lock 'n
 * Load: at most two count, a third blocks; seed 004).
 *
 * A hex whose level an override sets (`hex.overrides[].level`, the editor's Hex terrain level) has
 * that ground over its whole area, as a hill's flat top (issue 39): a line that passes below it
 * between the end hexes is blocked there, and its terrain and smoke stand on that ground, so it is a
 * crest for the degrading test above (and hides the low hexes behind it) just as a hill is. Seed 004
 * prints no LOS rule for levels (rules-reference §B.004 [MISSING]: "10.x: buildings and hills,
 * levels"), so this is the project default that makes a level mean the same to the line as to the
 * end hexes' eyes and to movement. The 3D cast sees only hill features, so it is judged per crossed
 * hex from its level.
 *
 * A line that runs along a hexside touches the hexes on both sides without entering either. It is
 * traced both ways: once with the left hexes, once with the right; the clearer trace (unblocked, then
 * fewer degrading hexes) is the LOS (project default, docs/rulesets/lnl.md "Hexside lines").
 * The end hexes left out and the clearer trace are kept here as how a hex line is measured, not as
 * HexSightRules members: every hex ruleset so far reads them so (seed 001 is silent on both); one that
 * does not would add a member.
 */

/** What one crossed hex does to the line. */
export type HexEffect = HexLosClass | "above";

/** One hex the line crosses, with what it does. */
export interface CrossedHex {
  label: string;
  via: "interior" | "hexside-left" | "hexside-right";
  terrain: string;
  smoke: boolean;
  effect: HexEffect;
  /** why: the feature crossed, an override, or the line passing over it */
  why: string;
  enterInches: number;
  exitInches: number;
}

/** One way of tracing a line (both ways only along hexsides). */
export interface HexTrace {
  side: "both" | "left" | "right";
  degrading: string[];
  blocking: string[];
  blocked: boolean;
}

/** The verdict of a hex LOS check. */
export interface HexLosVerdict {
  from: string;
  to: string;
  distanceHexes: number;
  visible: boolean;
  /** the degrading hexes a visible line crosses (Lock 'n Load: at most two), 0 when it is blocked */
  degradingCounted: number;
  /** why the line is blocked, in words, or null */
  blockedBecause: string | null;
  /** the feature the 3D cast met first between the end hexes, or null */
  measuredBlocker: { featureId: string; type: string; at: [number, number, number] } | null;
  crossed: CrossedHex[];
  hexsides: { left: string; right: string; enterInches: number; exitInches: number }[];
  traces: HexTrace[];
  /** which trace counts */
  chosen: HexTrace["side"];
  line: { from: [number, number, number]; to: [number, number, number] };
}

/** Options: smoke markers a game has placed (hex keys), and eye heights other than the board's. */
export interface HexLosOptions {
  smokeHexes?: ReadonlySet<string>;
  fromEyeYards?: number;
  toEyeYards?: number;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

/** The ground a hex's centre stands at, yards: an overridden level sets it, else the hills do. */
export function hexGroundYards(world: LosWorld, bh: BoardHex): number {
  if (bh.overridden.includes("level")) return bh.level * world.table.levelHeightYards;
  return groundYardsAt(world.terrain, bh.center[0], bh.center[1]);
}

function heightOf(f: Feature | undefined, fallback: number): number {
  return f && "heightYards" in f ? f.heightYards : fallback;
}

/** Hex LOS between two hexes of the board, as a hex ruleset's sight rules read it. */
export function hexLos(
  world: LosWorld,
  board: HexBoard,
  from: BoardHex,
  to: BoardHex,
  rules: HexSightRules,
  opts: HexLosOptions = {},
): HexLosVerdict {
  const { table, geometry } = world;
  const [ax, ay] = from.center;
  const [bx, by] = to.center;
  const az = hexGroundYards(world, from) + (opts.fromEyeYards ?? board.eyeYards);
  const bz = hexGroundYards(world, to) + (opts.toEyeYards ?? board.eyeYards);
  const len = Math.hypot(bx - ax, by - ay);
  const crossings = sameHex(from.hex, to.hex) ? [] : boardCrossings(table, board.grid, ax, ay, bx, by);
  const featureSpans = crossings.filter((c): c is FeatureCrossing => c.kind === "feature");
  const byId = new Map(table.features.map((f) => [f.id, f] as const));
  const zAt = (t: number) => az + (bz - az) * t;
  const groundAt = (t: number) => groundYardsAt(world.terrain, ax + (bx - ax) * t, ay + (by - ay) * t);

  /**
   * Does the line pass below `top` yards above the ground anywhere in [t0, t1]? A line at eye height
   * over the hex's own ground is at its level, so the top is never under the board's eye height.
   */
  const below = (t0: number, t1: number, top: number, ground: (t: number) => number = groundAt) =>
    [t0, (t0 + t1) / 2, t1].some((t) => zAt(t) < ground(t) + Math.max(top, board.eyeYards) + 1e-6);
  /** Labels of the crossed hexes whose raised ground (a level override) blocks the line. */
  const groundBlocks = new Set<string>();
  /** The part of [t0, t1] inside a feature, or null when the line misses it there. */
  const within = (id: string, t0: number, t1: number, hexside: boolean): [number, number] | null => {
    for (const s of featureSpans) {
      if (s.featureId !== id) continue;
      const lo = Math.max(t0, s.enterT);
      const hi = Math.min(t1, s.exitT);
      if (hi > lo || (hexside && hi >= lo)) return [lo, hi];
    }
    return null;
  };

  const isEnd = (h: Hex) => sameHex(h, from.hex) || sameHex(h, to.hex);
  const crossed: CrossedHex[] = [];
  const hexsides: HexLosVerdict["hexsides"] = [];
  const judge = (h: Hex, c: Crossing, via: CrossedHex["via"]) => {
    const bh = board.hexes.get(hexKey(h));
    const label = hexLabel(board.grid, h) ?? hexKey(h);
    if (!bh) {
      crossed.push({
        label,
        via,
        terrain: "off-board",
        smoke: false,
        effect: "clear",
        why: "off the board",
        enterInches: r2(c.enterInches),
        exitInches: r2(c.exitInches),
      });
      return;
    }
    const smoke = bh.smoke || (opts.smokeHexes?.has(hexKey(h)) ?? false);
    const chart = rules.terrain(bh.terrain);
    const cls = chart.los;
    let effect: HexEffect = "clear";
    let why = bh.terrain === "clear" ? "clear terrain" : `${bh.terrain}: ${cls}`;
    const hexside = via !== "interior";
    // An overridden level is the hex's ground throughout (hexGroundYards); the line is straight and the
    // ground flat, so it is lowest over the hex at one end of its span.
    const levelled = bh.overridden.includes("level");
    const floor = levelled ? hexGroundYards(world, bh) : 0;
    const ground = levelled ? () => floor : groundAt;
    if (levelled && Math.min(zAt(c.enterT), zAt(c.exitT)) < floor - 1e-6) {
      effect = "blocking";
      why = `level ${bh.level} (override): the line passes below its ground (${r2(floor)} yd)`;
      groundBlocks.add(label);
    } else if (cls !== "clear") {
      const f = bh.featureId ? byId.get(bh.featureId) : undefined;
      const stretch: [number, number] | null = f
        ? within(f.id, c.enterT, c.exitT, hexside)
        : [c.enterT, c.exitT];
      const top = heightOf(f, chart.obstacleYards);
      if (!stretch) why = `${bh.terrain}: the line misses ${f!.id} in this hex`;
      else if (!below(stretch[0], stretch[1], top, ground)) {
        effect = "above";
        why = `${bh.terrain}: the line passes over it (${top} yd tall)`;
      } else {
        effect = cls;
        why = f ? `${bh.terrain} (${f.id}): ${cls}` : `${bh.terrain} (override): ${cls}`;
      }
    }
    if (effect === "clear" && smoke) {
      const smokeId = bh.smokeIds.find((id) => within(id, c.enterT, c.exitT, hexside));
      const top = heightOf(smokeId ? byId.get(smokeId) : undefined, rules.smoke.obstacleYards);
      if (smokeId || bh.smokeIds.length === 0) {
        const s: [number, number] = smokeId
          ? within(smokeId, c.enterT, c.exitT, hexside)!
          : [c.enterT, c.exitT];
        if (below(s[0], s[1], top, ground)) {
          effect = rules.smoke.los;
          why = `smoke${smokeId ? ` (${smokeId})` : ""}: ${rules.smoke.los}`;
        }
      }
    }
    crossed.push({
      label,
      via,
      terrain: bh.terrain,
      smoke,
      effect,
      why,
      enterInches: r2(c.enterInches),
      exitInches: r2(c.exitInches),
    });
  };
  for (const c of crossings) {
    if (c.kind === "hex" && !isEnd(c.hex)) judge(c.hex, c, "interior");
    if (c.kind === "hexside") {
      hexsides.push({
        left: hexLabel(board.grid, c.left) ?? hexKey(c.left),
        right: hexLabel(board.grid, c.right) ?? hexKey(c.right),
        enterInches: r2(c.enterInches),
        exitInches: r2(c.exitInches),
      });
      if (!isEnd(c.left)) judge(c.left, c, "hexside-left");
      if (!isEnd(c.right)) judge(c.right, c, "hexside-right");
    }
  }

  const trace = (side: HexTrace["side"]): HexTrace => {
    const mine = crossed.filter(
      (x) => x.via === "interior" || side === "both" || x.via === `hexside-${side}`,
    );
    const degrading = [...new Set(mine.filter((x) => x.effect === "degrading").map((x) => x.label))];
    const blocking = [...new Set(mine.filter((x) => x.effect === "blocking").map((x) => x.label))];
    return {
      side,
      degrading,
      blocking,
      blocked: blocking.length > 0 || rules.degradingBlock(degrading) !== null,
    };
  };
  const traces = hexsides.length > 0 ? [trace("left"), trace("right")] : [trace("both")];
  const chosenTrace = [...traces].sort(
    (p, q) => Number(p.blocked) - Number(q.blocked) || p.degrading.length - q.degrading.length,
  )[0]!;

  // The measured cast, between the end hexes, degrading and smoke features left out.
  const fromSpan = crossings.find((c) => c.kind === "hex" && sameHex(c.hex, from.hex));
  const toSpan = crossings.find((c) => c.kind === "hex" && sameHex(c.hex, to.hex));
  const t0 = fromSpan ? fromSpan.exitT : 0;
  const t1 = toSpan ? toSpan.enterT : 1;
  let measuredBlocker: HexLosVerdict["measuredBlocker"] = null;
  if (t1 > t0 && len > 0) {
    const ignored: number[] = [];
    table.features.forEach((f) => {
      if (rules.castClass(f.type) !== "blocking") {
        const i = geometry.featureIndex(f.id);
        if (i >= 0) ignored.push(i);
      }
    });
    geometry.setIgnored(ignored);
    const hit = geometry.closestHit(ax, ay, az, bx, by, bz, t0, t1);
    geometry.setIgnored([]);
    if (hit >= 0) {
      const t = geometry.lastT;
      measuredBlocker = {
        featureId: geometry.featureIds[hit]!,
        type: geometry.featureTypes[hit]!,
        at: [r2(ax + (bx - ax) * t), r2(ay + (by - ay) * t), r2(zAt(t))],
      };
    }
  }

  const raisedIn = chosenTrace.blocking.filter((l) => groundBlocks.has(l));
  const terrainIn = chosenTrace.blocking.filter((l) => !groundBlocks.has(l));
  const blockedBecause = measuredBlocker
    ? `the line meets ${measuredBlocker.type} ${measuredBlocker.featureId} at (${measuredBlocker.at[0]}, ${measuredBlocker.at[1]}), ${measuredBlocker.at[2]} yd up`
    : chosenTrace.blocking.length > 0
      ? [
          raisedIn.length > 0 ? `the raised ground of ${raisedIn.join(", ")} (hex level override)` : "",
          terrainIn.length > 0 ? `blocking terrain in ${terrainIn.join(", ")}` : "",
        ]
          .filter(Boolean)
          .join("; ")
      : rules.degradingBlock(chosenTrace.degrading);
  return {
    from: from.label,
    to: to.label,
    distanceHexes: hexDistance(from.hex, to.hex),
    visible: blockedBecause === null,
    degradingCounted: blockedBecause === null ? chosenTrace.degrading.length : 0,
    blockedBecause,
    measuredBlocker,
    crossed,
    hexsides,
    traces,
    chosen: chosenTrace.side,
    line: { from: [r2(ax), r2(ay), r2(az)], to: [r2(bx), r2(by), r2(bz)] },
  };
}
