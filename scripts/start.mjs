// `npm start` (issue 23 item 16): serves the production build of the app, with the game server beside
// it as the dev server had, so the first page on a fresh clone loads a handful of bundled chunks
// instead of ~240 modules transformed one by one by the dev server (measured on the shared 2-core
// machine, same session: first frame about half the dev server's; docs/app.md "First run").
// The build lives in .build/app, stamped with a hash of everything that goes into it: `npm install`
// builds it (npm's `prepare`, `--build-only`), and `npm start` builds again first when a source,
// table, model or the lockfile changed since. `npm run dev` is the HMR dev server, as before.
//   node scripts/start.mjs [--build-only] [--out DIR] [--port N]
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** What goes into the build: a change to any of these makes the next `npm start` build again. */
const INPUTS = [
  "src",
  "public",
  "index.html",
  "vite.config.ts",
  "models",
  "terrain",
  "package-lock.json",
  "tsconfig.json",
];
const STAMP = ".sightline-build-stamp";

function walk(path, out) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) for (const e of readdirSync(path).sort()) walk(join(path, e), out);
  else out.push(path);
}

/** The hash of every input file's path and bytes. */
export function inputHash(root = ROOT) {
  const h = createHash("sha1");
  const files = [];
  for (const i of INPUTS) walk(join(root, i), files);
  for (const f of files) {
    h.update(f.slice(root.length));
    h.update(readFileSync(f));
  }
  return h.digest("hex");
}

/** True when `outDir` holds a build of the current inputs. */
export function upToDate(outDir, root = ROOT) {
  const stamp = join(outDir, STAMP);
  return existsSync(stamp) && readFileSync(stamp, "utf8") === inputHash(root);
}

/** Builds the app into `outDir` unless it is up to date; returns whether it built. */
export async function ensureAppBuilt(outDir, { root = ROOT, quiet = false } = {}) {
  const want = inputHash(root);
  const stamp = join(outDir, STAMP);
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === want) return false;
  const t0 = performance.now();
  if (!quiet)
    console.log(
      existsSync(stamp)
        ? "sightline: building the app again (sources changed since the last build)…"
        : "sightline: building the app for npm start…",
    );
  // React's production build, whatever NODE_ENV the caller had (vitest sets "test").
  process.env.NODE_ENV = "production";
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = "true";
  const { build } = await import("vite");
  await build({
    root,
    configFile: join(root, "vite.config.ts"),
    logLevel: "error",
    build: { outDir, emptyOutDir: true },
  });
  writeFileSync(stamp, want);
  if (!quiet) console.log(`sightline: app built into ${outDir} (${Math.round(performance.now() - t0)} ms)`);
  return true;
}

function arg(name) {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

async function main() {
  const outDir = arg("--out") ?? join(ROOT, ".build", "app");
  if (process.argv.includes("--build-only")) {
    // At install time a failure must not fail `npm install`: `npm start` tries again and says why.
    try {
      await ensureAppBuilt(outDir);
    } catch (e) {
      console.log(
        `sightline: app not built (${e instanceof Error ? e.message : e}); npm start will build it`,
      );
    }
    return;
  }
  try {
    await ensureAppBuilt(outDir);
  } catch (e) {
    console.error(
      `sightline: the app did not build (${e instanceof Error ? e.message : e}); \`npm run dev\` serves the sources directly`,
    );
    process.exit(1);
  }
  const { preview } = await import("vite");
  const server = await preview({
    root: ROOT,
    configFile: join(ROOT, "vite.config.ts"),
    build: { outDir },
    preview: { port: Number(arg("--port") ?? 5173), open: false },
  });
  server.printUrls();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
