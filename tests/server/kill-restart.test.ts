import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { createGame, serverProcess, stop, tempDir } from "./support";

// Issue 31 item 3, as a user runs it: two `sightline bot` processes play one game on a `sightline
// serve` process; the server is killed (SIGKILL) mid-game and started again on the same port and data
// folder. A command in flight, or sent while the server was away, was never answered before: the
// bots waited until their --timeout. Now each re-sends what was not answered (with its id: never
// applied twice) and both play the game to its end.

const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) await stop(c, "SIGKILL");
});

/** A `sightline bot` child process; resolves with its exit code and its JSON line. */
function botProcess(url: string, seed: number): { child: ChildProcess; done: Promise<BotExit> } {
  const child = spawn(
    process.execPath,
    ["src/cli/sightline.mjs", "bot", url, "--seed", String(seed), "--timeout", "240"],
    { env: { ...process.env, SIGHTLINE_TSX: "1" }, stdio: ["ignore", "pipe", "pipe"] },
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
  const done = new Promise<BotExit>((resolve) =>
    child.once("exit", (code) => {
      const line = out.trim().split("\n").at(-1) ?? "";
      let result: BotExit["result"] = null;
      try {
        result = JSON.parse(line) as BotExit["result"];
      } catch {
        // no JSON line: the exit code and stderr say why
      }
      resolve({ code, result, err: err.slice(-2000) });
    }),
  );
  return { child, done };
}

/** How many entries make "mid-game" here: both deployments are done (about 12 entries each). */
const MID_GAME = 40;

interface BotExit {
  code: number | null;
  result: { seat: string; reason: string; over: boolean; entries: number } | null;
  err: string;
}

/** The game's log as a seat may download it (`seed` is there once the game is over). */
async function logOf(
  server: string,
  id: string,
  token: string,
): Promise<{ commands: unknown[]; seed?: unknown }> {
  const r = await fetch(`${server}/api/games/${id}/log?seat=${token}`);
  return (await r.json()) as { commands: unknown[]; seed?: unknown };
}

describe("kill -9 under two bots", () => {
  it("the server killed and restarted mid-game: both bots finish the game (seeds 31 and 32)", async () => {
    const data = tempDir("kill-restart");
    const first = await serverProcess(data);
    children.push(first.child);
    const { id, seats } = (
      await createGame(first.url, { ruleset: "firestrike", table: "ridge-and-village", turns: 1 })
    ).json;
    const blue = botProcess(seats.blue!.url, 31);
    const red = botProcess(seats.red!.url, 32);
    let exited: BotExit | null = null;
    for (const b of [blue, red]) void b.done.then((x) => (exited ??= x));
    // Mid-game: past both deployments (their entries show once both have ended), before the end.
    let before: Awaited<ReturnType<typeof logOf>> = { commands: [] };
    for (let i = 0; i < 900 && before.commands.length < MID_GAME && !exited; i++) {
      await new Promise((r) => setTimeout(r, 200));
      before = await logOf(first.url, id, seats.red!.token);
    }
    expect(exited, "a bot exited before the kill").toBeNull();
    expect(before.commands.length).toBeGreaterThanOrEqual(MID_GAME);
    expect(before.seed, "the game was over before the kill").toBeUndefined();
    await stop(first.child, "SIGKILL");
    const second = await serverProcess(data, {}, first.port);
    children.push(second.child);
    const [b, r] = await Promise.all([blue.done, red.done]);
    expect([b.code, b.result?.reason], b.err).toEqual([0, "over"]);
    expect([r.code, r.result?.reason], r.err).toEqual([0, "over"]);
    expect(b.result!.entries).toBeGreaterThan(before.commands.length);
    expect(b.result!.entries).toBe(r.result!.entries);
    const log = await logOf(second.url, id, seats.red!.token);
    expect(log.commands.length).toBe(b.result!.entries);
    expect(log.seed).toBeDefined();
    await stop(second.child);
  }, 420_000);
});
