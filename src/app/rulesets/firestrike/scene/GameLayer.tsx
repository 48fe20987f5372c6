import { useFrame, useThree } from "@react-three/fiber";
import { useEffect, useMemo, useRef } from "react";
import { BoxGeometry, CylinderGeometry, type Group } from "three";
import { useStore } from "zustand";
import { useScene } from "../../../scene/context";
import { HitMarkers, hitPoints } from "../../../scene/HitMarkers";
import { Instanced } from "../../../scene/Instanced";
import { Polyline } from "../../../scene/lines";
import { useAppStore } from "../../../store/hooks";
import { type Animation, startGameOverlays } from "./game-overlays";
import { gameOverlayStore as store } from "./store";

const BOX = new BoxGeometry(1, 1, 1);
const POLE = new CylinderGeometry(0.5, 0.5, 1, 6).rotateX(Math.PI / 2);

/** A marker travelling the reaction move (Hide, Withdraw, Rout) to the cover the engine chose, twice. */
function Travel({ a }: { a: Animation }) {
  const ref = useRef<Group>(null);
  const started = useRef<number | null>(null);
  useFrame(({ clock, invalidate }) => {
    const g = ref.current;
    if (!g) return;
    started.current ??= clock.elapsedTime;
    const t = Math.min(2, (clock.elapsedTime - started.current) / 1.5);
    const f = t >= 2 ? 1 : t % 1;
    g.position.set(
      a.from[0] + (a.to[0] - a.from[0]) * f,
      a.from[1] + (a.to[1] - a.from[1]) * f,
      a.from[2] + (a.to[2] - a.from[2]) * f,
    );
    if (t < 2) invalidate();
  });
  return (
    <group ref={ref} name={`travel-${a.base}`}>
      <mesh>
        <sphereGeometry args={[0.18, 12, 8]} />
        <meshBasicMaterial color={a.colour} />
      </mesh>
    </group>
  );
}

/** The game's marks on the table: zones and their sight lines, tokens, wrecks, flags, plans, ghosts, animations. */
export default function GameLayer() {
  const app = useAppStore();
  const { assets } = useScene();
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => startGameOverlays(app, assets, store), [app, assets]);
  useEffect(() => store.subscribe(() => invalidate()), [invalidate]);
  const o = useStore(store);
  const hits = useMemo(() => hitPoints(o.rays?.hits), [o.rays]);
  return (
    <group name="game-layer">
      {o.lines.map((l) => (
        <Polyline key={l.key} positions={l.positions} colour={l.colour} renderOrder={5} />
      ))}
      {o.rays && <Polyline positions={o.rays.positions} colours={o.rays.colours} segments depthTest />}
      <HitMarkers hits={hits} radius={0.05} segments={[6, 4]} />
      {o.tokens && <Instanced geometry={BOX} data={o.tokens} name="game-tokens" />}
      {o.wrecks && <Instanced geometry={BOX} data={o.wrecks} name="game-wrecks" />}
      {o.flags && <Instanced geometry={POLE} data={o.flags} name="game-flags" />}
      {o.animations.map((a) => (
        <Travel key={`${a.base}-${a.from.join()}`} a={a} />
      ))}
    </group>
  );
}
