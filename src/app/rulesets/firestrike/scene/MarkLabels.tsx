import { useStore } from "zustand";
import { labelRef } from "../../../scene/labels";
import { gameOverlayStore } from "./store";

/** DOM labels for the game's marks (impact zones, airstrikes, the inches left to move), over the canvas. */
export function GameMarkLabels() {
  const lines = useStore(gameOverlayStore, (s) => s.lines);
  return (
    <>
      {lines
        .filter((l) => l.label)
        .map((l) => (
          <div key={l.key} className="pin" ref={labelRef(`game:${l.key}`, l.label!.at)}>
            <div className="game-mark-label" data-testid="game-mark-label" data-key={l.key}>
              {l.label!.text}
            </div>
          </div>
        ))}
    </>
  );
}
