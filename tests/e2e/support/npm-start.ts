import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { onTestFinished } from "vitest";
// @ts-expect-error: a plain .mjs script without types
import { inputHash } from "../../../scripts/start.mjs";
import { DIST, ensureBuilt, ROOT } from "./build";

/**
 * `npm start` as a user runs it (`node scripts/start.mjs`, issue 39 item 13): its own process, the Vite
 * preview server with the project's config and plugins, on a free port. It serves a copy of the e2e
 * build stamped as start.mjs's own (both are production builds of the same sources), so it does not
 * build again; the copy keeps the shared dist/ untouched.
 *
 * Its output is matched with the terminal's escape codes taken out: Vite colours what it prints when
 * CI (or FORCE_COLOR) is set even into a pipe ("\x1b[1mLocal\x1b[22m:"), and the URL line then never
 * matched, so in CI the tests waited out their whole timeout. A wait is bounded and fails with what
 * npm start printed, and the process group is stopped when the test ends however it ends.
 */

/** How long a wait for a line of npm start's output lasts before it fails with the output so far. */
const WAIT_LIMIT_MS = 120_000;

/** A running `npm start`: the page's URL, everything it printed, and how to stop it. */
export interface NpmStart {
  url: string;
  /** stdout and stderr so far, without terminal escape codes */
  output(): string;
  /**
   * Waits until the output matches `pattern`; throws with the output when the process ends first or
   * nothing matches within WAIT_LIMIT_MS.
   */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  close(): Promise<void>;
}

/** Starts `npm start` with `env` added (VITEST removed, so the game server runs unless told not to). */
export async function startNpmStart(env: Record<string, string> = {}): Promise<NpmStart> {
  await ensureBuilt();
  const out = mkdtempSync(join(tmpdir(), "sightline-npm-start-"));
  cpSync(DIST, out, { recursive: true });
  writeFileSync(join(out, ".sightline-build-stamp"), inputHash(ROOT));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const k of Object.keys(childEnv)) if (k.startsWith("VITEST")) delete childEnv[k];
  // Its own process group, so close() stops the game server it starts as well.
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs", "--out", out, "--port", "0"], {
    cwd: ROOT,
    env: childEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  let ended = false;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const f of listeners) f();
  };
  child.stdout!.on("data", (d: Buffer) => {
    text += d.toString();
    changed();
  });
  child.stderr!.on("data", (d: Buffer) => {
    text += d.toString();
    changed();
  });
  const exited = new Promise<void>((done) =>
    child.once("exit", () => {
      ended = true;
      changed();
      done();
    }),
  );
  const output = () => stripVTControlCharacters(text);
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const limit = setTimeout(() => {
        listeners.delete(check);
        reject(
          new Error(`npm start printed nothing matching ${pattern} in ${WAIT_LIMIT_MS} ms:\n${output()}`),
        );
      }, WAIT_LIMIT_MS);
      const check = () => {
        const m = output().match(pattern);
        if (m) resolve(m);
        else if (ended) reject(new Error(`npm start ended before printing ${pattern}:\n${output()}`));
        else return;
        clearTimeout(limit);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });
  const close = async () => {
    if (!ended) {
      process.kill(-child.pid!, "SIGTERM");
      await exited;
    }
    rmSync(out, { recursive: true, force: true });
  };
  // A test that fails or times out before its own clean-up still stops the server and its game server.
  onTestFinished(close);
  try {
    const [, url] = await waitFor(/Local:\s+(http:\/\/\S+?)\/?\s/);
    return { url: url!, output, waitFor, close };
  } catch (e) {
    await close();
    throw e;
  }
}
