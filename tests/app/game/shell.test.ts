import { describe, expect, it } from "vitest";
import type { Refusal, SeatSnapshot } from "../../../src/app/client/game-client";
import type { NetworkClient } from "../../../src/app/client/network-client";
import type { GameAdapter } from "../../../src/app/game/adapter";
import { GAME_AUTOSAVE_KEY, readGameAutosave } from "../../../src/app/game/autosave";
import { shellWith } from "../../../src/app/game/shell";
import type { TableBefore } from "../../../src/app/game/table-back";
import { GAME_FORMAT } from "../../../src/core/game/format";
import { registryOf } from "../../../src/core/game/ruleset";
import { toyRuleset } from "../../support/toy/core/ruleset";
import { MemoryStorage } from "../files/fakes";
import { storeWith } from "../support";

/**
 * The one game shell's mode logic (issue 36 item 2), without a browser or a ruleset's UI: a toy
 * ruleset (two units taking turns, each with a secret order) behind a recording adapter, hosted by a
 * LocalClient (hot-seat) or a fake network client (online).
 */

class ToyAdapter implements GameAdapter {
  readonly id = "toy-duel";
  readonly registry = registryOf(toyRuleset);
  shown: SeatSnapshot[] = [];
  handOvers: (string | null)[] = [];
  refusals: string[] = [];
  gaveBack: TableBefore | null | undefined;
  begun = 0;
  begin(): void {
    this.begun++;
  }
  publish(snap: SeatSnapshot): void {
    this.shown.push(snap);
  }
  handOver(to: string | null): void {
    this.handOvers.push(to);
  }
  refused(why: Refusal): void {
    this.refusals.push(why.message);
  }
  left(before: TableBefore | null): void {
    this.gaveBack = before;
  }
}

const toyJson = (seed = "shell-test") => ({
  format: GAME_FORMAT,
  ruleset: "toy-duel",
  name: "toy",
  seed,
  units: [
    { id: "a", order: "hold the ridge" },
    { id: "b", order: "flank left" },
  ],
  commands: [],
});

function hotSeat(storage = new MemoryStorage()) {
  const app = storeWith();
  const { shell, api } = shellWith(app, storage, () => new ToyAdapter());
  return { app, shell, toy: api, storage };
}

const last = (t: ToyAdapter) => t.shown.at(-1)!;
const view = (s: SeatSnapshot) => s.view as { order: string | null; toAct: string };

describe("the game shell, hot-seat", () => {
  it("shows the player to act, sends as it, and hands the screen over when the player changes", async () => {
    const { shell, toy } = hotSeat();
    expect(shell.start(toyJson(), "test").ok).toBe(true);
    expect(toy.begun).toBe(1);
    expect(shell.seatOnScreen).toBe("a");
    expect(view(last(toy)).order).toBe("hold the ridge");
    expect(toy.handOvers).toEqual([]);
    expect(await shell.send({ type: "cover" })).toEqual({ ok: true, value: undefined });
    expect(shell.seatOnScreen).toBe("b");
    expect(toy.handOvers).toEqual(["b"]);
    // b's screen never shows a's secret order
    expect(view(last(toy))).toMatchObject({ order: "flank left", toAct: "b" });
    expect(toy.shown.filter((s) => s.seat === "b").every((s) => view(s).order === "flank left")).toBe(true);
  });

  it("answers a refusal in the same call and shows it; changes nothing", async () => {
    const { shell, toy } = hotSeat();
    shell.start(toyJson(), "test");
    const n = toy.shown.length;
    const r = await shell.play("b", { type: "cover" });
    expect(r.ok).toBe(false);
    expect(shell.answered?.ok).toBe(false);
    expect(toy.refusals).toHaveLength(1);
    expect(toy.shown).toHaveLength(n);
  });

  it("undoes the last entry, handing back to the player who made it", async () => {
    const { shell, toy } = hotSeat();
    shell.start(toyJson(), "test");
    await shell.send({ type: "cover" });
    expect((await shell.undo()).ok).toBe(true);
    expect(shell.seatOnScreen).toBe("a");
    expect(toy.handOvers).toEqual(["b", "a"]);
    expect(last(toy).entries).toBe(0);
  });

  it("replays the seat's view after n entries, refuses to play meanwhile, and comes back live", async () => {
    const { shell, toy } = hotSeat();
    shell.start(toyJson(), "test");
    await shell.send({ type: "cover" });
    await shell.send({ type: "cover" });
    shell.replayTo(1);
    expect(last(toy).replayAt).toBe(1);
    expect(shell.replaying).toBe(1);
    expect((await shell.send({ type: "cover" })).ok).toBe(false);
    expect(toy.refusals.at(-1)).toBe("leave replay to play on");
    shell.replayTo(null);
    expect(last(toy).replayAt).toBeNull();
    expect(last(toy).entries).toBe(2);
  });

  it("autosaves the host's file after every entry, resumes it in a new page, and leaving clears it", async () => {
    const storage = new MemoryStorage();
    const { app, shell } = hotSeat(storage);
    const before = app.getState().table;
    shell.start(toyJson(), "test");
    await shell.send({ type: "cover" });
    const saved = readGameAutosave(storage, app.getState().catalog)!;
    expect(saved.game).toContain('"seed"');
    expect(saved.before?.table).toEqual(before);
    const again = hotSeat(storage);
    expect(again.shell.resume(saved.game, saved.before).ok).toBe(true);
    expect(again.shell.seatOnScreen).toBe("b");
    expect(again.shell.local!.snapshot("b")).toEqual(shell.local!.snapshot("b"));
    again.shell.leave();
    expect(storage.getItem(GAME_AUTOSAVE_KEY)).toBe("");
    expect(again.toy.gaveBack?.table).toEqual(before);
  });

  it("refuses another ruleset's file", () => {
    const { shell } = hotSeat();
    const r = shell.start({ ...toyJson(), ruleset: "firestrike" }, "test");
    expect(r.ok).toBe(false);
  });
});

/** A network client holding one seat, its host answering from a LocalClient-like script. */
function fakeNet(seat: string, first: SeatSnapshot): NetworkClient & { sent: unknown[] } {
  const sent: unknown[] = [];
  let listener: ((s: SeatSnapshot) => void) | null = null;
  let now = first;
  return {
    sent,
    ruleset: "toy-duel",
    seats: [seat],
    invite: { server: "http://x", game: "g1", token: "t" },
    watch: (_s: string, l: (s: SeatSnapshot) => void) => {
      listener = l;
      l(now);
      return () => {
        listener = null;
      };
    },
    snapshot: () => now,
    snapshotAt: async (_s: string, n: number) => ({ ...now, replayAt: n }),
    play: async (_s: string, c: unknown) => {
      sent.push(c);
      now = { ...now, entries: now.entries + 1 };
      listener?.(now);
      return { ok: true, value: undefined };
    },
    undo: async () => ({ ok: false, error: { code: "not-allowed", message: "not yours" } }),
    fileText: async () => ({ ok: true, value: "{}" }),
    close: () => undefined,
  } as unknown as NetworkClient & { sent: unknown[] };
}

describe("the game shell, online", () => {
  const first = (seat: string): SeatSnapshot => {
    const { shell } = hotSeat();
    shell.start(toyJson(), "test");
    return { ...shell.local!.snapshot(seat)!, seat };
  };

  it("shows and sends only as the link's seat, with no hand-over and no autosave", async () => {
    const { shell, toy, storage } = hotSeat();
    const net = fakeNet("b", first("b"));
    expect(shell.joinOnline(net).ok).toBe(true);
    expect(shell.isOnline).toBe(true);
    expect(shell.seatOnScreen).toBe("b");
    expect(shell.seatOf({ type: "cover" })).toBe("b");
    await shell.send({ type: "cover" });
    expect(net.sent).toEqual([{ type: "cover" }]);
    expect(toy.handOvers).toEqual([]);
    expect(storage.getItem(GAME_AUTOSAVE_KEY)).toBeNull();
    expect((await shell.undo()).ok).toBe(false);
    expect(toy.refusals).toEqual(["not yours"]);
  });

  it("a spectator's command is refused in the page", async () => {
    const { shell, toy } = hotSeat();
    const net = fakeNet("spectator", first("spectator"));
    shell.joinOnline(net);
    expect((await shell.send({ type: "cover" })).ok).toBe(false);
    expect(net.sent).toEqual([]);
    expect(toy.refusals[0]).toMatch(/spectator cannot act/);
  });

  it("replays through the server's answer", async () => {
    const { shell, toy } = hotSeat();
    const net = fakeNet("a", first("a"));
    shell.joinOnline(net);
    await shell.send({ type: "cover" });
    shell.replayTo(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(last(toy).replayAt).toBe(0);
  });
});
