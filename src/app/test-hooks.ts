import { Raycaster, Vector3 } from "three";
import type { SceneStores } from "./scene/context";
import { partStates } from "./store/part-store";
import type { AppStore } from "./store/store";

/**
 * A small read-only window hook for browser tests and benchmarks: where a table point appears on screen,
 * and the current table as JSON. Tests still act only through real pointer and keyboard events.
 */
export interface SightlineTestHooks {
  /** CSS pixels, relative to the canvas, of a table point (z in rendered inches) */
  tableToScreen(x: number, y: number, z?: number): [number, number] | null;
  /** the rendered height (z, inches) of the terrain's top surface at a table point; null off the terrain */
  surfaceZ(x: number, y: number): number | null;
  table(): unknown;
  tool(): string;
  /** where the camera stands, table inches */
  cameraPosition(): [number, number, number] | null;
  /** the height stretch the picture is drawn with now (1 in a unit's-eye view) */
  renderExaggeration(): number | null;
  /** the map on screen in the CLI's `grid` form: one string per row, one character or count per cell */
  overlayGrid(): {
    kind: string;
    cols: number;
    rows: number;
    cellInches: number;
    grid: string[] | number[][] | (number | null)[][];
  } | null;
  /** how many maps have finished since the page loaded (live maps following a drag included) */
  mapsDone(): number;
  /** the finished maps, newest last (at most 500): whether each followed a drag, and its request → result ms */
  mapLog(): { live: string | null; ms: number | null }[];
  /** how many idle-time warm-ups of the map workers have finished (app/los/warm-up.ts) */
  warmUps(): number;
  /**
   * The page's state as JSON text: the shell store's data with each ruleset store's keys beside it
   * (store/part-store.ts), as plain objects, arrays and maps (as their entries); functions and class
   * instances (the game host, the LOS engine) left out. What the page renders from.
   */
  storeJson(): string;
}

/** Counters the app keeps for the hooks. */
export interface HookCounters {
  warmUps: number;
}

/** A JSON replacer keeping plain data only. */
function plainData(_key: string, v: unknown): unknown {
  if (typeof v === "function") return undefined;
  if (v instanceof Map) return [...v.entries()];
  if (v === null || typeof v !== "object" || Array.isArray(v)) return v;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null ? v : undefined;
}

/** Installs `window.__sightline`. */
export function exposeTestHooks(
  app: AppStore,
  scene: SceneStores,
  counters: HookCounters = { warmUps: 0 },
): void {
  let mapsDone = 0;
  const mapLog: { live: string | null; ms: number | null }[] = [];
  let lastGrid: unknown = null;
  app.subscribe((s) => {
    const g = s.overlayResult.status === "done" ? s.overlayResult.grid : null;
    if (g && g !== lastGrid) {
      mapsDone++;
      mapLog.push({ live: s.overlayResult.live, ms: s.overlayResult.ms });
      if (mapLog.length > 500) mapLog.shift();
    }
    lastGrid = g;
  });
  const hooks: SightlineTestHooks = {
    tableToScreen(x, y, z) {
      const cam = scene.refs.camera;
      if (!cam) return null;
      const v = new Vector3(x, y, z ?? 0).project(cam);
      const { width, height } = scene.refs.viewport;
      return [((v.x + 1) / 2) * width, ((1 - v.y) / 2) * height];
    },
    surfaceZ(x, y) {
      const terrain = scene.refs.terrain;
      if (!terrain) return null;
      const down = new Raycaster(new Vector3(x, y, 1e4), new Vector3(0, 0, -1));
      return down.intersectObject(terrain, false)[0]?.point.z ?? null;
    },
    table: () => JSON.parse(JSON.stringify(app.getState().table)),
    tool: () => app.getState().tool,
    warmUps: () => counters.warmUps,
    storeJson: () =>
      JSON.stringify(Object.assign({}, ...Object.values(partStates(app)), app.getState()), plainData),
    mapsDone: () => mapsDone,
    mapLog: () => mapLog.slice(),
    cameraPosition: () => {
      const p = scene.refs.camera?.position;
      return p ? [p.x, p.y, p.z] : null;
    },
    renderExaggeration: () => scene.assets.getState().terrain?.scale.exaggeration ?? null,
    overlayGrid() {
      const s = app.getState();
      const g = s.overlayResult.grid;
      if (!g || s.overlayResult.status !== "done") return null;
      const rows: number[][] = [];
      for (let r = 0; r < g.rows; r++)
        rows.push(Array.from({ length: g.cols }, (_, c) => g.values[r * g.cols + c]!));
      // As the CLI's --json: dead ground as strings of 0/1, threat as counts, minimum height in yards (null: more than the tallest).
      const h = g.heightsYards;
      const grid =
        s.overlay.kind === "deadground"
          ? rows.map((row) => row.join(""))
          : s.overlay.kind === "minheight" && h
            ? rows.map((row) => row.map((k) => (k < h.length ? h[k]! : null)))
            : rows;
      return { kind: s.overlay.kind, cols: g.cols, rows: g.rows, cellInches: g.cellInches, grid };
    },
  };
  (window as unknown as { __sightline: SightlineTestHooks }).__sightline = hooks;
}
