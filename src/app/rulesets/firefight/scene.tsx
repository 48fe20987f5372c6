import { useThree } from "@react-three/fiber";
import { useEffect, useMemo } from "react";
import { builtinFirefightRules } from "../../../core/firefight/builtin";
import type { FirefightEvent } from "../../../core/firefight/game";
import type { Pt } from "../../../core/geom2d";
import { drapePolyline } from "../../../geometry/render/overlays";
import { useAssets } from "../../scene/context";
import { Polyline } from "../../scene/lines";
import { allowanceOf, unitCentre } from "./aim";
import { type FirefightSnapshot, useFirefightStore } from "./store";

/**
 * The firefight's marks on the table (issue 38 item 2): the deploying side's zone, the picked unit's
 * allowance ring (its centre may go this far on open ground; difficult terrain costs more) and the
 * hovered path of its centre, green when the move would be made, red when refused (the side panel says
 * the cost and why), and the last fire fight's fall backs as orange arrows.
 */

const RULES = builtinFirefightRules();
/** The colours: the legal ring and path (as Firestrike's legal area), a refused path, the zone. */
export const RING = "#19d94a";
export const REFUSED = "#e53935";
export const ZONE = "#ffd54a";
/** A beaten unit's fall back: the arrow from where it stood to where it ran. */
export const FALL_BACK = "#ff8a3d";

/**
 * The fall backs of this turn's last resolved fire fight (issue 38 item 2): for each beaten unit, the
 * path of its centre, from where it stood to where it ran, with an arrow head (`moved` is the report's
 * move of every model; a unit that fled is drawn to where it left the table).
 */
export function fallBackArrows(snap: FirefightSnapshot): { unit: string; from: Pt; to: Pt; head: Pt[] }[] {
  const v = snap.view;
  const fight = [...snap.log]
    .reverse()
    .filter((e) => e.note.turn === v.turn)
    .flatMap((e) => [...(e.events as FirefightEvent[])].reverse())
    .find((x) => x.type === "fight");
  if (fight?.type !== "fight") return [];
  return fight.report.fallBacks.flatMap((f) => {
    const mine = v.models.filter((m) => m.unit === f.unit && !m.slain);
    if (mine.length === 0 || Math.hypot(f.moved[0], f.moved[1]) < 1e-6) return [];
    const to: Pt = [
      mine.reduce((n, m) => n + m.x, 0) / mine.length,
      mine.reduce((n, m) => n + m.y, 0) / mine.length,
    ];
    const from: Pt = [to[0] - f.moved[0], to[1] - f.moved[1]];
    const a = Math.atan2(-f.moved[1], -f.moved[0]);
    const wing = (d: number): Pt => [to[0] + Math.cos(a + d) * 0.8, to[1] + Math.sin(a + d) * 0.8];
    return [{ unit: f.unit, from, to, head: [wing(0.45), to, wing(-0.45)] }];
  });
}

const circle = (c: Pt, r: number, n = 64): Pt[] =>
  Array.from(
    { length: n },
    (_, i) => [c[0] + Math.cos((i / n) * 2 * Math.PI) * r, c[1] + Math.sin((i / n) * 2 * Math.PI) * r] as Pt,
  );

interface Line {
  key: string;
  positions: Float32Array;
  colour: string;
}

export function FirefightLayer() {
  const snap = useFirefightStore((s) => s.firefight.snapshot);
  const unit = useFirefightStore((s) => s.firefight.pick.unit);
  const aim = useFirefightStore((s) => s.firefight.aim);
  const terrain = useAssets((s) => s.terrain);
  const invalidate = useThree((s) => s.invalidate);
  const lines = useMemo(() => {
    const out: Line[] = [];
    if (!snap || !terrain || snap.over || snap.replayAt !== null) return out;
    const { index, scale, table } = terrain;
    const v = snap.view;
    if (v.step.kind === "deploy")
      out.push({
        key: "zone",
        positions: drapePolyline(v.step.zone, index, scale, 0.06, true),
        colour: ZONE,
      });
    const allowance = unit ? allowanceOf(RULES, v, unit) : null;
    const centre = unit ? unitCentre(v, unit) : null;
    if (allowance !== null && centre && !v.moved.includes(unit!))
      out.push({
        key: "ring",
        positions: drapePolyline(circle(centre, allowance / table.yardsPerInch), index, scale, 0.06, true),
        colour: RING,
      });
    for (const f of fallBackArrows(snap)) {
      out.push({
        key: `fall-${f.unit}`,
        positions: drapePolyline([f.from, f.to], index, scale, 0.1),
        colour: FALL_BACK,
      });
      out.push({
        key: `fall-head-${f.unit}`,
        positions: drapePolyline(f.head, index, scale, 0.1),
        colour: FALL_BACK,
      });
    }
    if (aim && aim.unit === unit)
      out.push({
        key: "path",
        positions: drapePolyline([aim.from, aim.to], index, scale, 0.08),
        colour: aim.why ? REFUSED : RING,
      });
    return out;
  }, [snap, unit, aim, terrain]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new set of lines asks for a frame
  useEffect(() => {
    invalidate();
  }, [lines, invalidate]);
  return (
    <group name="firefight-layer">
      {lines.map((l) => (
        <Polyline key={l.key} positions={l.positions} colour={l.colour} renderOrder={5} />
      ))}
    </group>
  );
}
