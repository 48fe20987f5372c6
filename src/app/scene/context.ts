import { createContext, useContext } from "react";
import type { Camera, Mesh } from "three";
import { type StoreApi, useStore } from "zustand";
import type { AssetState } from "./assets";
import type { OverlayAssets } from "./overlay-assets";

/** The scene's stores (built outside React) and the few live three.js objects tools need. */
export interface SceneStores {
  assets: StoreApi<AssetState>;
  overlays: StoreApi<OverlayAssets>;
  /** set by the scene: the terrain mesh (for pointer picking) and the camera (for projections) */
  refs: { terrain: Mesh | null; camera: Camera | null; viewport: { width: number; height: number } };
}

/** Provides the scene stores to the canvas and panels. */
export const SceneContext = createContext<SceneStores | null>(null);

/** The scene stores from context. */
export function useScene(): SceneStores {
  const s = useContext(SceneContext);
  if (!s) throw new Error("useScene outside <SceneContext.Provider>");
  return s;
}

/** Subscribes to part of the scene assets. */
export function useAssets<T>(selector: (s: AssetState) => T): T {
  return useStore(useScene().assets, selector);
}

/** Subscribes to part of the overlay buffers. */
export function useOverlays<T>(selector: (s: OverlayAssets) => T): T {
  return useStore(useScene().overlays, selector);
}
