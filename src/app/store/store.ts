import { createStore, type StoreApi } from "zustand/vanilla";
import type { Catalog } from "../../core/catalog/schema";
import type { Table } from "../../core/table/schema";
import { type HexSlice, hexSlice } from "./hex-slice";
import { type KeptSlice, keptSlice } from "./kept-slice";
import { type LosSlice, losSlice, type SightChoice } from "./los-slice";
import { type MatchSlice, matchSlice } from "./match-slice";
import { type OpeningSlice, openingSlice } from "./opening-slice";
import { type OverlaySlice, overlaySlice } from "./overlay-slice";
import { type SelectionSlice, selectionSlice } from "./selection-slice";
import { shapeGeometry } from "./shapes";
import { type TableSlice, tableSlice } from "./table-slice";
import { type ToolSlice, toolSlice } from "./tool-slice";
import { type ViewSlice, viewSlice } from "./view-slice";

/**
 * The shell's state: zustand slices with their actions, in a vanilla store so tools and tests drive it
 * without React. Components read it through `useApp` (app/store/hooks.ts). It holds the table, the
 * tools, LOS and maps, the view, and `match` (which ruleset's game is on); each ruleset's UI keeps its
 * own state in a store of its own (store/part-store.ts, src/app/rulesets/<name>/), which this file
 * never imports (tests/import-circles.test.ts).
 */

/** Housekeeping after any table change: drop references to units or features that no longer exist. */
interface Housekeeping {
  afterTableChange(): void;
}

/** The shell's whole state. */
export type AppState = TableSlice &
  SelectionSlice &
  ToolSlice &
  LosSlice &
  HexSlice &
  ViewSlice &
  OverlaySlice &
  MatchSlice &
  KeptSlice &
  OpeningSlice &
  Housekeeping;
/** The store holding it. */
export type AppStore = StoreApi<AppState>;

/**
 * Creates a store around a catalog and a first table; `sightChoices`: the rulesets the table tools may
 * apply (app/los/rules.ts, `sightChoicesOf` the ruleset list), handed in by the page's entry.
 */
export function createAppStore(
  catalog: Catalog,
  initial: Table,
  source = "default",
  sightChoices: readonly SightChoice[] = [],
): AppStore {
  return createStore<AppState>()((set, get, api) => ({
    ...tableSlice(catalog, initial, source)(set, get, api),
    ...selectionSlice(set, get, api),
    ...toolSlice(set, get, api),
    ...losSlice(set, get, api),
    ...hexSlice(set, get, api),
    ...viewSlice(set, get, api),
    ...overlaySlice(set, get, api),
    ...matchSlice(set, get, api),
    ...keptSlice(set, get, api),
    ...openingSlice(set, get, api),
    sightChoices,
    afterTableChange() {
      const s = get();
      const units = new Set(s.table.units.map((u) => u.id));
      const keep = (id: string | null) => (id && units.has(id) ? id : null);
      const shape = s.selectedShape ? shapeGeometry(s.table, s.selectedShape) : null;
      set({
        selectedUnitId: keep(s.selectedUnitId),
        selectedShape: shape ? s.selectedShape : null,
        selectedVertex:
          shape && s.selectedVertex !== null && s.selectedVertex < shape.points.length
            ? s.selectedVertex
            : null,
        preview: null,
        groupPreview: null,
        shapePreview: null,
        los: {
          ...s.los,
          observerId: keep(s.los.observerId),
          targetId: keep(s.los.targetId),
        },
        overlay: { ...s.overlay, observerId: keep(s.overlay.observerId) },
        view: {
          ...s.view,
          eyeUnitId: keep(s.view.eyeUnitId),
          eyeTargetId: keep(s.view.eyeTargetId),
          camera: s.view.camera === "eye" && !keep(s.view.eyeUnitId) ? "orbit" : s.view.camera,
        },
      });
    },
  }));
}
