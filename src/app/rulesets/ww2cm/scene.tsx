import { useThree } from "@react-three/fiber";
import { useEffect, useMemo } from "react";
import type { Pt } from "../../../core/geom2d";
import { cmToInches } from "../../../core/table/length-unit";
import { CM } from "../../../core/ww2cm/data";
import { allowanceCm } from "../../../core/ww2cm/moves";
import { type Unit, unitOf } from "../../../core/ww2cm/state";
import { drapePolyline } from "../../../geometry/render/overlays";
import { useAssets } from "../../scene/context";
import { Polyline } from "../../scene/lines";
import { airMarks } from "./air-scene";
import { centreOf, pivotsBetween } from "./play-tool";
import { useWw2Store } from "./store";

/**
 * Seed 002's marks on the table: in the movement phase the picked unit's ring (4 cm, 8 cm sprinting,
 * a vehicle its profile's move less a quarter for each pivot chosen) round its centre; in the shooting
 * phase the 13 cm circle where placed; and issue 35's air marks (air-scene.ts).
 */

export const RING = "#19d94a";
export const CIRCLE = "#ff8f00";

const circle = (c: Pt, r: number, n = 64): Pt[] =>
  Array.from(
    { length: n },
    (_, i) => [c[0] + Math.cos((i / n) * 2 * Math.PI) * r, c[1] + Math.sin((i / n) * 2 * Math.PI) * r] as Pt,
  );
const inches = (p: readonly [number, number]): Pt => [cmToInches(p[0]), cmToInches(p[1])];

/** The pivots a vehicle's chosen heading costs (none for infantry, or with no pivot chosen). */
const pivotsOf = (unit: Unit, heading: number | null): number =>
  unit.vehicle && heading !== null ? pivotsBetween(unit.vehicle.heading, heading) : 0;

export function Ww2Layer() {
  const snap = useWw2Store((s) => s.ww2.snapshot);
  const pick = useWw2Store((s) => s.ww2.pick);
  const sprint = useWw2Store((s) => s.ww2.sprint);
  const heading = useWw2Store((s) => s.ww2.heading);
  const aim = useWw2Store((s) => s.ww2.aim);
  const flight = useWw2Store((s) => s.ww2.flight);
  const terrain = useAssets((s) => s.terrain);
  const invalidate = useThree((s) => s.invalidate);
  const lines = useMemo(() => {
    const out: { key: string; positions: Float32Array; colour: string }[] = [];
    if (!snap || !terrain) return out;
    // issue 35: the flight, the AA-seen stretches, the landings and the night ring (air-scene.ts)
    const events = snap.log.flatMap((e) => e.events);
    out.push(
      ...airMarks(
        snap.view,
        snap.opening,
        events,
        flight,
        pick ? centreOf(snap.view, pick) : null,
        terrain.index,
        terrain.scale,
      ),
    );
    if (snap.over || snap.replayAt !== null) return out;
    const { index, scale } = terrain;
    const v = snap.view;
    const unit = pick ? unitOf(v, pick) : null;
    const centre = pick ? centreOf(v, pick) : null;
    if (unit && centre && v.phase === "move" && !unit.moved)
      out.push({
        key: "ring",
        positions: drapePolyline(
          circle(inches(centre), cmToInches(allowanceCm(unit, sprint, pivotsOf(unit, heading)))),
          index,
          scale,
          0.06,
          true,
        ),
        colour: RING,
      });
    if (aim && v.phase === "shoot")
      out.push({
        key: "circle",
        positions: drapePolyline(
          circle(inches(aim), cmToInches(CM.circleDiameter.value / 2)),
          index,
          scale,
          0.06,
          true,
        ),
        colour: CIRCLE,
      });
    return out;
  }, [snap, pick, sprint, heading, aim, flight, terrain]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new set of lines asks for a frame
  useEffect(() => {
    invalidate();
  }, [lines, invalidate]);
  return (
    <group name="ww2cm-layer">
      {lines.map((l) => (
        <Polyline key={l.key} positions={l.positions} colour={l.colour} renderOrder={5} />
      ))}
    </group>
  );
}
