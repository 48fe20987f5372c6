import { useMemo } from "react";
import { boardHexes, hexCenter, hexLabel } from "../../../core/hex/grid";
import { gridOf } from "../../../core/table/hex-settings";
import { surfaceZ } from "../../../geometry/render/terrain-geometry";
import { useAssets } from "../../scene/context";
import { labelRef } from "../../scene/labels";
import { useApp } from "../../store/hooks";
import { useLnlStore } from "./store";

/**
 * Lock 'n Load's hex labels over the board (issue 38 item 3): the panel names hexes only by label
 * ("May enter: H5 (1 MP)"), so each hex shows its label at its centre (the header's "Hex labels" switch
 * hides them), and each hex the picked stack may enter shows what entering it costs ("H5 · 1 MP",
 * "melee" where an enemy holds it), whether or not the labels are on.
 */
export function LnlHexLabels() {
  const hex = useApp((s) => s.table.hex);
  const width = useApp((s) => s.table.width);
  const depth = useApp((s) => s.table.depth);
  const terrain = useAssets((s) => s.terrain);
  const show = useLnlStore((s) => s.lnl.hexLabels);
  const moves = useLnlStore((s) => s.lnl.moves);
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
  const costs = useMemo(() => new Map(moves.map((m) => [m.hex, m])), [moves]);
  return (
    <>
      {hexes.map(({ label, at }) => {
        const move = costs.get(label);
        if (!show && !move) return null;
        return (
          // The key carries the text: a label whose text changes registers afresh.
          <div key={`${label}-${move ? 1 : 0}`} className="pin" ref={labelRef(`hex:${label}`, at)}>
            <div
              className={move ? "hex-label hex-move" : "hex-label"}
              data-testid={move ? "lnl-hex-move" : undefined}
              data-hex={label}
            >
              {label}
              {move && (move.melee ? " · melee" : ` · ${move.cost} MP`)}
            </div>
          </div>
        );
      })}
    </>
  );
}
