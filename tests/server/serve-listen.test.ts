import { type ChildProcess, spawn } from "node:child_process";
import { connect, createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, stop, tempDir } from "./support";

// Issue 31 item 5: `sightline serve` printed a stack trace and never exited when it could not listen
// (a busy port, a bad --host): the SQLite store, the matchmaker's timers and the Redis presence it had
// started kept the process alive. It must close them and exit 1 with one line naming host:port and
// the reason. Each process here is given at most 60 s to exit.

const children: ChildProcess[] = [];
let busy: Server;
let busyPort: number;
beforeAll(async () => {
  busy = createServer();
  await new Promise<void>((done) => busy.listen(0, "127.0.0.1", () => done()));
  const a = busy.address();
  busyPort = typeof a === "object" && a ? a.port : 0;
});
afterAll(async () => {
  for (const c of children) await stop(c, "SIGKILL");
  await new Promise((done) => busy.close(done));
});

/** Runs `sightline serve` with these arguments until it exits (at most 60 s): exit code and output. */
function serve(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(
    process.execPath,
    ["src/cli/sightline.mjs", "serve", "--data", tempDir("listen"), "--quiet", ...args],
    { env: { ...process.env, SIGHTLINE_TSX: "1", ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  children.push(child);
  let out = "";
  let err = "";
  child.stdout!.on("data", (d: Buffer) => {
    out += d.toString();
  });
  child.stderr!.on("data", (d: Buffer) => {
    err += d.toString();
  });
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      fail(new Error(`serve ${args.join(" ")} did not exit in 60 s; it wrote: ${out}${err}`));
    }, 60_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      done({ code, out, err });
    });
  });
}

/** Waits (at most 100 tries, 100 ms apart) until something accepts connections on a loopback port. */
async function accepting(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise<boolean>((done) => {
      const s = connect(port, "127.0.0.1", () => {
        s.end();
        done(true);
      });
      s.once("error", () => done(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on 127.0.0.1:${port}`);
}

/** The lines a process wrote to stderr, less Node's deprecation notes about its dependencies. */
const lines = (text: string) =>
  text
    .split("\n")
    .filter((l) => l.trim() !== "")
    .filter((l) => !/DeprecationWarning|Replace `const THREE|--trace-deprecation/.test(l));

describe("serve cannot listen", () => {
  it("a busy port: exit 1, one line naming host:port and why, no stack trace", async () => {
    const r = await serve(["--port", String(busyPort)]);
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(lines(r.err)).toEqual([
      `sightline serve: cannot listen on 127.0.0.1:${busyPort}: the port is in use`,
    ]);
  }, 90_000);

  it("a host that is no address: exit 1, one line naming it", async () => {
    const port = await freePort();
    const r = await serve(["--port", String(port), "--host", "256.1.1.1"]);
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    const err = lines(r.err);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(new RegExp(`^sightline serve: cannot listen on 256\\.1\\.1\\.1:${port}: `));
    expect(err[0]).toMatch(/no such host/);
  }, 90_000);

  it("a busy port over Redis: the presence is closed too, exit 1", async () => {
    const redisPort = await freePort();
    const redis = spawn(
      "redis-server",
      ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    children.push(redis);
    await accepting(redisPort);
    const r = await serve(["--port", String(busyPort)], {
      SIGHTLINE_REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    });
    expect(r.code).toBe(1);
    expect(lines(r.err)).toEqual([
      `sightline serve: cannot listen on 127.0.0.1:${busyPort}: the port is in use`,
    ]);
    await stop(redis);
  }, 90_000);
});
