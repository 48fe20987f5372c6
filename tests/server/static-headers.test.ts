import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverDeps } from "../../src/cli/server-deps";
import { type RunningServer, startServer } from "../../src/server/server";
import { tempDir } from "./support";

// Issue 19 (brief item 5): the app served by `sightline serve` is cross-origin isolated, as under the
// dev server, so the LOS worker pool can share the BVH through SharedArrayBuffer.

let server: RunningServer;
beforeAll(async () => {
  const dir = tempDir("static");
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>app</title>");
  writeFileSync(join(dir, "main.js"), "export {};");
  server = await startServer({ port: 0, dataDir: ":memory:", staticDir: dir, ...(await serverDeps()) });
});
afterAll(async () => {
  await server?.close();
});

describe("the served app", () => {
  it.each(["/", "/main.js", "/some/page"])("%s is sent with COOP and COEP", async (path) => {
    const r = await fetch(`${server.url}${path}`);
    expect(r.status).toBe(200);
    expect(r.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(r.headers.get("cross-origin-embedder-policy")).toBe("require-corp");
  });
});

describe("a bad path", () => {
  it("a malformed %-escape is answered 400 naming the path, and the server carries on", async () => {
    const r = await fetch(`${server.url}/%E0%A4%A`);
    expect(r.status).toBe(400);
    expect(await r.text()).toMatch(/bad %-escape.*%E0%A4%A/);
    expect((await fetch(`${server.url}/main.js`)).status).toBe(200);
  });
});
