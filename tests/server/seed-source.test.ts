import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverDeps } from "../../src/cli/server-deps";
import { type RunningServer, startServer } from "../../src/server/server";
import { createGame } from "./support";

// A browser test of an online game needs known dice (issue 35: whether the plane arrives), so
// `startServer` takes `seedSource`, an in-process option for tests. These tests check that a game made
// over HTTP on such a server gets that seed (its committed hash is the seed's), with the set-up built
// in the real worker thread as `sightline serve` builds it and on the event loop, and that a request
// still cannot choose a seed: a table request carrying `seed` is refused, a whole set-up's is ignored.

const RIDGE = { ruleset: "firestrike", table: "ridge-and-village" };
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** Three servers: seeds from the test (worker thread; event loop), and the host's own (worker). */
let inWorker: RunningServer;
let onLoop: RunningServer;
let plain: RunningServer;
/** The seeds each source has handed out, newest last (a refused request draws one too). */
const workerSeeds: string[] = [];
const loopSeeds: string[] = [];

/** A source of seeds named `name-1`, `name-2`, ..., each recorded in `handed`. */
function source(name: string, handed: string[]): () => string {
  return () => {
    handed.push(`${name}-${handed.length + 1}`);
    return handed.at(-1)!;
  };
}

beforeAll(async () => {
  const deps = await serverDeps();
  const common = { port: 0, dataDir: ":memory:", staticDir: null, ...deps, createRate: null };
  inWorker = await startServer({ ...common, seedSource: source("seed-source-worker", workerSeeds) });
  onLoop = await startServer({
    ...common,
    setupWorker: null,
    seedSource: source("seed-source-loop", loopSeeds),
  });
  plain = await startServer(common);
}, 120_000);

afterAll(async () => {
  await inWorker?.close();
  await onLoop?.close();
  await plain?.close();
});

/** The stored file of a game made over HTTP (the host's copy, seed included). */
function stored(server: RunningServer, id: string): Record<string, unknown> {
  const g = server.store.game(id);
  expect(g, `game ${id} stored`).not.toBeNull();
  return g!.file;
}

describe("the server's seed source (tests only)", () => {
  it("a game made over HTTP gets the source's seed, built in the worker thread or on the event loop", async () => {
    for (const [server, handed] of [
      [inWorker, workerSeeds],
      [onLoop, loopSeeds],
    ] as const) {
      const made = await createGame(server.url, RIDGE);
      expect(made.status).toBe(201);
      const seed = handed.at(-1)!;
      expect(seed).toMatch(/^seed-source-/);
      const file = stored(server, made.json.id);
      expect(file.seed).toBe(seed);
      expect(file.commitment).toBe(sha256(seed));
    }
  }, 120_000);

  it("a table request carrying a seed is refused, naming it", async () => {
    const r = await createGame(inWorker.url, { ...RIDGE, seed: "mine" });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.json.problems)).toContain("seed");
  }, 60_000);

  it("a whole set-up's seed and commitment are ignored: the source's seed (or the host's own) is used", async () => {
    const first = await createGame(inWorker.url, RIDGE);
    expect(first.status).toBe(201);
    expect(stored(inWorker, first.json.id).seed).toBe(workerSeeds.at(-1));
    const game = { ...stored(inWorker, first.json.id), seed: "mine", commitment: sha256("mine") };
    const again = await createGame(inWorker.url, { game });
    expect(again.status).toBe(201);
    const file = stored(inWorker, again.json.id);
    expect(file.seed).toBe(workerSeeds.at(-1));
    expect(file.seed).not.toBe(stored(inWorker, first.json.id).seed);
    expect(file.commitment).toBe(sha256(file.seed as string));
    // without a source the host rolls 128 bits of its own, as before
    const own = await createGame(plain.url, { game });
    expect(own.status).toBe(201);
    const ownFile = stored(plain, own.json.id);
    expect(ownFile.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(ownFile.commitment).toBe(sha256(ownFile.seed as string));
  }, 120_000);
});
