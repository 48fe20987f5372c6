// Pre-bundles the page's dependencies for the dev server at install time (issue 23 item 16), so the
// first `npm run dev` on a fresh clone finds them in node_modules/.vite and starts serving at once
// instead of bundling first (measured on the shared 2-core machine: server ready 5-10 s without,
// well under a second with). Vite reuses the bundle while the lockfile and vite.config.ts are
// unchanged; after a change it bundles again as it starts, as before. Run by npm's `prepare` after
// the CLI bundle, or by hand: `node scripts/prebundle-deps.mjs [--cache-dir DIR]`. A failure here
// must not fail `npm install`: the dev server then bundles at start, as it always could.
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const at = process.argv.indexOf("--cache-dir");
const cacheDir = at > 0 ? process.argv[at + 1] : undefined;
const t0 = performance.now();
// Vite calls a manual optimizeDeps "deprecated" (it bundles at start by itself); at install time that
// notice would be the only thing a newcomer sees, so only errors are logged (issue 23 item 16).
try {
  const { optimizeDeps, resolveConfig } = await import("vite");
  const config = await resolveConfig(
    { root, configFile: `${root}vite.config.ts`, logLevel: "error", ...(cacheDir ? { cacheDir } : {}) },
    "serve",
    "development",
  );
  await optimizeDeps(config, true);
  if (!process.argv.includes("--quiet"))
    console.log(
      `sightline: page dependencies pre-bundled for npm run dev (${Math.round(performance.now() - t0)} ms)`,
    );
} catch (e) {
  console.log(
    `sightline: dependencies not pre-bundled (${e instanceof Error ? e.message : e}); npm run dev will bundle them`,
  );
}
