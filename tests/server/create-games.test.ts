import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverDeps } from "../../src/cli/server-deps";
import { MAX_BODY_BYTES } from "../../src/server/create-game";
import { type RunningServer, startServer } from "../../src/server/server";
import type { FromSetupWorker, SetupPort, ToSetupWorker } from "../../src/server/setup-pool";
import { buildSetup } from "../../src/server/setups";
import { serverHere, until } from "./support";

// Issue 31 item 6: `POST /api/games` was unauthenticated and unbounded. Three games on a large table
// at once took 11.5 s and stalled every room of the process up to 4.7 s (the set-up was built on the
// event loop), and a body just over 4 MB got a reset connection instead of the 413 the code wrote.
// Three servers in this process: one limited per address, one whose set-up worker the test holds,
// one as `sightline serve` runs (set-ups in the real worker thread, no limit per address).

const RIDGE = { ruleset: "firestrike", table: "ridge-and-village" };

/** Sends a request as written (node:http, from `localAddress`): status, headers and JSON body. */
function send(
  base: string,
  method: string,
  path: string,
  body?: string,
  localAddress = "127.0.0.1",
  sent?: () => void,
): Promise<{ status: number; headers: Record<string, unknown>; json: Record<string, unknown> }> {
  const u = new URL(base);
  return new Promise((done, fail) => {
    const req = request({ host: u.hostname, port: u.port, path, method, localAddress }, (res) => {
      let text = "";
      res.on("data", (c: Buffer) => {
        text += c.toString();
      });
      res.on("end", () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, json: JSON.parse(text || "{}") }),
      );
    });
    req.on("error", fail);
    req.end(body, sent);
  });
}

let limited: RunningServer;
let held: RunningServer;
let real: RunningServer;
/** The set-ups the held server's fake worker was sent, and its way of answering one. */
const jobs: ToSetupWorker[] = [];
let answerJob: (m: ToSetupWorker) => void = () => undefined;

beforeAll(async () => {
  limited = await serverHere(":memory:", { createRate: { perMinute: 1, burst: 2 } });
  // The held server's worker is a fake that builds (here, with the real set-up code) only when the
  // test answers a job.
  const deps = await serverDeps();
  let onMessage: (m: FromSetupWorker) => void = () => undefined;
  const fake = (): SetupPort => ({
    post: (m) => jobs.push(m),
    onMessage: (h) => {
      onMessage = h;
    },
    onExit: () => undefined,
    terminate: () => undefined,
  });
  answerJob = (m) => onMessage({ id: m.id, answer: buildSetup(m.body, deps) });
  held = await startServer({
    port: 0,
    dataDir: ":memory:",
    staticDir: null,
    ...deps,
    createRate: null,
    createQueue: 1,
    setupWorker: fake,
  });
  real = await serverHere(":memory:");
}, 60_000);
afterAll(async () => {
  await limited?.close();
  await held?.close();
  await real?.close();
});

describe("a body over the limit", () => {
  it("just over 4 MB is answered 413 with a JSON problem, not a reset connection", async () => {
    const body = `{"game":{"name":"${"x".repeat(MAX_BODY_BYTES)}"}}`;
    const r = await fetch(`${real.url}/api/games`, { method: "POST", body });
    expect(r.status).toBe(413);
    const json = (await r.json()) as { ok: boolean; problems: { message: string }[] };
    expect(json.ok).toBe(false);
    expect(json.problems[0]!.message).toMatch(/larger than 4194304 bytes/);
    expect((await fetch(`${real.url}/api/health`)).status).toBe(200);
  });
});

describe("games a minute per address", () => {
  it("the burst, then 429 with Retry-After; another address still may", async () => {
    const body = JSON.stringify(RIDGE);
    expect((await send(limited.url, "POST", "/api/games", body)).status).toBe(201);
    expect((await send(limited.url, "POST", "/api/games", body)).status).toBe(201);
    const r = await send(limited.url, "POST", "/api/games", body);
    expect(r.status).toBe(429);
    const wait = Number(r.headers["retry-after"]);
    expect(Number.isInteger(wait) && wait >= 1 && wait <= 60).toBe(true);
    expect(r.json).toMatchObject({ ok: false });
    expect(JSON.stringify(r.json)).toMatch(
      /too many new games from this address: at most 2 at once and 1 a minute/,
    );
    // 127.0.0.2 is another address on the loopback.
    expect((await send(limited.url, "POST", "/api/games", body, "127.0.0.2")).status).toBe(201);
  });
});

describe("new games' set-ups", () => {
  it("are built one at a time; one more waits; the next is refused 503 at once", async () => {
    const body = JSON.stringify(RIDGE);
    const first = send(held.url, "POST", "/api/games", body);
    await until(() => jobs.length === 1, "the first set-up sent to the worker");
    const more = [send(held.url, "POST", "/api/games", body), send(held.url, "POST", "/api/games", body)];
    // The worker holds the first, one waits: whichever of the two came second is refused now.
    const refused = await Promise.race(more);
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(JSON.stringify(refused.json)).toMatch(/busy making 2 games/);
    answerJob(jobs[0]!);
    expect((await first).status).toBe(201);
    await until(() => jobs.length === 2, "the waiting set-up sent to the worker");
    answerJob(jobs[1]!);
    expect((await Promise.all(more)).map((r) => r.status).sort()).toEqual([201, 503]);
  });

  it("while a large table's set-up is being built, the server answers other requests", async () => {
    // bench-wide's set-up takes seconds of CPU (2.6 s measured); a health request takes a round trip.
    // Health is asked, one request after another, from the moment the creation's request is sent,
    // and must be answered before the creation is: on the event loop nothing is answered until the
    // set-up is built.
    const events: string[] = [];
    let sent = false;
    let created = false;
    const creation = send(
      real.url,
      "POST",
      "/api/games",
      JSON.stringify({ ruleset: "firestrike", table: "bench-wide" }),
      "127.0.0.1",
      () => {
        sent = true;
      },
    ).then((r) => {
      created = true;
      events.push(`created ${r.status}`);
      return r;
    });
    await until(() => sent, "the creation request sent");
    for (let i = 0; i < 10_000 && !created; i++) {
      const h = await send(real.url, "GET", "/api/health");
      if (!created) events.push(`health ${h.status}`);
    }
    await creation;
    expect(events.at(-1)).toBe("created 201");
    expect(events[0]).toBe("health 200");
  }, 120_000);
});
