import { useEffect, useMemo, useState } from "react";
import type { Group } from "three";
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import type { GlbUnit } from "../../geometry/render/unit-layout";
import { useAppStore } from "../store/hooks";

/**
 * Units whose catalog entry names a .glb model (served from /models/). Loaded lazily, so tables without
 * them never download the loader. A model that fails to load is drawn as a plain block in the side's
 * colour, so a bad file never hides a unit, and the status bar says which file failed and why.
 *
 * Models are loaded in an effect rather than with a suspending loader: a load that throws during
 * render is reported by the canvas's renderer as an uncaught page error even when a boundary catches
 * it, and a missing model file is the user's mistake to be told about, not a crash.
 */

/** One load per file for the page's life (a file that failed is not fetched again). */
const loads = new Map<string, Promise<Group>>();

function loadModel(url: string): Promise<Group> {
  let p = loads.get(url);
  if (!p) {
    p = new GLTFLoader().loadAsync(url).then((gltf) => gltf.scene);
    loads.set(url, p);
  }
  return p;
}

/**
 * Loads every file named (once each) and reports the ones that fail in the status bar. Per file: its
 * scene once loaded, null when it failed, nothing while it loads.
 */
function useModels(urls: readonly string[]): Map<string, Group | null> {
  const app = useAppStore();
  const [states, setStates] = useState<Map<string, Group | null>>(() => new Map());
  const key = urls.join("\n");
  useEffect(() => {
    let live = true;
    const files = key.split("\n").filter((u) => u !== "");
    for (const url of files)
      loadModel(url).then(
        (scene) => {
          if (live) setStates((m) => new Map(m).set(url, scene));
        },
        (e: unknown) => {
          if (!live) return;
          const reason = e instanceof Error ? e.message : String(e);
          setStates((m) => new Map(m).set(url, null));
          app
            .getState()
            .setNotice(
              `Model ${url.replace(/^\/models\//, "")} could not be loaded (${reason}): its units are drawn as blocks`,
            );
        },
      );
    return () => {
      live = false;
    };
  }, [key, app]);
  return states;
}

function Block({ unit: u }: { unit: GlbUnit }) {
  return (
    <mesh position={[u.x, u.y, u.z + 0.1]} rotation={[0, 0, u.angle]}>
      <boxGeometry args={[0.6, 0.9, 0.2]} />
      <meshStandardMaterial color={u.colour} />
    </mesh>
  );
}

function Model({ unit, scene }: { unit: GlbUnit; scene: Group }) {
  const copy = useMemo(() => scene.clone(true) as Group, [scene]);
  return (
    <primitive
      object={copy}
      position={[unit.x, unit.y, unit.z]}
      rotation={[Math.PI / 2, 0, unit.angle + (unit.rotationDeg * Math.PI) / 180, "ZXY"]}
      scale={unit.modelScale}
    />
  );
}

/** Every .glb unit on the table. */
export default function GlbUnits({ units }: { units: GlbUnit[] }) {
  const urls = useMemo(() => [...new Set(units.map((u) => u.url))].sort(), [units]);
  const models = useModels(urls);
  return (
    <group>
      {units.map((u) => {
        const scene = models.get(u.url);
        if (scene === undefined) return null;
        return scene ? <Model key={u.unitId} unit={u} scene={scene} /> : <Block key={u.unitId} unit={u} />;
      })}
    </group>
  );
}
