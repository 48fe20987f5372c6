import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import react from "@vitejs/plugin-react";
import type { Connect, Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { rulesetPartsVite } from "./scripts/ruleset-parts.mjs";
import { precacheList, serviceWorkerSource } from "./src/app/files/service-worker.ts";

/**
 * True when `file` lies inside `folder` (not the folder itself, not a sibling such as `terrain-private`
 * that merely starts with the same letters): the relative path neither climbs out nor is absolute.
 */
export function insideFolder(folder: string, file: string): boolean {
  const rel = relative(folder, file);
  return rel !== "" && !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
}

/** The game server's port under `npm start` (SIGHTLINE_GAME_PORT; 0 or SIGHTLINE_GAME_SERVER=0: none). */
const GAME_PORT = Number(process.env.SIGHTLINE_GAME_PORT ?? 2567);

/** `wanted` when it is free on `host`, else a free port the system picks. */
export async function freePort(wanted: number, host = "127.0.0.1"): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((done) => {
      const probe = createNetServer();
      probe.once("error", () => done(null));
      probe.listen(port, host, () => {
        const got = (probe.address() as AddressInfo).port;
        probe.close(() => done(got));
      });
    });
  const port = (await tryPort(wanted)) ?? (await tryPort(0));
  if (port === null) throw new Error(`no free port on ${host}`);
  return port;
}

/**
 * `npm start` runs the online game server beside the app (issue 19): `sightline serve` as a child
 * process (games in ./data/games.sqlite), `/api` proxied to it, and invite links that name it
 * (`server=`) so the page's Colyseus client connects to it directly. Not under vitest or a build; off
 * with SIGHTLINE_GAME_SERVER=0. Its port taken (issue 39 item 15: another program, or an earlier
 * `npm start`), it listens on a free one and says so, rather than leaving online play off.
 */
function gameServer(): Plugin {
  let child: ChildProcess | null = null;
  let port = GAME_PORT;
  let moved = "";
  return {
    name: "sightline-game-server",
    apply: "serve",
    async config() {
      if (process.env.VITEST || process.env.SIGHTLINE_GAME_SERVER === "0" || !GAME_PORT) return;
      port = await freePort(GAME_PORT);
      if (port !== GAME_PORT)
        moved = `port ${GAME_PORT} is in use (another npm start or sightline serve?), so it takes ${port}; SIGHTLINE_GAME_PORT picks one`;
      // The Host header stays the page's, so the invite links the server writes open the page.
      return {
        server: { proxy: { "/api": { target: `http://127.0.0.1:${port}`, changeOrigin: false } } },
      };
    },
    configureServer(server) {
      start(server);
    },
    // `npm start` serves the production build (scripts/start.mjs) with the same game server and proxy.
    configurePreviewServer(server) {
      start(server);
    },
  };
  function start(server: {
    config: { logger: { info(m: string): void; warn(m: string): void } };
    httpServer: { on(e: "close", f: () => void): unknown } | null;
  }): void {
    if (process.env.VITEST || process.env.SIGHTLINE_GAME_SERVER === "0" || !GAME_PORT) return;
    child = spawn(
      process.execPath,
      [
        "src/cli/sightline.mjs",
        "serve",
        "--port",
        String(port),
        "--data",
        "data",
        "--quiet",
        "--game-origin",
        `http://localhost:${port}`,
      ],
      { cwd: import.meta.dirname, stdio: ["ignore", "pipe", "inherit"] },
    );
    if (moved) server.config.logger.warn(`game server: ${moved}`);
    // `serve` prints one JSON line once it listens: say where, in words.
    child.stdout?.on("data", (d: Buffer) => {
      const text = d.toString().trim();
      const listening = /"listening":/.test(text)
        ? `listening on http://localhost:${port} (online play)`
        : text;
      server.config.logger.info(`game server: ${listening}`);
    });
    child.on("exit", (code) => {
      if (code) server.config.logger.warn(`game server exited (${code}): online play is off`);
      child = null;
    });
    server.httpServer?.on("close", () => child?.kill("SIGTERM"));
    process.once("exit", () => child?.kill("SIGTERM"));
  }
}

/**
 * Serves `terrain/` and `models/` as same-origin static folders in dev and copies them into the build,
 * so `?table=terrain/<file>.json` works and users can drop in their own tables and .glb models
 * without touching code.
 */
function dataFolders(folders: readonly string[]): Plugin {
  const root = resolve(import.meta.dirname);
  const serveFolders: Connect.NextHandleFunction = (req, res, next) => {
    // Module imports of these files (`import table from "../../terrain/x.json"`) are Vite's to
    // transform; only plain fetches get the raw file.
    const dest = req.headers["sec-fetch-dest"];
    if ((req.url ?? "").includes("?") || dest === "script" || dest === "worker") return next();
    const url = decodeURIComponent((req.url ?? "").split("?")[0] ?? "");
    const folder = folders.find((f) => url.startsWith(`/${f}/`));
    if (!folder) return next();
    const file = resolve(root, `.${url}`);
    // A path that climbs out of the folder (`/terrain/../terrain-private/x.json`, `..%2f`) gets
    // nothing: passed on, Vite would resolve the `..` itself and serve the sibling's file.
    if (!insideFolder(join(root, folder), file)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    if (!existsSync(file) || !statSync(file).isFile()) return next();
    res.setHeader("Content-Type", file.endsWith(".json") ? "application/json" : "application/octet-stream");
    createReadStream(file).pipe(res);
  };
  return {
    name: "sightline-data-folders",
    configureServer(server) {
      server.middlewares.use(serveFolders);
    },
    // Under `npm start` (the production build) the folders are served live too, before the build's
    // copies, so a table or model dropped in is there on the next page load without a rebuild.
    configurePreviewServer(server) {
      server.middlewares.use(serveFolders);
    },
    generateBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
        );
      for (const folder of folders) {
        for (const file of walk(join(root, folder))) {
          this.emitFile({ type: "asset", fileName: relative(root, file), source: readFileSync(file) });
        }
      }
    },
  };
}

/**
 * Writes `sw.js` into the finished build: the offline service worker with the list of every file the
 * build wrote (page, scripts, workers, WebAssembly, public/, terrain/, models/), its cache named by a
 * hash of their contents so each new build replaces the old cache.
 */
function offlineBundle(): Plugin {
  let outDir = "";
  return {
    name: "sightline-offline",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // A failed build writes nothing: let its own error be the one reported.
      if (!existsSync(outDir)) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
        );
      const files = precacheList(walk(outDir).map((f) => relative(outDir, f)));
      const hash = createHash("sha1");
      for (const f of files) {
        hash.update(f);
        if (f !== "./") hash.update(readFileSync(join(outDir, f)));
      }
      writeFileSync(join(outDir, "sw.js"), serviceWorkerSource(hash.digest("hex").slice(0, 12), files));
    },
  };
}

// Cross-origin isolation lets the worker pool share the BVH through SharedArrayBuffer.
const isolation = {
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Embedder-Policy": "require-corp",
};

export default defineConfig({
  plugins: [
    react(),
    dataFolders(["terrain", "models"]),
    offlineBundle(),
    gameServer(),
    // The ruleset list's Node parts are stubbed in the page (scripts/ruleset-parts.mjs).
    rulesetPartsVite("page"),
  ],
  server: {
    headers: isolation,
    // Not npm start's 5173: the production build's offline service worker, registered for that
    // origin, would keep serving the modules it cached to the dev server's pages.
    port: 5174,
    // Transform the page's modules as soon as `npm start` is up, before a browser asks for them.
    warmup: { clientFiles: ["./src/app/main.tsx", "./src/app/App.tsx"] },
  },
  // Issue 23 item 16: a fresh clone's first page load waited for the dependency scan and bundling.
  // Every bare import the app makes is listed, so the bundling starts with the server and no scan of
  // the sources is needed (`noDiscovery`); a new bare import must be added here (the dev-server browser
  // test would see it fail: a CommonJS package such as React does not load unbundled).
  optimizeDeps: {
    noDiscovery: true,
    include: [
      "react",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "react-dom/client",
      "@react-three/fiber",
      // drei's modules, not its index (issue 23 item 16: the index pre-bundles to 3.1 MB)
      "@react-three/drei/core/Instances.js",
      "@react-three/drei/core/OrbitControls.js",
      "three",
      "three/examples/jsm/utils/BufferGeometryUtils.js",
      "three/examples/jsm/loaders/GLTFLoader.js",
      "three-mesh-bvh",
      // the rules reducer's structural sharing (core/firestrike/apply.ts)
      "immer",
      "zustand",
      "zustand/vanilla",
      "zod",
      "@noble/hashes/sha2.js",
      "@noble/hashes/utils.js",
      "colyseus.js",
    ],
  },
  preview: { headers: isolation, port: 4173 },
  // A map worker reads only the list's sight rules: every ruleset part is stubbed in it. The computer
  // player's worker (src/app/ai/computer.worker.ts) runs rules, so the plugin keeps the rules parts in
  // its build (it reads which worker it bundles from the resolved config: scripts/ruleset-parts.mjs).
  worker: { format: "es", plugins: () => [rulesetPartsVite("worker")] },
  build: { target: "es2022", sourcemap: true, chunkSizeWarningLimit: 2000 },
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: "forks",
    // The CLI's disk cache of checked worlds (src/cli/world-cache.ts): the tests' own, never the user's.
    env: { SIGHTLINE_CACHE_DIR: join(tmpdir(), "sightline-test-cache") },
  },
});
