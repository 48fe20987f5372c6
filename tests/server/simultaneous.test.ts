import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverDeps } from "../../src/cli/server-deps";
import { candidateCommands } from "../../src/core/firestrike/match/candidates";
import { actor, actors, todoFor } from "../../src/core/firestrike/match/hotseat";
import type { Position } from "../../src/core/firestrike/match/position";
import type { FirestrikeGame } from "../../src/core/firestrike/match/ruleset";
import { validateGame } from "../../src/core/game/format";
import { openSession, playAs, type Session } from "../../src/core/game/session";
import { OnlineGame } from "../../src/net/online-client";
import type { SeatUpdate } from "../../src/net/protocol";
import type { RunningServer } from "../../src/server/server";
import { createGame, inviteAt, serverHere, until } from "./support";

// Issue 19, simultaneous movement online (seed 000 §2.3): two real clients send their step-2b moves at
// the same time, both are accepted, and over the recorded traffic neither seat is sent the other's
// in-step positions or move entries before the step ends; both are sent them once it has.

let server: RunningServer;
beforeAll(async () => {
  server = await serverHere(":memory:", { rate: 500, burst: 500 });
});
afterAll(async () => {
  await server?.close();
});

interface Got {
  type: string;
  m: unknown;
}

/** Every ruleset as the server builds them. */
const { rulesets } = await serverDeps();

/** The host's own session of a game (from the server's store, seed included). */
function host(id: string): Session {
  const stored = server.store.game(id)!;
  const commands = stored.entries.map((e) => ({ command: e.command, seat: e.seat!, rolls: e.rolls }));
  const file = validateGame({ ...stored.file, commands }, rulesets);
  if (!file.ok) throw new Error(JSON.stringify(file.error));
  const s = openSession(file.value, rulesets);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value;
}
const posOf = (s: Session) => s.now as Position;
const envOf = (s: Session) => (s.game as FirestrikeGame).env;

/** A legal move of one of `side`'s bases on the host's position (the bot's candidates, fixed generator). */
function moveOf(s: Session, side: string): { base: string; entry: Record<string, unknown> } {
  let n = 0;
  const rnd = () => (n = (n * 9301 + 49297) % 233280) / 233280;
  const p = posOf(s);
  const c = candidateCommands(p.state!, envOf(s), p.progress, side, rnd).find(
    (x) => x.entry.type === "move" && playAs(s, side, x.entry).ok,
  );
  if (c?.entry.type !== "move") throw new Error(`no movable base for ${side}`);
  return { base: c.entry.base, entry: c.entry as unknown as Record<string, unknown> };
}

type View = { state: { step: string; bases: Record<string, { x: number; y: number }> } | null };

describe.each([false, true])("simultaneous movement online (fog %s)", (fog) => {
  it("both seats move at once; neither is sent the other's in-step moves until the step ends", async () => {
    const g = await createGame(server.url, {
      ruleset: "firestrike",
      table: "ridge-and-village",
      deployed: true,
      options: { fog },
    });
    expect(g.status).toBe(201);
    const id = g.json.id;
    const got = new Map<string, Got[]>([
      ["blue", []],
      ["red", []],
    ]);
    const accepted = new Map<number, (u: SeatUpdate) => void>();
    const refusals: unknown[] = [];
    const join = (seat: string) =>
      OnlineGame.join(inviteAt(g.json.seats[seat]!.url), {
        welcome: (w) => got.get(seat)!.push({ type: "welcome", m: w }),
        update: (u) => {
          got.get(seat)!.push({ type: "update", m: u });
          if (u.accepted !== undefined) accepted.get(u.accepted + (seat === "red" ? 1e6 : 0))?.(u);
        },
        refused: (r) => refusals.push({ seat, ...r }),
        error: (r) => refusals.push({ seat, ...r }),
      });
    const seats = new Map([
      ["blue", await join("blue")],
      ["red", await join("red")],
    ]);
    const send = (seat: string, command: Record<string, unknown>) =>
      new Promise<SeatUpdate>((done, fail) => {
        const ref = seats.get(seat)!.send(command) + (seat === "red" ? 1e6 : 0);
        const t = setTimeout(
          () => fail(new Error(`${seat}'s ${command.type} not accepted: ${JSON.stringify(refusals)}`)),
          15_000,
        );
        accepted.set(ref, (u) => {
          clearTimeout(t);
          done(u);
        });
      });
    await until(() => [...seats.values()].every((s) => s.update !== null), "both seats' first update");

    // Up to step 2b: each side puts a Move marker on one formation, and says done where it acts.
    for (let i = 0; i < 60; i++) {
      const s = host(id);
      const p = posOf(s);
      if (p.state!.step === "movement") break;
      const side = actor(p.state!, envOf(s), p.progress!);
      if (!side) {
        // the engine's seat plays the automatic ends of steps: wait for it
        const n = s.journal.length;
        await until(() => host(id).journal.length > n, "the engine's advance");
        continue;
      }
      const marker = todoFor(p.state!, envOf(s), side).find((x) => x.kind === "move-marker");
      await send(
        side,
        marker ? { type: "place-move-marker", formation: marker.ids[0]! } : { type: "done", side },
      );
    }
    let s = host(id);
    expect(posOf(s).state!.step).toBe("movement");
    expect(actors(posOf(s).state!, envOf(s), posOf(s).progress!)).toEqual(["blue", "red"]);
    const start = posOf(s).state!;
    const b = moveOf(s, "blue");
    const r = moveOf(s, "red");
    const mark = new Map([...got].map(([seat, list]) => [seat, list.length]));

    // Both send at the same time, and both are accepted.
    await Promise.all([send("blue", b.entry), send("red", r.entry)]);
    s = host(id);
    const moved = (id: string) => [posOf(s).state!.bases[id]!.x, posOf(s).state!.bases[id]!.y];
    const startAt = (id: string) => [start.bases[id]!.x, start.bases[id]!.y];
    expect(moved(b.base)).not.toEqual(startAt(b.base));
    expect(moved(r.base)).not.toEqual(startAt(r.base));
    // Each says done; the step ends with the second.
    await send("blue", { type: "done", side: "blue" });
    expect(posOf(host(id)).state!.step).toBe("movement");
    await send("red", { type: "done", side: "red" });
    await until(() => posOf(host(id)).state!.step !== "movement", "the end of step 2b");
    s = host(id);
    await until(
      () => [...seats.values()].every((x) => x.update!.n === host(id).journal.length),
      "both seats' update after the step",
    );

    const enemy = new Map([
      ["blue", r],
      ["red", b],
    ]);
    const own = new Map([
      ["blue", b],
      ["red", r],
    ]);
    for (const seat of ["blue", "red"]) {
      const theirs = enemy.get(seat)!;
      const mine = own.get(seat)!;
      const after = got.get(seat)!.slice(mark.get(seat)!);
      let during = 0;
      let sawOwn = false;
      for (const { type, m } of after) {
        if (type !== "update") continue;
        const u = m as SeatUpdate;
        const view = u.view as View;
        if (view.state?.step !== "movement") continue;
        during++;
        // Until the step ends: the other side's base where it stood, and no entry of its move.
        const there = view.state.bases[theirs.base];
        if (there)
          expect([there.x, there.y], `${seat} sees ${theirs.base} moved in 2b`).toEqual(startAt(theirs.base));
        for (const e of u.entries)
          expect(
            (e.entry as { base?: string }).base === theirs.base,
            `${seat} is sent ${theirs.base}'s entry in 2b`,
          ).toBe(false);
        const me = view.state.bases[mine.base]!;
        if (me.x !== startAt(mine.base)[0] || me.y !== startAt(mine.base)[1]) sawOwn = true;
      }
      expect(during).toBeGreaterThan(2);
      expect(sawOwn, `${seat} sees its own move at once`).toBe(true);
      // After the step: the other side's base where the host has it (unless fog hides it: then not at
      // all), and its move entry, in what the seat holds.
      const last = seats.get(seat)!;
      const view = last.update!.view as View;
      const there = view.state!.bases[theirs.base];
      if (!fog || there) expect([there!.x, there!.y]).toEqual(moved(theirs.base));
      if (!fog)
        expect(
          [...last.entries.values()].some(
            (e) =>
              (e.entry as { base?: string; type?: string }).base === theirs.base &&
              (e.entry as { type?: string }).type === "move",
          ),
        ).toBe(true);
    }
    for (const x of seats.values()) await x.leave();
  }, 120_000);
});
