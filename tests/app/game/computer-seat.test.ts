import { describe, expect, it, vi } from "vitest";
import type { ComputerPort } from "../../../src/app/ai/computer-client";
import { createComputerHandler } from "../../../src/app/ai/computer-host";
import { computerSeen, type DecideRequest, type FromComputer } from "../../../src/app/ai/computer-protocol";
import type { Refusal, SeatSnapshot } from "../../../src/app/client/game-client";
import type { GameAdapter } from "../../../src/app/game/adapter";
import { GAME_AUTOSAVE_KEY, readGameAutosave } from "../../../src/app/game/autosave";
import { computerStoreOf } from "../../../src/app/game/computer-store";
import { shellWith } from "../../../src/app/game/shell";
import { GAME_FORMAT } from "../../../src/core/game/format";
import { type Policy, weigh } from "../../../src/core/game/policy";
import { registryOf } from "../../../src/core/game/ruleset";
import { toyRuleset } from "../../support/toy/core/ruleset";
import { MemoryStorage } from "../files/fakes";
import { storeWith } from "../support";

/**
 * The computer seat in the shell (issue 34), with the toy ruleset (each unit has a secret order in its
 * state) and the worker's handler run in Node behind a fake port: the worker is sent the computer
 * seat's view and nothing else, its commands go through the shell's play, the person's screen never
 * shows the computer's seat and is never handed over, and the person cannot play the computer's seat.
 */

class ToyAdapter implements GameAdapter {
  readonly id = "toy-duel";
  readonly registry = registryOf(toyRuleset);
  shown: SeatSnapshot[] = [];
  handOvers: (string | null)[] = [];
  refusals: string[] = [];
  begin(): void {}
  publish(snap: SeatSnapshot): void {
    this.shown.push(snap);
  }
  handOver(to: string | null): void {
    this.handOvers.push(to);
  }
  refused(why: Refusal): void {
    this.refusals.push(why.message);
  }
  left(): void {}
}

const SEED = "computer-seat-seed-7f3a";
const toyJson = {
  format: GAME_FORMAT,
  ruleset: "toy-duel",
  name: "toy",
  seed: SEED,
  units: [
    { id: "a", order: "hold the ridge" },
    { id: "b", order: "flank left" },
  ],
  commands: [],
};

/** The toy's computer player: takes cover, having weighed shooting. */
const coverPolicy: Policy = {
  ruleset: "toy-duel",
  level: "baseline",
  measure: () => null,
  decide: (seen, seat) =>
    seen.toAct.includes(seat)
      ? {
          ...weigh({ type: "cover" }, "take cover", [
            { name: "safety", value: 1, detail: "behind the wall" },
          ]),
          alternatives: [weigh({ type: "shoot" }, "shoot", [{ name: "chance to hit", value: 0.5 }])],
        }
      : null,
};

/** A worker run in Node: the real handler, every request it was sent kept. */
function fakeWorker(sent: DecideRequest[]) {
  return (): ComputerPort => {
    const port: ComputerPort = {
      onmessage: null,
      postMessage(m) {
        sent.push(structuredClone(m));
        const handle = createComputerHandler(
          (out: FromComputer) => port.onmessage?.({ data: out }),
          async () => ({ baseline: coverPolicy }),
          () => 0,
        );
        queueMicrotask(() => void handle(m));
      },
      terminate() {},
    };
    return port;
  };
}

function vsComputer(storage = new MemoryStorage()) {
  const app = storeWith();
  const sent: DecideRequest[] = [];
  const { shell, api } = shellWith(app, storage, () => new ToyAdapter());
  shell.spawnComputer = fakeWorker(sent);
  computerStoreOf(app).getState().setWanted({ side: 1, level: "baseline" });
  return { app, shell, toy: api, sent, storage };
}

describe("a game against the computer in the shell", () => {
  it("sends the worker the computer seat's view only, and plays its commands through the shell", async () => {
    const { app, shell, toy, sent } = vsComputer();
    expect(shell.start(toyJson, "test").ok).toBe(true);
    expect(shell.computerSeat).toBe("b");
    expect(shell.seatOnScreen).toBe("a");
    // a takes cover: b (the computer) is to act and decides in the worker
    expect((await shell.send({ type: "cover" })).ok).toBe(true);
    await vi.waitFor(() => expect(shell.local!.snapshotAtNow("a", 99)!.entries).toBe(2));
    expect(sent).toHaveLength(1);
    const asked = sent[0]!;
    // what the worker got equals the computer seat's snapshot's set-up, view and seats to act, at the
    // position it decided on (one entry in), and nothing else
    const at1 = shell.local!.snapshotAtNow("b", 1)!;
    expect(asked.seen).toEqual(computerSeen(at1));
    expect(Object.keys(asked.seen).sort()).toEqual(["setup", "toAct", "view"]);
    expect((asked.seen.view as { order: string }).order).toBe("flank left");
    expect(JSON.stringify(asked.seen.view)).not.toContain("hold the ridge");
    expect(JSON.stringify(asked)).not.toContain(SEED);
    expect(asked).toMatchObject({ ruleset: "toy-duel", level: "baseline", seat: "b", attempt: 0 });
    // its command went through the shell as b's; the person's screen stayed on a, with no hand-over
    const log = shell.local!.snapshotAtNow("a", 2)!.log;
    expect(log.map((j) => [j.seat, j.entry])).toEqual([
      ["a", { type: "cover" }],
      ["b", { type: "cover" }],
    ]);
    expect(toy.shown.every((s) => s.seat === "a")).toBe(true);
    expect(toy.handOvers).toEqual([]);
    // its move is kept with its reasons for the page's log
    const moves = computerStoreOf(app).getState().computer.moves;
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ entry: 1, seat: "b" });
    expect(moves[0]!.decision.summary).toBe("take cover");
    expect(moves[0]!.decision.alternatives.map((a) => a.summary)).toEqual(["shoot"]);
    expect(computerStoreOf(app).getState().computer.thinking).toBeNull();
  });

  it("refuses the computer's seat to the person, and an undo takes the computer's move off its log", async () => {
    const { app, shell, toy } = vsComputer();
    shell.start(toyJson, "test");
    expect((await shell.play("b", { type: "cover" })).ok).toBe(false);
    expect(toy.refusals.at(-1)).toBe("the computer plays b: its moves are its own");
    await shell.send({ type: "cover" });
    await vi.waitFor(() => expect(computerStoreOf(app).getState().computer.moves).toHaveLength(1));
    expect((await shell.undo()).ok).toBe(true);
    // b's entry is undone: its move leaves the log, and it decides again from the position now
    await vi.waitFor(() => expect(shell.local!.snapshotAtNow("a", 99)!.entries).toBe(2));
    expect(
      computerStoreOf(app)
        .getState()
        .computer.moves.map((m) => m.entry),
    ).toEqual([1]);
  });

  it("plays by the people at the page when New game asked for no computer", async () => {
    const { app, shell, toy, sent } = vsComputer();
    computerStoreOf(app).getState().setWanted(null);
    shell.start(toyJson, "test");
    expect(shell.computerSeat).toBeNull();
    await shell.send({ type: "cover" });
    expect(toy.handOvers).toEqual(["b"]);
    expect(sent).toEqual([]);
    expect(computerStoreOf(app).getState().computer.playing).toBeNull();
  });
  it("a reload resumes the game against the computer: the autosave keeps its side and level", async () => {
    const { app, shell, storage } = vsComputer();
    shell.start(toyJson, "test");
    await shell.send({ type: "cover" });
    await vi.waitFor(() => expect(computerStoreOf(app).getState().computer.moves).toHaveLength(1));
    const saved = readGameAutosave(storage, app.getState().catalog)!;
    expect(saved.computer).toEqual({ side: 1, level: "baseline" });

    // A fresh page (New game's choice gone) over the same storage, as after a reload.
    const again = vsComputer(storage);
    computerStoreOf(again.app).getState().setWanted(null);
    expect(again.shell.resume(saved.game, saved.before, saved.computer).ok).toBe(true);
    expect(again.shell.computerSeat).toBe("b");
    expect(again.shell.seatOnScreen).toBe("a");
    expect(computerStoreOf(again.app).getState().computer.playing).toEqual({ seat: "b", level: "baseline" });
    // the person's next move is answered by the computer, not handed over
    await again.shell.send({ type: "cover" });
    await vi.waitFor(() => expect(again.shell.local!.snapshotAtNow("a", 99)!.entries).toBe(4));
    expect(again.sent).toHaveLength(1);
    expect(again.toy.handOvers).toEqual([]);
  });

  it("an autosave whose computer field is forged or unknown resumes as a game between people", () => {
    const { app, shell, storage } = vsComputer();
    shell.start(toyJson, "test");
    const raw = JSON.parse(storage.getItem(GAME_AUTOSAVE_KEY)!);
    for (const computer of [{ side: 7, level: "baseline" }, { side: 1, level: "god" }, "b", [1], null]) {
      storage.setItem(GAME_AUTOSAVE_KEY, JSON.stringify({ ...raw, computer }));
      expect(readGameAutosave(storage, app.getState().catalog)!.computer).toBeNull();
    }
  });
});
