import type { Catalog } from "../../catalog/schema";
import { orientedRect, type Pt, pointInPolygon, ringsOverlap, segmentsIntersect } from "../../geom2d";
import { own } from "../../own";
import type { Table } from "../../table/schema";
import type { GameSetup } from "../setup/schema";
import type { StatBook } from "../stats/schema";

/** The overlap test moved to geom2d so movement shares it; re-exported for existing callers. */
export { ringsOverlap } from "../../geom2d";

/**
 * Deployment before the first turn (project default: seed 000 leaves it to the scenario). The sides
 * deploy one after the other, in the order the forces list them, each out of sight of the other on a
 * shared screen. A base must lie wholly on the table, wholly inside one of its side's deployment zones
 * when the table has any for that side, and may not overlap another base of its side. Carried
 * infantry and limbered guns go where their vehicle goes.
 */

/** Where a deployed base stands. */
export interface Placed {
  x: number;
  y: number;
  facing: number;
}

/** Deployment so far: who deploys now, who has finished, and every base placed. */
export interface DeploymentState {
  order: string[];
  /** sides that have ended their deployment, in order */
  ended: string[];
  placed: Record<string, Placed>;
}

/** Deployment at the start: nobody has placed anything. */
export function startDeployment(forces: GameSetup): DeploymentState {
  return { order: forces.sides.map((s) => s.id), ended: [], placed: {} };
}

/** The side deploying now, or null when every side has ended its deployment. */
export const deployingSide = (d: DeploymentState): string | null =>
  d.order.find((s) => !d.ended.includes(s)) ?? null;

/** The bases a side places itself (carried and limbered bases ride with their vehicle). */
export function basesToPlace(forces: GameSetup, side: string): GameSetup["bases"] {
  return forces.bases.filter((b) => b.side === side && !b.carriedBy && !b.towedBy);
}

/** A base's footprint size, inches: the set-up's override or the catalog's base size. */
export function baseSize(b: GameSetup["bases"][number], stats: StatBook, catalog: Catalog): [number, number] {
  const line = stats.byId.get(b.statLine);
  const entry = line ? catalog.byType.get(line.catalogType) : undefined;
  const [w, d] = entry?.baseInches ?? [1, 1];
  return [b.frontageInches ?? w, b.depthInches ?? d];
}

/** True when a footprint lies wholly inside a polygon (corners inside, no edge crossing its outline). */
export function footprintInside(fp: readonly Pt[], ring: readonly Pt[]): boolean {
  if (!fp.every((p) => pointInPolygon(p[0], p[1], ring))) return false;
  for (let i = 0; i < fp.length; i++)
    for (let j = 0; j < ring.length; j++)
      if (segmentsIntersect(fp[i]!, fp[(i + 1) % fp.length]!, ring[j]!, ring[(j + 1) % ring.length]!))
        return false;
  return true;
}

/** True when a footprint reaches into a polygon: its centre or a corner lies strictly inside it. */
function footprintEnters(fp: readonly Pt[], centre: { x: number; y: number }, ring: readonly Pt[]): boolean {
  return pointInPolygon(centre.x, centre.y, ring) || fp.some((p) => pointInPolygon(p[0], p[1], ring));
}

/** What a deployment check needs. */
export interface DeployRefs {
  table: Table;
  forces: GameSetup;
  stats: StatBook;
  catalog: Catalog;
}

/** Why a base may not be placed there now, or null. */
export function deployProblem(
  refs: DeployRefs,
  d: DeploymentState,
  baseId: string,
  at: Placed,
  mode: "deploy" | "preset" = "deploy",
): string | null {
  const side = deployingSide(d);
  if (!side) return "deployment is over";
  const b = basesById(refs.forces).get(baseId);
  if (!b) return `there is no base "${baseId}"`;
  if (b.side !== side) return `${baseId} is ${b.side}'s; ${side} is deploying`;
  if (b.carriedBy) return `${baseId} rides in ${b.carriedBy} and deploys with it`;
  if (b.towedBy) return `${baseId} is limbered to ${b.towedBy} and deploys with it`;
  const [w, dd] = baseSize(b, refs.stats, refs.catalog);
  const fp = orientedRect(at.x, at.y, w, dd, at.facing);
  const t = refs.table;
  if (fp.some(([x, y]) => x < -1e-9 || y < -1e-9 || x > t.width + 1e-9 || y > t.depth + 1e-9))
    return `${baseId} would stick out over the table edge`;
  const zones = t.deploymentZones.filter((z) => z.side === side);
  if (mode === "deploy" && zones.length > 0 && !zones.some((z) => footprintInside(fp, z.outline)))
    return `${baseId} must stand wholly inside ${side}'s deployment zone (${zones.map((z) => z.label ?? "unnamed").join(", ")})`;
  if (mode === "preset") {
    const enemy = t.deploymentZones.find((z) => z.side !== side && footprintEnters(fp, at, z.outline));
    if (enemy)
      return `${baseId} stands in ${enemy.side}'s deployment zone${enemy.label ? ` (${enemy.label})` : ""}`;
  }
  const reach = Math.hypot(w, dd) / 2;
  for (const [otherId, p] of Object.entries(d.placed)) {
    if (otherId === baseId) continue;
    const o = basesById(refs.forces).get(otherId);
    if (!o || o.side !== side) continue;
    const [ow, od] = baseSize(o, refs.stats, refs.catalog);
    // Footprints whose circumscribed circles are apart cannot overlap: skip the polygon test.
    if (Math.hypot(p.x - at.x, p.y - at.y) >= reach + Math.hypot(ow, od) / 2) continue;
    if (ringsOverlap(fp, orientedRect(p.x, p.y, ow, od, p.facing)))
      return `${baseId} would overlap ${otherId}`;
  }
  return null;
}

const byIdCache = new WeakMap<GameSetup, Map<string, GameSetup["bases"][number]>>();
/** The set-up's bases by id (built once per set-up: a deployment check runs once per base). */
function basesById(forces: GameSetup): Map<string, GameSetup["bases"][number]> {
  let m = byIdCache.get(forces);
  if (!m) {
    m = new Map(forces.bases.map((b) => [b.id, b]));
    byIdCache.set(forces, m);
  }
  return m;
}

/** A facing in [0, 360), as a `deploy` entry stores it. */
export const normalFacing = (f: number): number => ((f % 360) + 360) % 360;

/**
 * Why a set-up saved as already deployed (`deployed: true`) may not start, or null (issue 18 item 14:
 * such a file once skipped every check). The sides in deployment order, each base that places itself
 * is checked by `deployProblem` against its side's bases before it, as if deploy entries had been
 * played, with one difference (reading, docs/game-format.md): a pre-deployed file is the scenario's
 * own placement (seed 000 leaves deployment to the scenario; "wholly inside its own zone" is the
 * project default of the deploy step), so a base need not stand in its own zone, but it must be wholly
 * on the table, overlap no base of its side, and keep out of every enemy deployment zone.
 * `index` is the base's place in `forces.bases`.
 */
export function presetProblem(refs: DeployRefs): { index: number; message: string } | null {
  let d = startDeployment(refs.forces);
  const index = new Map(refs.forces.bases.map((b, i) => [b, i]));
  for (const side of d.order) {
    for (const b of basesToPlace(refs.forces, side)) {
      const at = { x: b.x, y: b.y, facing: normalFacing(b.facing) };
      const why = deployProblem(refs, d, b.id, at, "preset");
      if (why) return { index: index.get(b)!, message: why };
      d.placed[b.id] = at;
    }
    d = { ...d, ended: [...d.ended, side] };
  }
  return null;
}

/** Why a side may not end its deployment yet, or null. */
export function endProblem(refs: DeployRefs, d: DeploymentState, side: string): string | null {
  const now = deployingSide(d);
  if (now !== side) return now ? `${now} is deploying, not ${side}` : "deployment is over";
  const missing = basesToPlace(refs.forces, side).filter((b) => !own(d.placed, b.id));
  if (missing.length > 0)
    return `${missing.length} base(s) of ${side} are not placed yet: ${missing
      .slice(0, 6)
      .map((b) => b.id)
      .join(", ")}${missing.length > 6 ? ", …" : ""}`;
  return null;
}

/** The forces with every base where deployment put it (carried bases are set by the game start). */
export function deployedForces(forces: GameSetup, d: DeploymentState): GameSetup {
  return {
    ...forces,
    bases: forces.bases.map((b) => {
      const p = own(d.placed, b.id);
      return p ? { ...b, x: p.x, y: p.y, facing: p.facing } : b;
    }),
  };
}

/**
 * Grid points inside a side's deployment zones, `spacing` inches apart: where the enemy might stand,
 * for the "what can they see from there" threat map shown while deploying (bases stay hidden).
 */
export function zoneWatchPoints(table: Table, side: string, spacing: number): Pt[] {
  const out: Pt[] = [];
  for (const z of table.deploymentZones.filter((x) => x.side === side)) {
    const xs = z.outline.map((p) => p[0]);
    const ys = z.outline.map((p) => p[1]);
    for (let x = Math.min(...xs) + spacing / 2; x < Math.max(...xs); x += spacing)
      for (let y = Math.min(...ys) + spacing / 2; y < Math.max(...ys); y += spacing)
        if (pointInPolygon(x, y, z.outline)) out.push([Math.round(x * 100) / 100, Math.round(y * 100) / 100]);
  }
  return out;
}
