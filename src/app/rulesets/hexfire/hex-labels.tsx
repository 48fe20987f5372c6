import { useMemo } from "react";
import { boardHexes, hexCenter, hexLabel } from "../../../core/hex/grid";
import { gridOf } from "../../../core/table/hex-settings";
import { surfaceZ } from "../../../geometry/render/terrain-geometry";
import { useAssets } from "../../scene/context";
import { labelRef } from "../../scene/labels";
import { useApp } from "../../store/hooks";
import { useHexfireStore } from "./store";

/**
 * The hex labels over the board: the panel names hexes by label ("moves to H5"), so each hex shows its
 * label at its centre, and a hex the picked unit may move to says so ("H5 · move"; in the deployment
 * step a hex of its zone it may be placed in, "H5 · place").
 */
export function HexfireHexLabels() {
  const hex = useApp((s) => s.table.hex);
  const width = useApp((s) => s.table.width);
  const depth = useApp((s) => s.table.depth);
  const terrain = useAssets((s) => s.terrain);
  const moves = useHexfireStore((s) => s.hexfire.moves);
  const hexes = useMemo(() => {
    if (!hex || !terrain) return [];
    const grid = gridOf(hex);
    return boardHexes(grid, width, depth).flatMap((h) => {
      const label = hexLabel(grid, h);
      if (!label) return [];
      const c = hexCenter(grid, h);
      const z = surfaceZ(terrain.index, c[0], c[1], terrain.scale) + 0.02;
      return [{ label, at: [c[0], c[1], z] as const }];
    });
  }, [hex, width, depth, terrain]);
  const lit = useMemo(() => new Map(moves.map((m) => [m.hex, m.place ? "place" : "move"] as const)), [moves]);
  return (
    <>
      {hexes.map(({ label, at }) => {
        const what = lit.get(label);
        const move = what !== undefined;
        return (
          // The key carries the text: a label whose text changes registers afresh.
          <div key={`${label}-${move ? 1 : 0}`} className="pin" ref={labelRef(`hex:${label}`, at)}>
            <div
              className={move ? "hex-label hex-move" : "hex-label"}
              data-testid={move ? "hexfire-hex-move" : undefined}
              data-hex={label}
            >
              {label}
              {move && ` · ${what}`}
            </div>
          </div>
        );
      })}
    </>
  );
}
