import "./styles.css";
import { createRoot } from "react-dom/client";
import { Object3D } from "three";
import defaultTableJson from "../../terrain/ridge-and-village.json";
import { builtinCatalog } from "../core/catalog/builtin";
import { validateTable } from "../core/table/validate";
import { RULESETS } from "../rulesets";
import { App } from "./App";
import { type KeyValueStorage, startAutosave } from "./files/autosave";
import { registerOffline } from "./files/offline";
import { resolveStartup } from "./files/startup";
import { installGames } from "./game/launcher";
import { inviteOf, openInvite } from "./game/online-page";
import { spawnBrowserWorker } from "./los/browser-port";
import { mapWorkerCount, startEarlyWorkers } from "./los/early-workers";
import type { LosEngine } from "./los/engine";
import { sightChoicesOf } from "./los/rules";
import { firstTerrainFrame } from "./los/warm-up";
import { RULESET_UIS } from "./rulesets";
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

  const app = createAppStore(catalog, start.table, start.source, sightChoicesOf(RULESETS));
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

  // The LOS engine and its pipelines load after the first frame (issue 23 item 16), or after 2 s where
  // no terrain frame comes (no WebGL): until then a game's host waits for it, and each pipeline catches
  // up with the store when it starts.
  const counters: HookCounters = { warmUps: 0 };
  const drawn = Promise.race([firstTerrainFrame(), new Promise<void>((r) => setTimeout(r, 2000))]);
  // The hex LOS tool reads the hex sight rules of the first listed ruleset that has any (Lock 'n Load,
  // the one hex ruleset so far), loaded with the engine; once the table tools follow the ruleset the
  // user picked (issue 36 item 1), the registry hands in that ruleset's instead.
  const hexSight = RULESET_UIS.find((r) => r.hexSight)?.hexSight;
  // The map workers start now, beside the first render, and load their code on their own threads;
  // the engine's pool takes them (issue 37).
  const early =
    typeof Worker === "undefined"
      ? null
      : startEarlyWorkers(spawnBrowserWorker, mapWorkerCount(navigator.hardwareConcurrency));
  const engine: Promise<LosEngine> = drawn
    .then(() => Promise.all([import("./los/start-los"), hexSight ? hexSight() : null]))
    .then(([m, hex]) => m.startLos(app, catalog, () => counters.warmUps++, hex, early));
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
  exposeTestHooks(app, scene, counters);

  const root = document.getElementById("root");
  if (root) createRoot(root).render(<App app={app} scene={scene} original={start.original} />);
}

void boot();
registerOffline();
