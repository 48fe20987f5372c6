import { describe, expect, it } from "vitest";
import { serializeGame } from "../../../src/core/game/format";
import { logFile } from "../../../src/core/game/session";
import { lnlRegistry } from "./support";
import { open, play, unitOf, woundedLeaderGame } from "./wounded-game";

/**
 * A sniper's shot and a medic's heal through the engine's seeded dice: the saved file replays to the
 * same state and journal (wounded-game.ts finds a seed whose snipe wounds the leader).
 */

describe("sniper and medic entries replay", () => {
  it("a snipe that wounds, then a heal roll, replay from the file to the same state", () => {
    const wounded = woundedLeaderGame();
    expect(wounded, "no seed of 60 wounded the leader").not.toBeNull();
    const s = play(wounded!, "red", { type: "heal", medic: "doc", unit: "rl" });
    const last = s.journal[s.journal.length - 1]!;
    const heal = (last.events as { type: string; roll?: number; healed?: boolean }[]).find(
      (e) => e.type === "heal",
    );
    expect(heal).toMatchObject({ medic: "doc", unit: "rl", need: 4 });
    expect(heal!.healed).toBe(heal!.roll! <= 4);
    expect(unitOf(s, "rl").wounded).toBe(!heal!.healed);
    const text = serializeGame(logFile(s, null), lnlRegistry);
    expect(JSON.parse(text).commands.length).toBe(s.journal.length);
    const again = open(text);
    expect(again.now).toEqual(s.now);
    expect(again.journal).toEqual(s.journal);
  });
});
