import { Canvas, useThree } from "@react-three/fiber";
import { useEffect } from "react";
import { RulesetPart } from "../game/ruleset-part";
import { useApp } from "../store/hooks";
import { CameraRig } from "./CameraRig";
import { useScene } from "./context";
import { DragResolution } from "./DragResolution";
import { FrameGate } from "./FrameGate";
import { LabelsProbe } from "./labels";
import { OverlayLayer } from "./OverlayLayer";
import { OverviewProbe } from "./OverviewInset";
import { PointerBridge } from "./PointerBridge";
import { RenderStatsProbe } from "./RenderStats";
import { TerrainLayer } from "./TerrainLayer";
import { UnitsLayer } from "./UnitsLayer";

/** Asks for a new frame whenever the scene stores change (the canvas renders on demand). */
function InvalidateOnChange() {
  const invalidate = useThree((s) => s.invalidate);
  const { assets, overlays } = useScene();
  useEffect(() => {
    const a = assets.subscribe(() => invalidate());
    const b = overlays.subscribe(() => invalidate());
    return () => {
      a();
      b();
    };
  }, [assets, overlays, invalidate]);
  return null;
}

/** The 3D table. Renders on demand, or every frame with `?debug=1` so frame time means something. */
export function TableCanvas() {
  const debug = useApp((s) => s.view.debug);
  const eye = useApp((s) => s.view.camera === "eye");
  const ruleset = useApp((s) => s.match.ruleset);
  return (
    <Canvas
      frameloop={debug ? "always" : "demand"}
      camera={{ fov: 40, near: 0.2, far: 600, position: [36, -20, 45] }}
      dpr={[1, 2]}
      gl={{ antialias: true, powerPreference: "high-performance" }}
      data-testid="table-canvas"
    >
      <color attach="background" args={[eye ? "#aebfcf" : "#1c2127"]} />
      <hemisphereLight args={["#e8eeff", "#54482f", 1.1]} position={[0, 0, 1]} />
      <directionalLight position={[-25, -35, 60]} intensity={1.9} />
      <TerrainLayer />
      <UnitsLayer />
      <OverlayLayer />
      {ruleset && <RulesetPart ruleset={ruleset} part="scene" />}
      <CameraRig />
      <PointerBridge />
      <InvalidateOnChange />
      <DragResolution />
      <FrameGate />
      <LabelsProbe />
      <OverviewProbe />
      {debug && <RenderStatsProbe />}
    </Canvas>
  );
}
