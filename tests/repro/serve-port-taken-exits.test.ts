import { spawn } from "node:child_process";
import { type AddressInfo, createServer } from "node:net";
import { describe, expect, it } from "vitest";

/**
 * Issue 39 item 15: `sightline serve` on a port in use said so ("cannot listen") but never exited: the
 * match-maker and the store it had started kept the process alive, so `npm start`'s game server
 * lingered without a port and its "online play is off" warning never came. It now exits 1.
 */

describe("sightline serve on a port in use", () => {
  it("says the port is in use and exits 1", async () => {
    const squatter = createServer();
    await new Promise<void>((done) => squatter.listen(0, "127.0.0.1", done));
    const taken = (squatter.address() as AddressInfo).port;
    try {
      const child = spawn(
        process.execPath,
        ["src/cli/sightline.mjs", "serve", "--port", String(taken), "--data", ":memory:", "--quiet"],
        { stdio: ["ignore", "pipe", "pipe"] },
      );
      // Before the fix the process never ended: once it has said its piece, a guard stops it (and the
      // test fails on the exit status); fixed, it exits as soon as it has said it.
      let err = "";
      let guard: NodeJS.Timeout | undefined;
      child.stderr.on("data", (d: Buffer) => {
        err += d.toString();
        if (!guard && err.includes("cannot listen")) guard = setTimeout(() => child.kill("SIGKILL"), 20_000);
      });
      const code = await new Promise<number | null>((done) => child.once("exit", (c) => done(c)));
      clearTimeout(guard);
      expect(err).toContain(`sightline serve: cannot listen on 127.0.0.1:${taken}: the port is in use`);
      expect(code).toBe(1);
    } finally {
      squatter.close();
    }
  }, 120_000);
});
