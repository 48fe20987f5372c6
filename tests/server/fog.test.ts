import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NetworkClient } from "../../src/app/client/network-client";
import { serverDeps } from "../../src/cli/server-deps";
import type { Position } from "../../src/core/firestrike/match/position";
import type { FirestrikeGame } from "../../src/core/firestrike/match/ruleset";
import { allBases, inPlay, poseOf } from "../../src/core/firestrike/query";
import { validateGame } from "../../src/core/game/format";
import { openSession, positionAt, type Session } from "../../src/core/game/session";
import type { RunningServer } from "../../src/server/server";
import { bot, createGame, inviteAt, serverHere } from "./support";

// Issue 19, measured fog of war: over the recorded traffic of a whole bot game, no message to a seat
// ever names an enemy base that none of its bases sees at that moment by the measured LOS engine
// (judged here from the host's own log, with the rules' sight check); without fog they do arrive.

let server: RunningServer;
beforeAll(async () => {
  server = await serverHere(":memory:", { rate: 500, burst: 500 });
});
afterAll(async () => {
  await server?.close();
});

interface Sent {
  seat: string;
  type: string;
  text: string;
  /** the log length the message was made at (the next update's for a welcome) */
  n: number;
  over: boolean;
}

/** Plays a whole bot game; every message each seat was sent, and the host's session of it. */
async function botGame(fog: boolean, seeds: [number, number]) {
  const g = await createGame(server.url, {
    ruleset: "firestrike",
    table: "ridge-and-village",
    turns: 2,
    options: { fog },
  });
  expect(g.status).toBe(201);
  const sent: Sent[] = [];
  const record = (seat: string) => (type: string, m: unknown) => {
    const u = m as { n?: number; over?: boolean };
    sent.push({ seat, type, text: JSON.stringify(m), n: u.n ?? -1, over: u.over === true });
  };
  const [blue, red] = await Promise.all([
    bot(g.json.seats.blue!.url, { seed: seeds[0], timeoutMs: 45_000, onTraffic: record("blue") }),
    bot(g.json.seats.red!.url, { seed: seeds[1], timeoutMs: 45_000, onTraffic: record("red") }),
  ]);
  // Both reach the end (under fog the stall of stop 27 was a step both sides waited in: each judged
  // whose part it was on a view without the enemy bases that decide it).
  expect([blue.reason, red.reason]).toEqual(["over", "over"]);
  // A welcome is judged at the log length of the update that follows it.
  for (const seat of ["blue", "red"]) {
    const mine = sent.filter((m) => m.seat === seat);
    for (let i = mine.length - 2; i >= 0; i--) if (mine[i]!.n < 0) mine[i]!.n = mine[i + 1]!.n;
  }
  const stored = server.store.game(g.json.id)!;
  const commands = stored.entries.map((e) => ({ command: e.command, seat: e.seat!, rolls: e.rolls }));
  const file = validateGame({ ...stored.file, commands }, (await serverDeps()).rulesets);
  if (!file.ok) throw new Error(JSON.stringify(file.error));
  const session = openSession(file.value, (await serverDeps()).rulesets);
  if (!session.ok) throw new Error(JSON.stringify(session.error));
  const bases = (stored.file.forces as { bases: { id: string; side: string }[] }).bases;
  return { sent, session: session.value, bases, id: g.json.id, seats: g.json.seats };
}

/** The enemy bases `seat` sees after `n` entries, by the rules' own sight check (the measured LOS). */
function seenBy(session: Session, seat: string, n: number): Set<string> {
  const pos = positionAt(session, n) as Position;
  const env = (session.game as FirestrikeGame).env;
  const out = new Set<string>();
  if (!pos.state) return out;
  const all = allBases(pos.state);
  const eyes = all.filter((o) => o.side === seat && inPlay(o) && !o.carriedBy);
  const direct = (id: string) => {
    const b = pos.state!.bases[id]!;
    return inPlay(b) && eyes.some((o) => env.oracle.sight(poseOf(o), poseOf(b)).visible);
  };
  for (const b of all) {
    if (b.side === seat) continue;
    const carrier = b.carriedBy ?? b.towedBy;
    if (inPlay(b) && (carrier ? direct(carrier) : direct(b.id))) out.add(b.id);
  }
  return out;
}

const named = (text: string, id: string) => text.includes(JSON.stringify(id));

describe("measured fog of war over a whole bot game", () => {
  it("with fog on, no message names an enemy base the seat does not see then", async () => {
    const { sent, session, bases } = await botGame(true, [5, 6]);
    const cache = new Map<string, Set<string>>();
    let checked = 0;
    let enemiesSeen = 0;
    for (const m of sent) {
      // Once the game is over everything is shown (the seed and the whole log with it).
      if (m.over) continue;
      const key = `${m.seat}:${m.n}`;
      let seen = cache.get(key);
      if (!seen) cache.set(key, (seen = seenBy(session, m.seat, m.n)));
      for (const b of bases) {
        if (b.side === m.seat || !named(m.text, b.id)) continue;
        expect(seen.has(b.id), `${m.seat}'s ${m.type} at entry ${m.n} names ${b.id}`).toBe(true);
        enemiesSeen++;
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
    // At the end the last update shows everything, and the bots came into sight of each other at
    // some point (the fog does not simply hide everything).
    const last = sent.filter((m) => m.seat === "blue").at(-1)!;
    expect(last.over).toBe(true);
    expect(enemiesSeen).toBeGreaterThan(0);
    for (const b of bases) expect(named(last.text, b.id)).toBe(true);
  }, 240_000);

  it("with fog off, enemy bases out of sight do arrive", async () => {
    const { sent, session, bases } = await botGame(false, [5, 6]);
    const welcome = sent.find((m) => m.seat === "blue" && m.type === "welcome")!;
    for (const b of bases) expect(named(welcome.text, b.id)).toBe(true);
    const unseen = sent.filter((m) => {
      if (m.type !== "update" || m.over) return false;
      const seen = seenBy(session, m.seat, m.n);
      return bases.some((b) => b.side !== m.seat && !seen.has(b.id) && named(m.text, b.id));
    });
    expect(unseen.length).toBeGreaterThan(0);
  }, 240_000);

  it("online replay under fog: a snapshot after n entries shows only what the seat saw then", async () => {
    // Both sides deploy and play a while (not to the end: then everything is shown): blue plays 45
    // commands, and red stops when blue has (else red would wait for blue until its time-out). The bots'
    // games are random (their timing interleaves), and with step 2b simultaneous a short game can end
    // inside 45 commands: such a game is played again, at most four times.
    let id = "";
    let seats: Record<string, { url: string }> = {};
    let played: { reason: string }[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const g = await createGame(server.url, {
        ruleset: "firestrike",
        table: "ridge-and-village",
        turns: 6,
        options: { fog: true },
      });
      ({ seats, id } = g.json);
      const stop = new AbortController();
      played = await Promise.all([
        bot(seats.blue!.url, { seed: 5 + attempt, maxCommands: 45, timeoutMs: 60_000 }).finally(() =>
          stop.abort(),
        ),
        bot(seats.red!.url, { seed: 6 + attempt, timeoutMs: 60_000, signal: stop.signal }),
      ]);
      if (played[0]!.reason !== "over") break;
    }
    expect(played.map((r) => r.reason)).toEqual(["max-commands", "stopped"]);
    const stored = server.store.game(id)!;
    const commands = stored.entries.map((e) => ({ command: e.command, seat: e.seat!, rolls: e.rolls }));
    const file = validateGame({ ...stored.file, commands }, (await serverDeps()).rulesets);
    if (!file.ok) throw new Error(JSON.stringify(file.error));
    const session = openSession(file.value, (await serverDeps()).rulesets);
    if (!session.ok) throw new Error(JSON.stringify(session.error));
    expect(session.value.game.over(session.value.now)).toBe(false);
    const bases = (stored.file.forces as { bases: { id: string; side: string }[] }).bases;
    const blue = await NetworkClient.join(inviteAt(seats.blue!.url));
    for (let t = 0; t < 500 && !blue.snapshot("blue"); t++) await new Promise((r) => setTimeout(r, 20));
    let inPlayChecked = 0;
    for (let n = 0; n <= stored.entries.length; n += 3) {
      const snap = await blue.snapshotAt("blue", n);
      expect(snap).not.toBeNull();
      const text = JSON.stringify(snap);
      const seen = seenBy(session.value, "blue", n);
      for (const b of bases)
        if (b.side !== "blue" && named(text, b.id))
          expect(seen.has(b.id), `blue's snapshot at ${n} names ${b.id}`).toBe(true);
      if ((snap!.view as { state: unknown }).state) inPlayChecked++;
    }
    expect(inPlayChecked).toBeGreaterThan(0);
    blue.close();
  }, 240_000);

  it("a fog game's file waits for the end; a ruleset without fog cannot be made with it", async () => {
    const g = await createGame(server.url, {
      ruleset: "firestrike",
      table: "ridge-and-village",
      options: { fog: true },
    });
    const r = await fetch(`${server.url}/api/games/${g.json.id}/log?seat=${g.json.seats.blue!.token}`);
    expect(r.status).toBe(409);
    expect(JSON.stringify(await r.json())).toContain("fog of war");
    const bad = await createGame(server.url, {
      ruleset: "firestrike",
      table: "ridge-and-village",
      options: { fog: "yes" },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json.problems)).toContain("options");
  });
});
