import { describe, expect, it } from "vitest";
import { candidateCommands } from "../../../../src/core/firestrike/match/candidates";
import { actor, actors, todoFor } from "../../../../src/core/firestrike/match/hotseat";
import { firestrikeSeatView } from "../../../../src/core/firestrike/match/ruleset";
import { play, type Session } from "../../../../src/core/firestrike/match/session";
import type { GameState } from "../../../../src/core/firestrike/state";
import { deployed, playAll } from "../../game/support";

/** Simultaneous movement (seed 000 §2.3): both sides move at once and see each other at the step's end. */

function doneUntil(s: Session, step: GameState["step"]): Session {
  let cur = s;
  for (let i = 0; i < 60 && cur.now.state!.step !== step; i++) {
    const side = actor(cur.now.state!, cur.env, cur.now.progress!);
    if (!side) throw new Error("nobody acts");
    cur = playAll(cur, { type: "done", side });
  }
  if (cur.now.state!.step !== step) throw new Error(`never reached ${step}`);
  return cur;
}

/** Both sides with a Move marker on one unit, in step 2b. */
function inMovement(): Session {
  let s = deployed();
  const st = s.now.state!;
  const red = todoFor(st, s.env, "red").find((x) => x.kind === "move-marker")!.ids[0]!;
  s = playAll(
    s,
    { type: "place-move-marker", formation: "blue-tanks" },
    { type: "done", side: "blue" },
    { type: "place-move-marker", formation: red },
  );
  return doneUntil(s, "movement");
}

/** A legal move of one of `side`'s bases now (the bot's candidates, fixed generator). */
function moveOf(s: Session, side: string): { id: string; entry: unknown } {
  let n = 0;
  const rnd = () => (n = (n * 9301 + 49297) % 233280) / 233280;
  const c = candidateCommands(s.now.state!, s.env, s.now.progress, side, rnd).find(
    (x) => x.entry.type === "move" && play(s, x.entry).ok,
  );
  if (c?.entry.type !== "move") throw new Error(`no movable base for ${side}`);
  return { id: c.entry.base, entry: c.entry };
}

const at = (s: Session, seat: string, id: string) => {
  const b = firestrikeSeatView(s.game, s.now, seat).state!.bases[id]!;
  return [b.x, b.y];
};

describe("simultaneous movement", () => {
  it("lists both sides as acting in 2b, and only one in the other steps", () => {
    const s = inMovement();
    expect(actors(s.now.state!, s.env, s.now.progress!)).toEqual(["blue", "red"]);
    expect(s.game.seatsToAct(s.now)).toEqual(expect.arrayContaining(["blue", "red"]));
    const before = deployed();
    expect(actors(before.now.state!, before.env, before.now.progress!)).toHaveLength(1);
  });

  it("takes both sides' moves in any interleaving; each sees only its own until both are done", () => {
    let s = inMovement();
    const start = s.now;
    const r = moveOf(s, "red");
    // Red moves first although blue acts first in turn 1 of the hot-seat order.
    s = playAll(s, r.entry);
    const b = moveOf(s, "blue");
    s = playAll(s, b.entry);
    const blueAtStart = firestrikeSeatView(s.game, start, "blue").state!.bases[b.id]!;
    const redAtStart = firestrikeSeatView(s.game, start, "red").state!.bases[r.id]!;
    // Own moves are seen at once; the other side's bases stay where they were when the step began.
    expect(at(s, "blue", b.id)).not.toEqual([blueAtStart.x, blueAtStart.y]);
    expect(at(s, "blue", r.id)).toEqual([redAtStart.x, redAtStart.y]);
    expect(at(s, "red", r.id)).not.toEqual([redAtStart.x, redAtStart.y]);
    expect(at(s, "red", b.id)).toEqual([blueAtStart.x, blueAtStart.y]);
    // Neither the view (it holds no events: issue 36 item 7) nor the log give the other side's moves away.
    const redView = firestrikeSeatView(s.game, s.now, "red").state!;
    expect(Object.keys(redView)).not.toContain("events");
    const last = s.journal[s.journal.length - 1]!;
    expect(s.game.logView!(s.now, "red", last)).toBeNull();
    expect(s.game.logView!(s.now, "blue", last)).not.toBeNull();
    // Blue is done: it waits for red, and may not move again.
    s = playAll(s, { type: "done", side: "blue" });
    expect(s.now.state!.step).toBe("movement");
    expect(actors(s.now.state!, s.env, s.now.progress!)).toEqual(["red"]);
    expect(play(s, moveOf(inMovement(), "blue").entry).ok).toBe(false);
    expect(at(s, "blue", r.id)).toEqual([redAtStart.x, redAtStart.y]);
    // Red is done too: the step ends and both see everything.
    s = playAll(s, { type: "done", side: "red" });
    expect(s.now.state!.step).not.toBe("movement");
    expect(at(s, "blue", r.id)).toEqual(at(s, "red", r.id));
    expect(at(s, "red", b.id)).toEqual(at(s, "blue", b.id));
    expect(at(s, "blue", r.id)).not.toEqual([redAtStart.x, redAtStart.y]);
    expect(s.game.logView!(s.now, "red", last)).not.toBeNull();
  });
});
