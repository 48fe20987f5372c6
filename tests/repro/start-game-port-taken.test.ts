import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { type NpmStart, startNpmStart } from "../e2e/support/npm-start";

/**
 * Issue 39 item 15: with the game server's port (2567) taken, `npm start` printed an error and went on
 * without a game server, so online play was silently off. It now listens on a free port instead, says
 * which, and proxies the page's /api there. The taken port here is one this test holds (named through
 * SIGHTLINE_GAME_PORT), not 2567 itself, which another program on the machine may be using.
 */

let squatter: Server | null = null;
let start: NpmStart | null = null;
afterAll(async () => {
  await start?.close();
  await new Promise((done) => (squatter ? squatter.close(done) : done(undefined)));
});

describe("npm start with the game server's port taken", () => {
  it("starts the game server on another port, prints it, and the page's /api reaches it", async () => {
    squatter = createServer();
    await new Promise<void>((done) => squatter!.listen(0, "127.0.0.1", done));
    const taken = (squatter.address() as AddressInfo).port;
    start = await startNpmStart({ SIGHTLINE_GAME_PORT: String(taken) });
    // The wait ends at the line the fix prints, or at the old refusal ("cannot listen", "online play is off").
    const said = await start.waitFor(
      /game server: listening on http:\/\/localhost:(\d+)|cannot listen on|online play is off/,
    );
    expect(said[0], start.output()).toMatch(/^game server: listening on/);
    const port = Number(said[1]);
    expect(port).not.toBe(taken);
    expect(start.output()).toContain(`port ${taken} is in use`);
    const direct = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(direct.status).toBe(200);
    expect(await direct.json()).toEqual({ ok: true });
    // The page's /api is that server: a game made through the proxy is known on the printed port.
    const made = await fetch(`${start.url}/api/games`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ruleset: "firestrike", table: "ridge-and-village" }),
    });
    expect(made.status).toBe(201);
    const { id, seats } = (await made.json()) as { id: string; seats: { blue: { token: string } } };
    const log = await fetch(`http://127.0.0.1:${port}/api/games/${id}/log?seat=${seats.blue.token}`);
    expect(log.status).toBe(200);
  }, 240_000);
});
