import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type FromSetupWorker,
  SetupPool,
  type SetupPort,
  type ToSetupWorker,
} from "../../src/server/setup-pool";
import type { SetupAnswer } from "../../src/server/setups";

// Issue 31 item 6b: new games' set-ups are built one at a time in a worker thread, a few wait, the
// rest are refused at once. The workers here are fakes the test answers by hand.

/** A fake worker: what it was sent, and a way to answer or crash. */
function fakeWorkers() {
  const started: {
    sent: ToSetupWorker[];
    answer: (id: number, a: SetupAnswer) => void;
    crash: (why: string) => void;
    terminated: boolean;
  }[] = [];
  const spawn = (): SetupPort => {
    let onMessage: (m: FromSetupWorker) => void = () => undefined;
    let onExit: (why: string) => void = () => undefined;
    const w = {
      sent: [] as ToSetupWorker[],
      answer: (id: number, answer: SetupAnswer) => onMessage({ id, answer }),
      crash: (why: string) => onExit(why),
      terminated: false,
    };
    started.push(w);
    return {
      post: (m) => w.sent.push(m),
      onMessage: (h) => {
        onMessage = h;
      },
      onExit: (h) => {
        onExit = h;
      },
      terminate: () => {
        w.terminated = true;
      },
    };
  };
  return { started, spawn };
}

const made = (name: string): SetupAnswer => ({
  ok: true,
  fileText: name,
  seats: ["a"],
  options: { fog: false },
});

afterEach(() => {
  vi.useRealTimers();
});

describe("SetupPool", () => {
  it("builds one set-up at a time, in the order asked, in one worker", async () => {
    const w = fakeWorkers();
    const pool = new SetupPool({ spawn: w.spawn }, { queue: 8, timeoutMs: 60_000 });
    const a = pool.run("A");
    const b = pool.run("B");
    expect(w.started).toHaveLength(1);
    expect(w.started[0]!.sent.map((m) => m.body)).toEqual(["A"]);
    w.started[0]!.answer(w.started[0]!.sent[0]!.id, made("a"));
    expect(await a).toEqual(made("a"));
    expect(w.started[0]!.sent.map((m) => m.body)).toEqual(["A", "B"]);
    w.started[0]!.answer(w.started[0]!.sent[1]!.id, made("b"));
    expect(await b).toEqual(made("b"));
    expect(pool.pending).toBe(0);
    pool.close();
  });

  it("refuses at once (503) when `queue` set-ups already wait", async () => {
    const w = fakeWorkers();
    const pool = new SetupPool({ spawn: w.spawn }, { queue: 2, timeoutMs: 60_000 });
    const waiting = [pool.run("A"), pool.run("B"), pool.run("C")];
    const r = await pool.run("D");
    expect(r).toMatchObject({ ok: false, status: 503 });
    expect(JSON.stringify(r)).toMatch(/busy making 3 games/);
    pool.close();
    for (const p of waiting) expect(await p).toMatchObject({ ok: false, status: 503 });
  });

  it("a worker that stops answers its set-up 500 and the next set-up gets a new worker", async () => {
    const w = fakeWorkers();
    const pool = new SetupPool({ spawn: w.spawn }, { queue: 8, timeoutMs: 60_000 });
    const a = pool.run("A");
    const b = pool.run("B");
    w.started[0]!.crash("exit code 1");
    expect(await a).toMatchObject({ ok: false, status: 500 });
    expect(JSON.stringify(await a)).toMatch(/the set-up worker stopped \(exit code 1\)/);
    expect(w.started).toHaveLength(2);
    w.started[1]!.answer(w.started[1]!.sent[0]!.id, made("b"));
    expect(await b).toEqual(made("b"));
    pool.close();
  });

  it("a set-up past its time is given up (503), its worker stopped, and the next goes on", async () => {
    vi.useFakeTimers();
    const w = fakeWorkers();
    const pool = new SetupPool({ spawn: w.spawn }, { queue: 8, timeoutMs: 60_000 });
    const a = pool.run("A");
    const b = pool.run("B");
    vi.advanceTimersByTime(60_000);
    expect(await a).toMatchObject({ ok: false, status: 503 });
    expect(w.started[0]!.terminated).toBe(true);
    // a late answer from the stopped worker changes nothing
    w.started[0]!.answer(w.started[0]!.sent[0]!.id, made("late"));
    w.started[1]!.answer(w.started[1]!.sent[0]!.id, made("b"));
    expect(await b).toEqual(made("b"));
    pool.close();
  });

  it("without a worker, builds on the calling thread", async () => {
    const pool = new SetupPool({ here: (body) => made(body) });
    expect(await pool.run("x")).toEqual(made("x"));
  });
});
