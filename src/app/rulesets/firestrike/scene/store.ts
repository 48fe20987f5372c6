import { createGameOverlayStore } from "./game-overlays";

/** The one store of game marks: the game layer in the canvas fills it, the label layer reads it. */
export const gameOverlayStore = createGameOverlayStore();
