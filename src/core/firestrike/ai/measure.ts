import type { Catalog } from "../../catalog/schema";
import type { Policy } from "../../game/policy";
import type { Env } from "../context";
import { type FirestrikeBody, parseBody } from "../match/format";
import type { GameDeps } from "../match/position";
import type { BasePose, BattlefieldOracle, Sight } from "../oracle";

/**
 * What Firestrike's computer players measure on a game's set-up (core/game/policy.ts, `measure`): the
 * set-up as the seat is shown it, parsed like any client's copy, and the rules' environment over the
 * edge's measured line of sight of that table, with a cache of sight lines. Positions repeat between a
 * seat's decisions (every enemy base and every base that stays put), so each line is cast once; the
 * cache is bounded and emptied when it fills.
 */
export interface FsMeasure {
  body: FirestrikeBody;
  catalog: Catalog;
  env: Env;
  /** the table's minefield feature ids (engineers' clearing actions) */
  minefields: string[];
  /** sight lines cast, and answered from the cache (the benchmark's figures) */
  stats: { cast: number; cached: number };
  /**
   * exposures already measured (threat.ts), by everything they read: kept while the seat decides a
   * step, so a base that did not move is not measured again after another base's move
   */
  exposures: Map<string, unknown>;
}

const CACHE = 50_000;
const poseKey = (p: BasePose) =>
  `${p.id}@${p.x.toFixed(3)},${p.y.toFixed(3)},${p.facing.toFixed(1)},${p.prone ? 1 : 0}${p.hullDown ? 1 : 0}${p.dugIn ? 1 : 0}`;

/** `oracle` with its sight lines kept (they depend on the two poses alone: the table never changes). */
function cachedSight(oracle: BattlefieldOracle, stats: FsMeasure["stats"]): BattlefieldOracle {
  const kept = new Map<string, Sight>();
  return {
    widthInches: oracle.widthInches,
    depthInches: oracle.depthInches,
    sight(a, b) {
      const k = `${poseKey(a)}>${poseKey(b)}`;
      const hit = kept.get(k);
      if (hit) {
        stats.cached++;
        return hit;
      }
      stats.cast++;
      const s = oracle.sight(a, b);
      if (kept.size >= CACHE) kept.clear();
      kept.set(k, s);
      return s;
    },
    edgeDistance: (a, b) => oracle.edgeDistance(a, b),
    terrainAt: (p) => oracle.terrainAt(p),
    terrainAlong: (p) => oracle.terrainAlong(p),
    coverNear: (f, w, k) => oracle.coverNear(f, w, k),
    firstCoverAlong: (f, t, k) => oracle.firstCoverAlong(f, t, k),
    zoneObserver: (z, o) => oracle.zoneObserver(z, o),
    wireInZone: (z) => oracle.wireInZone(z),
  };
}

/** The `measure` of Firestrike's policies: throws with the set-up's problems when it is not one. */
export function firestrikeMeasure(deps: GameDeps): Policy<FsMeasure>["measure"] {
  return (setup) => {
    const json = JSON.parse(JSON.stringify(setup ?? null)) as Record<string, unknown> | null;
    const body = parseBody(json && typeof json === "object" ? json : {}, deps);
    if (!body.ok)
      throw new Error(
        `not a Firestrike set-up: ${body.error.map((p) => `${p.path}: ${p.message}`).join("; ")}`,
      );
    const stats = { cast: 0, cached: 0 };
    const oracle = cachedSight(deps.oracleFor(body.value.table), stats);
    const minefields = body.value.table.features.filter((f) => f.type === "minefield").map((f) => f.id);
    return {
      body: body.value,
      catalog: deps.catalog,
      env: { charts: deps.charts, stats: deps.stats, oracle },
      minefields,
      stats,
      exposures: new Map(),
    };
  };
}
