import type { Pt } from "../../core/geom2d";
import type { Feature, HillFeature, Table } from "../../core/table/schema";
import { smokeOutline } from "../../core/table/terrain";
import { ccw, offsetRing } from "../rings";
import { levelColour, MAP_COLOURS, shade, sideColour, slopeColour } from "./palette";

/**
 * Paints the table as a map onto a 2D canvas: one colour per hill level with darker slope bands and a
 * crisp plateau edge line (the edge the 40-yard rule measures from), woods and built-up floors, water,
 * roads, trench lines, wire, minefields, deployment zones and objectives. The terrain mesh samples it
 * through its table-to-UV mapping, so flat features follow the ground exactly at no extra draw calls.
 */

/** The part of CanvasRenderingContext2D the painter uses (a fake can record calls in tests). */
export interface MapCanvas2D {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineCap: CanvasLineCap;
  lineJoin: CanvasLineJoin;
  globalAlpha: number;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
  arc(x: number, y: number, r: number, a0: number, a1: number): void;
  fill(): void;
  stroke(): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  setLineDash(segments: number[]): void;
  save(): void;
  restore(): void;
  clip(): void;
}

/** What to paint besides the terrain. */
export interface MapOptions {
  showDeploymentZones: boolean;
  showObjectives: boolean;
}

/** Pixels per inch for a table so the texture stays within `maxPixels` on its longer side. */
export function mapPixelsPerInch(table: Table, maxPixels = 2048, preferred = 24): number {
  return Math.max(4, Math.min(preferred, Math.floor(maxPixels / Math.max(table.width, table.depth))));
}

class Painter {
  constructor(
    readonly ctx: MapCanvas2D,
    readonly ppi: number,
    readonly depth: number,
  ) {}
  x(p: Pt): number {
    return p[0] * this.ppi;
  }
  y(p: Pt): number {
    return (this.depth - p[1]) * this.ppi;
  }
  ring(points: readonly Pt[]): void {
    const c = this.ctx;
    c.beginPath();
    points.forEach((p, i) => {
      if (i === 0) c.moveTo(this.x(p), this.y(p));
      else c.lineTo(this.x(p), this.y(p));
    });
    c.closePath();
  }
  line(points: readonly Pt[]): void {
    const c = this.ctx;
    c.beginPath();
    points.forEach((p, i) => {
      if (i === 0) c.moveTo(this.x(p), this.y(p));
      else c.lineTo(this.x(p), this.y(p));
    });
  }
  fillRing(points: readonly Pt[], colour: string): void {
    this.ring(points);
    this.ctx.fillStyle = colour;
    this.ctx.fill();
  }
  strokeLine(points: readonly Pt[], colour: string, widthInches: number, dash: number[] = []): void {
    this.line(points);
    const c = this.ctx;
    c.strokeStyle = colour;
    c.lineWidth = Math.max(1, widthInches * this.ppi);
    c.setLineDash(dash.map((d) => d * this.ppi));
    c.stroke();
    c.setLineDash([]);
  }
  strokeRing(points: readonly Pt[], colour: string, widthInches: number, dash: number[] = []): void {
    this.ring(points);
    const c = this.ctx;
    c.strokeStyle = colour;
    c.lineWidth = Math.max(1, widthInches * this.ppi);
    c.setLineDash(dash.map((d) => d * this.ppi));
    c.stroke();
    c.setLineDash([]);
  }
  hatch(points: readonly Pt[], colour: string, spacingInches: number, minX: number, maxX: number): void {
    const c = this.ctx;
    c.save();
    this.ring(points);
    c.clip();
    c.strokeStyle = colour;
    c.lineWidth = Math.max(1, 0.06 * this.ppi);
    c.beginPath();
    const span = this.depth + (maxX - minX);
    for (let s = minX - this.depth; s < minX + span; s += spacingInches) {
      c.moveTo(this.x([s, 0]), this.y([s, 0]));
      c.lineTo(this.x([s + this.depth, this.depth]), this.y([s + this.depth, this.depth]));
    }
    c.stroke();
    c.restore();
  }
}

function paintHills(p: Painter, hills: HillFeature[]): void {
  for (const h of [...hills].sort((a, b) => a.level - b.level)) {
    const ring = ccw(h.outline);
    p.fillRing(offsetRing(ring, h.slopeInches), slopeColour(h.level));
    p.fillRing(ring, levelColour(h.level));
    // The plateau edge: where the 40-yard hill-edge rule measures from.
    p.strokeRing(ring, shade(levelColour(h.level), -0.45), 0.05);
  }
}

function paintFeature(p: Painter, f: Feature): void {
  switch (f.type) {
    case "woods":
      p.fillRing(f.outline, MAP_COLOURS.woodsFloor);
      p.strokeRing(f.outline, shade(MAP_COLOURS.woodsFloor, -0.4), 0.06, [0.25, 0.15]);
      return;
    case "built-up":
      p.fillRing(f.outline, MAP_COLOURS.builtUpFloor);
      p.strokeRing(f.outline, shade(MAP_COLOURS.builtUpFloor, -0.35), 0.05);
      return;
    case "building":
      p.fillRing(f.outline, MAP_COLOURS.buildingFloor);
      return;
    case "rubble":
      p.fillRing(f.outline, MAP_COLOURS.rubble);
      p.strokeRing(f.outline, shade(MAP_COLOURS.rubble, -0.4), 0.04, [0.12, 0.1]);
      return;
    case "water":
      p.fillRing(f.outline, MAP_COLOURS.water);
      p.strokeRing(f.outline, MAP_COLOURS.waterEdge, 0.05);
      return;
    case "minefield": {
      p.ctx.globalAlpha = 0.35;
      p.fillRing(f.outline, MAP_COLOURS.minefield);
      p.ctx.globalAlpha = 1;
      const xs = f.outline.map((q) => q[0]);
      p.hatch(f.outline, MAP_COLOURS.minefield, 0.35, Math.min(...xs), Math.max(...xs));
      p.strokeRing(f.outline, MAP_COLOURS.minefield, 0.06, [0.2, 0.12]);
      return;
    }
    case "road":
      p.strokeLine(f.path, MAP_COLOURS.roadEdge, f.widthInches + 0.08);
      p.strokeLine(f.path, MAP_COLOURS.road[f.roadClass], f.widthInches);
      return;
    case "trench":
      p.strokeLine(f.path, MAP_COLOURS.trenchBerm, f.widthInches * 2.2);
      p.strokeLine(f.path, MAP_COLOURS.trench, f.widthInches);
      return;
    case "wire":
      p.strokeLine(f.path, MAP_COLOURS.wire, f.wireType === "heavy" ? 0.09 : 0.06, [0.12, 0.08]);
      return;
    case "smoke":
      p.ctx.globalAlpha = 0.25;
      p.fillRing(smokeOutline(f.center, f.radiusInches), "#e8e8ec");
      p.ctx.globalAlpha = 1;
      return;
    case "hill":
    case "wall":
    case "hedge":
      return; // hills are painted first; walls and hedges stand up in 3D
  }
}

/** Paint order so later layers sit on top: floors, water, roads, then field works. */
const ORDER: Record<Feature["type"], number> = {
  hill: 0,
  water: 1,
  woods: 2,
  "built-up": 2,
  building: 3,
  rubble: 3,
  road: 4,
  minefield: 5,
  trench: 6,
  wire: 7,
  wall: 8,
  hedge: 8,
  smoke: 9,
};

/** Paints the whole table map; the canvas must be `width·ppi` × `depth·ppi` pixels. */
export function paintTableMap(ctx: MapCanvas2D, table: Table, ppi: number, opts: MapOptions): void {
  const p = new Painter(ctx, ppi, table.depth);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.fillStyle = levelColour(0);
  ctx.fillRect(0, 0, table.width * ppi, table.depth * ppi);
  // A faint 6" grid helps judge distances at a glance.
  ctx.globalAlpha = 0.07;
  for (let x = 6; x < table.width; x += 6)
    p.strokeLine(
      [
        [x, 0],
        [x, table.depth],
      ],
      "#000000",
      0.03,
    );
  for (let y = 6; y < table.depth; y += 6)
    p.strokeLine(
      [
        [0, y],
        [table.width, y],
      ],
      "#000000",
      0.03,
    );
  ctx.globalAlpha = 1;
  paintHills(
    p,
    table.features.filter((f): f is HillFeature => f.type === "hill"),
  );
  const rest = table.features.filter((f) => f.type !== "hill").sort((a, b) => ORDER[a.type] - ORDER[b.type]);
  for (const f of rest) paintFeature(p, f);
  if (opts.showDeploymentZones)
    for (const z of table.deploymentZones) {
      ctx.globalAlpha = 0.14;
      p.fillRing(z.outline, sideColour(z.side));
      ctx.globalAlpha = 0.9;
      p.strokeRing(z.outline, sideColour(z.side), 0.08, [0.5, 0.3]);
      ctx.globalAlpha = 1;
    }
  if (opts.showObjectives)
    for (const o of table.objectives) {
      const c = ctx;
      c.beginPath();
      c.arc(p.x(o.at), p.y(o.at), o.radiusInches * ppi, 0, Math.PI * 2);
      c.strokeStyle = MAP_COLOURS.objective;
      c.lineWidth = Math.max(1, 0.07 * ppi);
      c.setLineDash([0.3 * ppi, 0.2 * ppi]);
      c.stroke();
      c.setLineDash([]);
      c.beginPath();
      c.arc(p.x(o.at), p.y(o.at), 0.25 * ppi, 0, Math.PI * 2);
      c.fillStyle = MAP_COLOURS.objective;
      c.fill();
    }
}
