import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverDeps } from "../../src/cli/server-deps";
import { type RunningServer, startServer } from "../../src/server/server";

// Issue 31 item 8: /api/health is public, and it told anyone the process id, its memory and CPU and
// its rooms, and `?timings` emptied the benchmark's buffers of command times. A server says only
// that it is up; the figures are for a server started for the benchmark (`serve --bench`).

let plain: RunningServer;
let bench: RunningServer;
beforeAll(async () => {
  const deps = await serverDeps();
  plain = await startServer({ port: 0, dataDir: ":memory:", staticDir: null, ...deps });
  bench = await startServer({ port: 0, dataDir: ":memory:", staticDir: null, bench: true, ...deps });
});
afterAll(async () => {
  await plain?.close();
  await bench?.close();
});

const health = async (url: string, query = "") =>
  (await (await fetch(`${url}/api/health${query}`)).json()) as Record<string, unknown>;

describe("/api/health", () => {
  it.each(["", "?timings", "?gc", "?gc&timings"])(
    "%s on a public server is { ok: true } and no more",
    async (q) => {
      expect(await health(plain.url, q)).toEqual({ ok: true });
    },
  );

  it("a benchmark server gives its process's figures, and ?timings its command times", async () => {
    const h = await health(bench.url);
    expect(h).toMatchObject({ ok: true, pid: process.pid, rooms: 0 });
    expect(h.cpuMicros).toHaveProperty("user");
    expect(typeof h.heapUsed).toBe("number");
    expect(h).not.toHaveProperty("commandMs");
    const t = await health(bench.url, "?timings");
    expect(Array.isArray(t.commandMs)).toBe(true);
    expect(Array.isArray(t.updateBytes)).toBe(true);
  });
});
