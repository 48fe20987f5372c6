import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

/**
 * True when `file` lies inside `folder` (not the folder itself, not a sibling such as `terrain-private`
 * that merely starts with the same letters): the relative path neither climbs out nor is absolute.
 */
export function insideFolder(folder: string, file: string): boolean {
  const rel = relative(folder, file);
  return rel !== "" && !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
}

/**
 * Serves `terrain/` and `models/` as same-origin static folders in dev and copies them into the build,
 * so `?table=terrain/<file>.json` works and users can drop in their own tables and .glb models
 * without touching code.
 */
function dataFolders(folders: readonly string[]): Plugin {
  const root = resolve(import.meta.dirname);
  return {
    name: "sightline-data-folders",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
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
        res.setHeader(
          "Content-Type",
          file.endsWith(".json") ? "application/json" : "application/octet-stream",
        );
        createReadStream(file).pipe(res);
      });
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

// Cross-origin isolation lets the worker pool share the BVH through SharedArrayBuffer.
const isolation = {
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Embedder-Policy": "require-corp",
};

export default defineConfig({
  plugins: [react(), dataFolders(["terrain", "models"])],
  server: { headers: isolation, port: 5173 },
  preview: { headers: isolation, port: 4173 },
  worker: { format: "es" },
  build: { target: "es2022", sourcemap: true, chunkSizeWarningLimit: 2000 },
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: "forks",
  },
});
