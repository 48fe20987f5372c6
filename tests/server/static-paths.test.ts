import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverDeps } from "../../src/cli/server-deps";
import { type RunningServer, startServer } from "../../src/server/server";
import { tempDir } from "./support";

// Issue 31 item 1: `sightline serve --app <dir>/game --data <dir>/game-data` handed out games.sqlite
// (every seed and token) for `/..%2fgame-data/games.sqlite`: the static check was a string prefix test
// with no separator at its end. Every request here goes out as written (node:http, not fetch, which
// would tidy the path), to a real server whose data folder is the app folder's sibling, and another
// whose data folder lies inside the app folder.

let dir: string;
let server: RunningServer;
let inside: RunningServer;
beforeAll(async () => {
  dir = tempDir("static-paths");
  const app = join(dir, "game");
  mkdirSync(join(app, "assets"), { recursive: true });
  writeFileSync(join(app, "index.html"), "<!doctype html><title>app</title>");
  writeFileSync(join(app, "assets", "main.js"), "export {};");
  mkdirSync(join(dir, "game-secret"));
  writeFileSync(join(dir, "game-secret", "secret.txt"), "SECRET");
  mkdirSync(join(dir, "outside"));
  writeFileSync(join(dir, "outside", "secret.txt"), "SECRET");
  // A link inside the app folder to a folder outside it.
  symlinkSync(join(dir, "outside"), join(app, "linked"));
  const deps = await serverDeps();
  server = await startServer({ port: 0, dataDir: join(dir, "game-data"), staticDir: app, ...deps });
  // A second app whose data folder is inside it.
  const app2 = join(dir, "app2");
  mkdirSync(app2);
  writeFileSync(join(app2, "index.html"), "<!doctype html><title>app2</title>");
  inside = await startServer({ port: 0, dataDir: join(app2, "data"), staticDir: app2, ...deps });
});
afterAll(async () => {
  await server?.close();
  await inside?.close();
});

/** GET a raw path (sent byte for byte): status and body. */
function get(base: string, path: string): Promise<{ status: number; body: string; type: string }> {
  const u = new URL(base);
  return new Promise((done, fail) => {
    const req = request({ host: u.hostname, port: u.port, path, method: "GET" }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => {
        body += c.toString("latin1");
      });
      res.on("end", () =>
        done({ status: res.statusCode ?? 0, body, type: String(res.headers["content-type"]) }),
      );
    });
    req.on("error", fail);
    req.end();
  });
}

describe("the served app's folder is all it serves", () => {
  it("serves the app's own files", async () => {
    expect((await get(server.url, "/assets/main.js")).body).toBe("export {};");
    expect((await get(server.url, "/assets/..%2fassets/main.js")).body).toBe("export {};");
  });

  it.each([
    "/..%2fgame-data/games.sqlite",
    "/..%2fgame-data/games.sqlite-wal",
    "/..%2fgame-data/games.sqlite-shm",
    "/%2e%2e%2fgame-data/games.sqlite",
    "/assets/..%2f..%2fgame-data/games.sqlite",
    "/..%2fgame-secret/secret.txt",
    "/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc/passwd",
    "/..%2f..%2f..%2f..%2f..%2f..%2fetc/passwd",
  ])("%s is refused with a JSON problem, never the file", async (path) => {
    const r = await get(server.url, path);
    expect(r.status).toBe(403);
    expect(r.type).toMatch(/application\/json/);
    const json = JSON.parse(r.body) as { ok: boolean; problems: { path: string; message: string }[] };
    expect(json.ok).toBe(false);
    expect(json.problems[0]!.message).toMatch(/outside the app folder/);
    expect(r.body).not.toMatch(/SQLite|SECRET|root:|\n\s+at /);
  });

  it.each([
    // Decoded once: "%2e%2e%2f" is a file name here, not a way up (the app's page answers).
    "/%252e%252e%252fgame-data/games.sqlite",
    "/..%252fgame-data/games.sqlite",
  ])("%s (double-encoded) stays inside the app", async (path) => {
    const r = await get(server.url, path);
    expect(r.body).not.toMatch(/SQLite|SECRET/);
    expect([200, 403, 404]).toContain(r.status);
  });

  it.each([
    "/..%5cgame-data%5cgames.sqlite",
    "/..%5c..%5cgame-secret/secret.txt",
    "/assets%5c..%5c..%2fgame-data/games.sqlite",
  ])("%s (a backslash) is refused", async (path) => {
    const r = await get(server.url, path);
    expect([400, 403]).toContain(r.status);
    expect(r.type).toMatch(/application\/json/);
    expect(r.body).not.toMatch(/SQLite|SECRET|\n\s+at /);
  });

  it("a NUL byte is refused", async () => {
    const r = await get(server.url, "/index.html%00.js");
    expect(r.status).toBe(400);
    expect(r.body).toMatch(/NUL/);
  });

  it("a link out of the app folder is not followed", async () => {
    const r = await get(server.url, "/linked/secret.txt");
    expect(r.status).toBe(403);
    expect(r.body).not.toMatch(/SECRET/);
    expect(r.body).toMatch(/outside the app folder/);
  });

  it("the data folder inside the app folder is never served", async () => {
    for (const name of ["games.sqlite", "games.sqlite-wal", "games.sqlite-shm"]) {
      const r = await get(inside.url, `/data/${name}`);
      expect(r.status).toBe(404);
      expect(r.type).toMatch(/application\/json/);
      expect(r.body).not.toMatch(/SQLite/);
    }
    expect((await get(inside.url, "/")).body).toMatch(/app2/);
  });

  it("the server carries on after every refusal", async () => {
    expect((await get(server.url, "/")).body).toMatch(/<title>app</);
  });
});
