import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vite.config.ts";
import { browserOrServerTests } from "./vitest.unit.config.ts";

/**
 * `npm test`: every test, in two groups run one after the other.
 *
 * - `node`: the tests that need no browser and no server (`npm run test:unit`'s selection,
 *   vitest.unit.config.ts), two files at a time: most are single-threaded computations, and side by
 *   side on a 2-core machine they take 0.8× the time of one after the other (below).
 * - `browser-and-server`: tests/e2e/ and every test that hosts or spawns a game server, Redis or
 *   Chromium, two files at a time: each starts processes of its own (Chromium's GPU and renderer, the
 *   server) that use more than one core while they work, but each also waits (on the server, on polls),
 *   and the other file's work fills those waits (below).
 */
const browserOrServer = browserOrServerTests().map((t) => t.file);
/**
 * Node files run side by side (SIGHTLINE_TEST_NODE_WORKERS, default 2). Measured on a quiet 2-core
 * machine, 7 December 2026, the 306 Node files, one run each: 2 at a time 332 s, 1 at a time 415 s.
 */
const NODE_WORKERS = Math.max(1, Number(process.env.SIGHTLINE_TEST_NODE_WORKERS) || 2);
/**
 * Browser-and-server files side by side (SIGHTLINE_TEST_BROWSER_WORKERS, default 2). Measured on the
 * 2-core machine at load 2-3, 7 December 2026, 11 of these files (tests/e2e lnl-page, map-export,
 * shell-modes, hexfire-game, devices, game-screen, firefight, hex, offline; tests/server fog,
 * processes), one run each: 2 at a time 179 s, 1 at a time 210 s (0.85x); the whole `npm test` on a
 * clean clone (.ci/run) took 1454 s in vitest against 1615 s one browser file at a time (0.90x, one run
 * each; side by side each browser file took about 1.8x its time alone). Each file keeps its own
 * browser, server and ports (loopback port 0); the build is shared behind a lock (support/build.ts).
 */
const BROWSER_WORKERS = Math.max(1, Number(process.env.SIGHTLINE_TEST_BROWSER_WORKERS) || 2);
const TESTS = ["tests/**/*.test.ts", "tests/**/*.test.tsx"];
const { include: _all, ...shared } = base.test ?? {};

export default mergeConfig(
  { ...base, test: shared },
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: "node",
            include: TESTS,
            exclude: ["**/node_modules/**", "tests/e2e/**", ...browserOrServer],
            maxWorkers: NODE_WORKERS,
            sequence: { groupOrder: 0 },
          },
        },
        {
          extends: true,
          test: {
            name: "browser-and-server",
            include: ["tests/e2e/**/*.test.ts", "tests/e2e/**/*.test.tsx", ...browserOrServer],
            maxWorkers: BROWSER_WORKERS,
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  }),
);
