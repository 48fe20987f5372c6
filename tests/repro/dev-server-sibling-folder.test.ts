import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insideFolder } from "../../vite.config";
import { ROOT } from "../e2e/support/build";
import { startDevServer } from "../e2e/support/dev-server";

/**
 * Regression (issue 18, item 3): the dev server's data-folder middleware checked the `terrain`/`models`
 * prefix without a path separator, so `/terrain/../terrain-private/secret.json` was served from any
 * sibling folder whose name starts with `terrain` or `models`. The request goes out raw (node:http),
 * as a hostile client would send it: fetch() would tidy the `..` away first.
 */

const SECRET = "issue-18-dev-server-secret";
const siblings = ["terrain-private", "models-private"];
let server: ViteDevServer;
let port = 0;

function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => {
        body += d;
      });
      res.on("end", () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", fail);
    req.end();
  });
}

beforeAll(async () => {
  for (const dir of siblings) {
    mkdirSync(join(ROOT, dir), { recursive: true });
    writeFileSync(join(ROOT, dir, "secret.json"), JSON.stringify({ secret: SECRET }));
  }
  const started = await startDevServer();
  server = started.server;
  port = Number(new URL(started.base).port);
}, 60_000);
afterAll(async () => {
  await server?.close();
  for (const dir of siblings) rmSync(join(ROOT, dir), { recursive: true, force: true });
});

describe("the dev server's data folders", () => {
  it.each([
    "/terrain/../terrain-private/secret.json",
    "/terrain/..%2fterrain-private/secret.json",
    "/terrain/%2e%2e/terrain-private/secret.json",
    "/models/../models-private/secret.json",
    "/models/..%2Fmodels-private/secret.json",
  ])("%s gets no file", async (path) => {
    const res = await rawGet(path);
    expect(res.body).not.toContain(SECRET);
  });

  it("still serves the folders' own files", async () => {
    const res = await rawGet("/terrain/ridge-and-village.json");
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).format).toBe("sightline-table/1");
  });

  it("insideFolder needs a path separator after the folder", () => {
    expect(insideFolder("/r/terrain", "/r/terrain/a.json")).toBe(true);
    expect(insideFolder("/r/terrain", "/r/terrain/sub/a.json")).toBe(true);
    expect(insideFolder("/r/terrain", "/r/terrain-private/a.json")).toBe(false);
    expect(insideFolder("/r/terrain", "/r/terrain")).toBe(false);
    expect(insideFolder("/r/terrain", "/r/other/a.json")).toBe(false);
    expect(insideFolder("/r/terrain", "/r/terrain/..a.json")).toBe(true);
  });
});
