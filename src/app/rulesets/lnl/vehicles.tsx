import { type Hexside, hexsideAngle } from "../../../core/hex/facing";
import { type HexGrid, hexLabel, hexNeighbors, parseHexLabel } from "../../../core/hex/grid";
import { type LnlState, onMap, type UnitState } from "../../../core/lnl/state";
import { isVehicle } from "../../../core/lnl/vocab";
import { gridOf } from "../../../core/table/hex-settings";
import { useApp, useAppStore } from "../../store/hooks";
import type { AppStore } from "../../store/store";
import type { LnlGame } from "./adapter";
import { useLnlStore } from "./store";

/**
 * The page's vehicle parts (issue 21, vehicles): the facing, turret and hatches in a counter's box, the
 * Pivot and hatch buttons of the Operations Phase (the OFT's lines are the calculator's, shot-lines.tsx).
 * The base's facing on the table is the hull's (bases.ts).
 */

const host = (app: AppStore) => (app.getState().host?.api as LnlGame | undefined) ?? null;

/** A hexside in words: the hex it faces, and its table facing in degrees. */
function sideText(grid: HexGrid | null, hex: string, k: Hexside): string {
  if (!grid) return `side ${k}`;
  const h = parseHexLabel(grid, hex);
  const next = h ? hexLabel(grid, hexNeighbors(h)[k]!) : null;
  return `${next ? `→ ${next} ` : ""}(${Math.round(hexsideAngle(grid, k))}°)`;
}

/** The counter box's vehicle part: "hull → D5 (60°), turret → E6 (120°), hatches open". */
export function VehicleMarks({ u }: { u: UnitState }) {
  const hex = useApp((s) => s.table.hex);
  if (u.facing === undefined || u.eliminated) return null;
  const grid = hex ? gridOf(hex) : null;
  const parts = [
    `${isVehicle(u.kind) ? "hull" : "gun"} ${sideText(grid, u.hex, u.facing)}`,
    u.turret !== undefined
      ? `turret ${sideText(grid, u.hex, u.turret)}`
      : isVehicle(u.kind)
        ? "no turret"
        : null,
    u.hatchesOpen === undefined ? null : u.hatchesOpen ? "hatches open" : "buttoned",
  ].filter(Boolean);
  return <span data-testid={`lnl-facing-${u.id}`}> [{parts.join(", ")}]</span>;
}

/** Pivot toward the target hex (a stack of vehicles), and the hatches of a picked vehicle. */
export function VehicleCommands({ v }: { v: LnlState }) {
  const app = useAppStore();
  const { picked, target } = useLnlStore((s) => s.lnl);
  if (v.opWindow || picked.length === 0) return null;
  const units = onMap(v).filter((u) => picked.includes(u.id));
  const allVehicles = units.length > 0 && units.every((u) => isVehicle(u.kind) && u.facing !== undefined);
  const one = units.length === 1 && units[0]!.hatchesOpen !== undefined ? units[0]! : null;
  if (!allVehicles && !one) return null;
  const picks = host(app)?.picks;
  const here = units[0]!.hex;
  return (
    <div className="row">
      {allVehicles && (
        <button
          type="button"
          disabled={!target || target === here}
          title={!target ? "click the hex to face" : undefined}
          onClick={() => picks?.pivot()}
          data-testid="lnl-pivot"
        >
          Pivot toward {target && target !== here ? target : "…"} (1 MP a hexside)
        </button>
      )}
      {one && (
        <button
          type="button"
          onClick={() => picks?.hatches(one.id, !one.hatchesOpen)}
          data-testid="lnl-hatches"
        >
          {one.hatchesOpen ? "Button up" : "Open hatches"}
        </button>
      )}
    </div>
  );
}
