import "./styles.css";
import { createRoot } from "react-dom/client";
import { Object3D } from "three";
import defaultTableJson from "../../terrain/ridge-and-village.json";
import { builtinCatalog } from "../core/catalog/builtin";
import { validateTable } from "../core/table/validate";
import { spawnBrowserWorker } from "../geometry/pool/browser-port";
import { LosPool } from "../geometry/pool/los-pool";
import { App } from "./App";
import { type KeyValueStorage, startAutosave } from "./files/autosave";
import { registerOffline } from "./files/offline";
import { resolveStartup } from "./files/startup";
import { installGames } from "./game/launcher";
import { inviteOf, openInvite } from "./game/online-page";
import { bvhEngine } from "./los/bvh-engine";
import { startHexLosPipeline } from "./los/hex-pipeline";
import { startLosPipeline } from "./los/los-pipeline";
import { startOverlayPipeline } from "./los/overlay-pipeline";
import { firstTerrainFrame, startWarmUp } from "./los/warm-up";
import { createAssetStore, startAssetPipeline } from "./scene/assets";
import type { SceneStores } from "./scene/context";
import { paintMapTexture } from "./scene/map-texture";
import { createOverlayStore, startOverlayAssets } from "./scene/overlay-assets";
import { createAppStore } from "./store/store";
import { exposeTestHooks, type HookCounters } from "./test-hooks";

// The world is z-up: x along the table's width, y away from the near edge, z up.
Object3D.DEFAULT_UP.set(0, 0, 1);

function localStorageOrNull(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

async function boot(): Promise<void> {
  const catalog = builtinCatalog();
  const def = validateTable(defaultTableJson, catalog);
  if (!def.ok)
    throw new Error(
      `terrain/ridge-and-village.json is invalid: ${def.error.map((p) => `${p.path}: ${p.message}`).join("; ")}`,
    );
  const storage = localStorageOrNull();
  const start = await resolveStartup(window.location.href, {
    catalog,
    storage,
    fetchImpl: fetch,
    defaultTable: def.value,
  });

  const app = createAppStore(catalog, start.table, start.source);
  // A page opened with an invite link plays (or watches) that online game, not an autosaved one.
  const invite = inviteOf(window.location.href);
  app.setState({
    notice: start.notice,
    loadError: start.error,
    kept: start.kept,
    view: { ...app.getState().view, debug: start.debug },
  });
  if (start.los) {
    app.getState().setLosPair(start.los[0], start.los[1]);
    app.getState().setTool("los");
  }

  // One core stays with the page (and the software renderer, where there is no GPU) so it keeps
  // answering while a map computes; the rest, up to four, compute maps.
  const workers = Math.min(4, Math.max(1, (navigator.hardwareConcurrency ?? 2) - 1));
  const engine = bvhEngine(
    catalog,
    typeof Worker === "undefined" ? null : () => new LosPool(spawnBrowserWorker, workers),
  );
  startLosPipeline(app, engine);
  startHexLosPipeline(app, engine);
  startOverlayPipeline(app, engine);
  if (storage) startAutosave(app, storage, undefined, start.edited);
  installGames(app, engine, storage, { resume: invite === null });
  if (invite) void openInvite(app, invite);

  const scene: SceneStores = {
    assets: createAssetStore(),
    overlays: createOverlayStore(),
    refs: { terrain: null, camera: null, viewport: { width: 1, height: 1 } },
  };
  startAssetPipeline(app, scene.assets, paintMapTexture);
  startOverlayAssets(app, scene.assets, scene.overlays);
  const counters: HookCounters = { warmUps: 0 };
  exposeTestHooks(app, scene, counters);
  // Workers, their WebAssembly and the table's BVH start in idle time after the first frame (issue 22).
  if (typeof Worker !== "undefined")
    startWarmUp(app, engine, firstTerrainFrame(), undefined, () => counters.warmUps++);

  const root = document.getElementById("root");
  if (root) createRoot(root).render(<App app={app} scene={scene} original={start.original} />);

  // Once the page has drawn, the pool's first worker builds the table's BVH off this thread (and
  // again after each terrain change), so the first map does not wait for it (issue 22).
  const idle = (f: () => void) =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(f, { timeout: 1000 })
      : setTimeout(f, 200);
  const prepare = () => engine.prepare(app.getState().table);
  idle(prepare);
  app.subscribe((s, prev) => {
    if (s.table.features !== prev.table.features) idle(prepare);
  });
}

void boot();
registerOffline();
