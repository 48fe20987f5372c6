import { describe, expect, it } from "vitest";
import type { FirestrikeGame } from "../../../../src/app/rulesets/firestrike/adapter";
import { gameOf } from "../../../../src/app/rulesets/firestrike/store/game-store";
import { bothMove } from "../../../../src/app/rulesets/firestrike/ui/PhaseBar";
import { deployBoth, gameApp, newGameJson, playAll } from "./support";

/**
 * Simultaneous movement on the hot-seat page (seed 000 §2.3): blue moves, hands over, red moves behind
 * the hand-over screen; neither sees the other's moves of the step until both are done.
 */

type App = ReturnType<typeof gameApp>["app"];

/** Each side puts a Move marker on one formation and says done, up to step 2b. */
function toMovement(app: App, controller: FirestrikeGame): void {
  for (let i = 0; i < 60; i++) {
    const v = gameOf(app).game.view!;
    if (v.state!.step === "movement") return;
    const marker = v.todo.find((t) => t.kind === "move-marker");
    playAll(
      controller,
      marker ? { type: "place-move-marker", formation: marker.ids[0] } : { type: "done", side: v.actor },
    );
  }
  throw new Error("never reached step 2b");
}

/** Moves one of `side`'s marked bases an inch (the first base and mode the rules accept). */
function moveOne(app: App, controller: FirestrikeGame, side: string): string {
  const s = gameOf(app).game.view!.state!;
  const marked = new Set(
    Object.values(s.formations)
      .filter((f) => f.moveMarker)
      .map((f) => f.id),
  );
  for (const b of Object.values(s.bases)) {
    if (b.side !== side || !marked.has(b.formation) || b.carriedBy) continue;
    for (const mode of ["walking", "forward"])
      for (const dy of [1, -1])
        if (controller.play({ type: "move", base: b.id, mode, path: [[b.x, b.y + dy]] }).ok) return b.id;
  }
  throw new Error(`no base of ${side} moves`);
}

const at = (app: App, id: string) => {
  const b = gameOf(app).game.view!.state!.bases[id]!;
  return [b.x, b.y];
};

describe("simultaneous movement on the hot-seat page", () => {
  it("says both sides move, hands the screen over within 2b, and hides each side's moves until the end", () => {
    const { app, controller } = gameApp();
    controller.start(newGameJson(), "test");
    deployBoth(controller);
    gameOf(app).setGame({ handOverTo: null });
    toMovement(app, controller);
    let v = gameOf(app).game.view!;
    expect(v.actors).toEqual(["blue", "red"]);
    expect(v.actor).toBe("blue");
    const name = (id: string) => v.sides.find((x) => x.id === id)?.name ?? id;
    expect(bothMove(v.actors, v.actor!, null, name)).toMatch(/^Both sides move — .+ now, then .+$/);
    // Red acted last in 2a: the screen goes to blue behind the hand-over screen.
    expect(gameOf(app).game.handOverTo).toBe("blue");
    gameOf(app).setGame({ handOverTo: null });

    const blue = moveOne(app, controller, "blue");
    const blueMoved = at(app, blue);
    playAll(controller, { type: "done", side: "blue" });
    // Red's turn at the screen: handed over, and blue's move is not on red's table.
    expect(gameOf(app).game.handOverTo).toBe("red");
    v = gameOf(app).game.view!;
    expect(v.state!.step).toBe("movement");
    expect(v.actor).toBe("red");
    expect(v.actors).toEqual(["red"]);
    expect(at(app, blue)).not.toEqual(blueMoved);
    gameOf(app).setGame({ handOverTo: null });

    const red = moveOne(app, controller, "red");
    const redMoved = at(app, red);
    playAll(controller, { type: "done", side: "red" });
    v = gameOf(app).game.view!;
    expect(v.state!.step).not.toBe("movement");
    // The step is over: both moves are on the table.
    expect(at(app, blue)).toEqual(blueMoved);
    expect(at(app, red)).toEqual(redMoved);
  });

  it("words the phase bar for each screen online", () => {
    const name = (id: string) => ({ blue: "Blue", red: "Red" })[id] ?? id;
    expect(bothMove(["blue", "red"], "blue", "blue", name)).toBe("Both sides move — you and Red");
    expect(bothMove(["blue", "red"], "red", "red", name)).toBe("Both sides move — you and Blue");
    expect(bothMove(["blue", "red"], "blue", "spectator", name)).toBe("Both sides move — Blue and Red");
    expect(bothMove(["blue", "red"], "blue", null, name)).toBe("Both sides move — Blue now, then Red");
  });
});
