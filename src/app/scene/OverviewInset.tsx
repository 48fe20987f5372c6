import { useFrame, useThree } from "@react-three/fiber";
import { useEffect, useRef } from "react";
import { Vector3 } from "three";
import type { Pt } from "../../core/geom2d";
import { levelColour, MAP_COLOURS, sideColour } from "../../geometry/render/palette";
import { useApp } from "../store/hooks";
import { overviewBus, viewFootprint } from "./overview";

/** The inset's width in CSS pixels; its height follows the table's shape. */
const INSET_WIDTH = 180;

/**
 * Inside the canvas: after each drawn frame, publishes where the camera looks on the table, and lets
 * the inset move the camera (the orbit target and the camera move by the same step, so the view's angle
 * and distance stay as they were).
 */
export function OverviewProbe() {
  const controls = useThree((s) => s.controls) as { target: Vector3; update(): void } | null;
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    overviewBus.lookAt = (p: Pt) => {
      if (!controls) return;
      const c = controls.target;
      const step = new Vector3(p[0] - c.x, p[1] - c.y, 0);
      controls.target.add(step);
      (controls as unknown as { object: { position: Vector3 } }).object.position.add(step);
      controls.update();
      invalidate();
    };
    return () => {
      overviewBus.lookAt = null;
    };
  }, [controls, invalidate]);
  useFrame(({ camera }) => {
    overviewBus.footprint = viewFootprint(camera, 400);
    for (const l of overviewBus.listeners) l();
  });
  return null;
}

/**
 * A small top-down map of the whole table (hills by level, woods, units by side) with the camera's view
 * drawn on it; a click moves the camera to look at that point (issue 23 item 14). In the 3D view only.
 */
export function OverviewInset() {
  const table = useApp((s) => s.table);
  // In the 3D view only: the top view is itself the whole table, and the eye view's camera stands still.
  const shown = useApp((s) => s.view.camera === "orbit");
  const view = useRef<SVGPolygonElement>(null);
  const k = INSET_WIDTH / table.width;
  const height = Math.round(table.depth * k);
  // table y runs away from the near edge: up on the inset
  const pts = (ps: readonly (readonly number[])[]) =>
    ps.map((p) => `${p[0]! * k},${height - p[1]! * k}`).join(" ");
  useEffect(() => {
    // The camera moves every frame: the view outline is written directly, not through React.
    const draw = () => {
      const fp = overviewBus.footprint;
      if (view.current && fp) view.current.setAttribute("points", pts(fp));
    };
    draw();
    overviewBus.listeners.add(draw);
    return () => {
      overviewBus.listeners.delete(draw);
    };
  });
  if (!shown) return null;
  const features = [...table.features].sort(
    (a, b) => ("level" in a ? Number(a.level) : 0) - ("level" in b ? Number(b.level) : 0),
  );
  const fill = (type: string, level: number) =>
    type === "hill"
      ? levelColour(level)
      : type === "woods"
        ? MAP_COLOURS.woodsFloor
        : type === "built-up" || type === "building"
          ? MAP_COLOURS.builtUpFloor
          : null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the camera has its own keyboard-free controls; this is a pointer shortcut
    <svg
      className="overview"
      width={INSET_WIDTH}
      height={height}
      viewBox={`0 0 ${INSET_WIDTH} ${height}`}
      data-testid="overview"
      onClick={(e) => {
        const r = e.currentTarget.getBoundingClientRect();
        overviewBus.lookAt?.([(e.clientX - r.left) / k, (height - (e.clientY - r.top)) / k]);
      }}
    >
      <title>Overview: click to look there</title>
      <rect width={INSET_WIDTH} height={height} fill={levelColour(0)} />
      {features.map((f) => {
        const colour =
          "outline" in f && Array.isArray(f.outline)
            ? fill(f.type, "level" in f ? Number(f.level) : 0)
            : null;
        return colour ? (
          <polygon key={f.id} points={pts((f as { outline: Pt[] }).outline)} fill={colour} />
        ) : null;
      })}
      {table.units.map((u) => (
        <rect
          key={u.id}
          x={(u.x - 0.6) * k}
          y={height - (u.y + 0.6) * k}
          width={1.2 * k + 1}
          height={1.2 * k + 1}
          fill={sideColour(u.side)}
        />
      ))}
      <polygon ref={view} fill="#ffffff22" stroke="#ffffff" strokeWidth={1.5} data-testid="overview-view" />
    </svg>
  );
}
