import { createStore, type StoreApi } from "zustand/vanilla";
import { orientedRect, type Pt } from "../../../../core/geom2d";
import { facingToAngle, type InstanceData, InstanceWriter } from "../../../../geometry/render/instances";
import { drapePolyline, type SightLineData, sightLineData } from "../../../../geometry/render/overlays";
import { rgb, sideColour } from "../../../../geometry/render/palette";
import { renderZ } from "../../../../geometry/render/scale";
import { surfaceZ } from "../../../../geometry/render/terrain-geometry";
import type { AssetState } from "../../../scene/assets";
import type { AppState, AppStore } from "../../../store/store";
import type { GameSlice } from "../store/game-slice";
import { firestrikeStoreOf } from "../store/game-store";
import type { Chip } from "../view";

/**
 * What the game draws over the table, built outside React whenever the game view, the plan or the
 * terrain changes (like the scene's own overlay buffers): impact-zone discs (bright when observed, grey
 * when not) with the sight lines of the base that observes each, airstrike squares, broadcast flags,
 * marker tokens on the bases (seed 000 §1.1's coloured blocks), wrecks, the planned path and its legal
 * movement area, the ghost of what is being placed, and the paths of reaction moves to animate.
 */

/** A coloured line laid on the ground. */
export interface GroundLine {
  key: string;
  positions: Float32Array;
  colour: string;
  label?: { text: string; at: [number, number, number] };
}

/** A reaction move to animate, at render scale. */
export interface Animation {
  base: string;
  from: [number, number, number];
  to: [number, number, number];
  colour: string;
}

/** Everything the game layer draws. */
export interface GameOverlayAssets {
  lines: GroundLine[];
  rays: SightLineData | null;
  tokens: InstanceData | null;
  wrecks: InstanceData | null;
  flags: InstanceData | null;
  animations: Animation[];
}

/** Creates the empty store. */
export function createGameOverlayStore(): StoreApi<GameOverlayAssets> {
  return createStore<GameOverlayAssets>()(() => ({
    lines: [],
    rays: null,
    tokens: null,
    wrecks: null,
    flags: null,
    animations: [],
  }));
}

/** seed 000 §1.1: marker colours (Pinned a yellow cube, Prone green, Pass fired white, …). */
export const TOKEN_COLOURS: Partial<Record<Chip["kind"], string>> = {
  pinned: "#ffd21f",
  prone: "#2fbf4a",
  damage: "#e23b2e",
  fired: "#f4f4f4",
  immobilized: "#b5651d",
  discovered: "#d04dff",
  "hull-down": "#8a8f96",
  broadcast: "#4da3ff",
  move: "#35d0d0",
  retreat: "#ff8a1f",
};

/**
 * The legal movement (and dismount) area's outline: a full green (the docs say green; the pale mint it
 * was read as white over light ground, issue 23 item 8).
 */
export const LEGAL_AREA = "#19d94a";

const circle = (c: Pt, r: number, n = 48): Pt[] =>
  Array.from(
    { length: n },
    (_, i) => [c[0] + Math.cos((i / n) * 2 * Math.PI) * r, c[1] + Math.sin((i / n) * 2 * Math.PI) * r] as Pt,
  );

/** The last legal movement area: it depends on the plan and the game, not on the pointer. */
let areaCache: {
  plan: unknown;
  view: unknown;
  area: ReturnType<NonNullable<GameSlice["gameApi"]>["moveArea"]>;
} | null = null;

function build(s: AppState, fs: GameSlice, a: AssetState): GameOverlayAssets {
  const v = fs.game.view;
  const t = a.terrain;
  if (!v || !t) return { lines: [], rays: null, tokens: null, wrecks: null, flags: null, animations: [] };
  const { index, scale } = t;
  const ground = (x: number, y: number) => surfaceZ(index, x, y, scale);
  const lines: GroundLine[] = [];
  let rays: SightLineData | null = null;
  const st = v.state;
  if (st) {
    for (const z of st.markers.impactZones) {
      const watch = v.watches[z.id] ?? null;
      const colour = watch ? sideColour(z.side) : "#8c8c8c";
      const r = z.diameterInches / 2;
      lines.push({
        key: z.id,
        positions: drapePolyline(circle(z.center, r), index, scale, 0.06, true),
        colour,
        label: {
          text: `${z.wave === 1 ? "1st" : "2nd"} impact zone (${z.firer}): ${watch ? `observed by ${watch.observer}` : "unobserved, attack halved"}`,
          at: [z.center[0], z.center[1] + r, ground(z.center[0], z.center[1]) + 0.4],
        },
      });
      lines.push({
        key: `${z.id}-in`,
        positions: drapePolyline(circle(z.center, r / 2, 32), index, scale, 0.05, true),
        colour,
      });
      if (watch?.sight.lines && !rays) rays = sightLineData(watch.sight.lines, scale);
    }
    for (const q of st.markers.airstrikes) {
      const ring = orientedRect(q.center[0], q.center[1], q.sideInches, q.sideInches, q.facing);
      lines.push({
        key: q.id,
        positions: drapePolyline(ring, index, scale, 0.07, true),
        colour: sideColour(q.side),
        label: {
          text: `${q.type} airstrike`,
          at: [q.center[0], q.center[1], ground(q.center[0], q.center[1]) + 0.4],
        },
      });
    }
  }
  const g = fs.game;
  const plan = g.plan;
  const api = fs.gameApi;
  if (plan && st?.bases[plan.base] && api) {
    const b = st.bases[plan.base]!;
    const pts: Pt[] = [[b.x, b.y], ...plan.path, ...(g.cursor ? [g.cursor] : [])];
    if (pts.length > 1)
      lines.push({ key: "plan", positions: drapePolyline(pts, index, scale, 0.09), colour: "#ffffff" });
    const end = plan.path.at(-1);
    if (end && plan.facing !== null)
      lines.push({
        key: "plan-facing",
        positions: drapePolyline(
          orientedRect(end[0], end[1], b.frontageInches, b.depthInches, plan.facing),
          index,
          scale,
          0.09,
          true,
        ),
        colour: "#ffffff",
      });
    if (areaCache?.plan !== plan || areaCache.view !== v)
      areaCache = { plan, view: v, area: api.moveArea(plan.base, plan.mode, plan.path) };
    const area = areaCache.area;
    if (area && area.polygon.length > 2)
      lines.push({
        key: "area",
        positions: drapePolyline(area.polygon, index, scale, 0.08, true),
        colour: LEGAL_AREA,
        label: {
          text: `${area.leftInches.toFixed(1)}" left (${plan.mode})`,
          at: [pts.at(-1)![0], pts.at(-1)![1], ground(pts.at(-1)![0], pts.at(-1)![1]) + 0.5],
        },
      });
  }
  const p = g.placing;
  if (p?.kind === "dismount" && st) {
    // Where the base may get off: within reach of its vehicle's edge (drawn as the vehicle's outline grown by it).
    const v = st.bases[p.vehicle];
    const reach = g.actions?.dismount?.reachInches ?? 0;
    if (v)
      lines.push({
        key: "dismount-reach",
        positions: drapePolyline(
          orientedRect(v.x, v.y, v.frontageInches + 2 * reach, v.depthInches + 2 * reach, v.facing),
          index,
          scale,
          0.08,
          true,
        ),
        colour: LEGAL_AREA,
        label: {
          text: `${p.base} gets off within ${reach}" of ${p.vehicle}`,
          at: [v.x, v.y, ground(v.x, v.y) + 0.5],
        },
      });
  }
  if (p && g.cursor && api) {
    if (p.kind === "deploy" || p.kind === "dismount") {
      const size =
        p.kind === "deploy"
          ? v.toPlace.find((x) => x.id === p.base)?.size
          : st?.bases[p.base]
            ? ([st.bases[p.base]!.frontageInches, st.bases[p.base]!.depthInches] as [number, number])
            : undefined;
      if (size)
        lines.push({
          key: "ghost",
          positions: drapePolyline(
            orientedRect(g.cursor[0], g.cursor[1], size[0], size[1], p.facing),
            index,
            scale,
            0.08,
            true,
          ),
          colour: sideColour(p.kind === "deploy" ? (v.deploying ?? "") : (st?.bases[p.base]?.side ?? "")),
        });
    } else {
      const size = api.zoneSize(p);
      if (size)
        lines.push({
          key: "ghost",
          positions: drapePolyline(
            p.kind === "impact-zone"
              ? circle(g.cursor, size / 2)
              : orientedRect(g.cursor[0], g.cursor[1], size, size, p.facing),
            index,
            scale,
            0.08,
            true,
          ),
          colour: "#ffffff",
        });
    }
  }
  const tokens = new InstanceWriter();
  const anchors = new Map(s.table.units.map((u) => [u.id, u]));
  for (const [id, chips] of Object.entries(v.chips)) {
    const u = anchors.get(id);
    if (!u) continue;
    let k = 0;
    for (const c of chips) {
      const colour = TOKEN_COLOURS[c.kind];
      if (!colour) continue;
      const w = u.baseInches?.[0] ?? 1;
      const d = u.baseInches?.[1] ?? 1;
      const angle = facingToAngle(u.facing);
      // A row of small blocks along the base's rear edge, left to right.
      const lx = -w / 2 + 0.1 + k * 0.16;
      const ly = -d / 2 + 0.08;
      const x = u.x + lx * Math.cos(angle) - ly * Math.sin(angle);
      const y = u.y + lx * Math.sin(angle) + ly * Math.cos(angle);
      tokens.add(x, y, ground(u.x, u.y) + 0.07, angle, 0.12, 0.12, 0.12, rgb(colour));
      k++;
    }
  }
  const wrecks = new InstanceWriter();
  for (const w of v.wrecks)
    wrecks.add(
      w.x,
      w.y,
      ground(w.x, w.y) + 0.06,
      facingToAngle(w.facing),
      w.size[0] * 0.9,
      w.size[1] * 0.9,
      0.12,
      rgb("#141414"),
    );
  const flags = new InstanceWriter();
  for (const m of st?.markers.broadcast.filter((x) => x.turn === st.turn) ?? [])
    flags.add(
      m.at[0],
      m.at[1],
      ground(m.at[0], m.at[1]) + renderZ(6, scale) / 2,
      0,
      0.06,
      0.06,
      renderZ(6, scale),
      rgb("#4da3ff"),
    );
  const animations = v.travels.map((tr) => ({
    base: tr.base,
    from: [tr.from[0], tr.from[1], ground(tr.from[0], tr.from[1]) + 0.2] as [number, number, number],
    to: [tr.to[0], tr.to[1], ground(tr.to[0], tr.to[1]) + 0.2] as [number, number, number],
    colour: sideColour(st?.bases[tr.base]?.side ?? ""),
  }));
  for (const an of v.travels)
    lines.push({
      key: `travel-${an.base}`,
      positions: drapePolyline([an.from, an.to], index, scale, 0.1),
      colour: "#ff8a1f",
    });
  return { lines, rays, tokens: tokens.finish(), wrecks: wrecks.finish(), flags: flags.finish(), animations };
}

/** Keeps the game overlay store in step with the app, Firestrike's store and the terrain; returns the unsubscribe function. */
export function startGameOverlays(
  app: AppStore,
  assets: StoreApi<AssetState>,
  out: StoreApi<GameOverlayAssets>,
): () => void {
  const game = firestrikeStoreOf(app);
  let key: unknown[] = [];
  const run = () => {
    const s = app.getState();
    const fs = game.getState();
    const a = assets.getState();
    const next = [
      fs.game.view,
      fs.game.plan,
      fs.game.placing,
      fs.game.cursor,
      fs.game.actions,
      s.table.units,
      a.terrain,
    ];
    if (next.length === key.length && next.every((x, i) => x === key[i])) return;
    key = next;
    out.setState(build(s, fs, a));
  };
  run();
  const u1 = app.subscribe(run);
  const u2 = assets.subscribe(run);
  const u3 = game.subscribe(run);
  return () => {
    u1();
    u2();
    u3();
  };
}
