// Bundles the command line (src/cli/main.ts, every command it reaches, and the entries of the map
// worker and the game server's set-up worker) into .build/cli, so `sightline` runs prebuilt
// JavaScript instead of transpiling TypeScript through tsx on every start (issue 22). Run by npm's
// `prepare` on `npm install` / `npm ci`, or by hand: `node scripts/build-cli.mjs`. The manifest lists
// the sources that went in: src/cli/sightline.mjs runs the bundle only while none of them is newer
// than it, and otherwise falls back to tsx.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cliBuildOptions, shortBuildOptions } from "./cli-build-options.mjs";

// Where dev dependencies were left out (npm ci --omit=dev) there is no esbuild: the CLI then runs
// through tsx, as before, and installing must not fail for it.
let build;
try {
  ({ build } = await import("esbuild"));
} catch {
  console.log("sightline: esbuild is not installed, so the CLI runs through tsx (no bundle)");
  process.exit(0);
}

const root = fileURLToPath(new URL("..", import.meta.url));
// --out DIR (two levels below the root, as the models are found from there): for tests.
const outArg = process.argv.indexOf("--out");
const outdir = `${root}${outArg > 0 ? process.argv[outArg + 1] : ".build/cli"}`;
const t0 = performance.now();
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const result = await build({ ...cliBuildOptions(root), outdir });
// The short commands' own script (src/cli/code-cache.mjs compiles it with V8's code cache).
const short = await build({ ...shortBuildOptions(root), outfile: `${outdir}/short.cjs` });
const shortCode = readFileSync(`${outdir}/short.cjs`);
// The loader reads it as latin1 (faster than utf8), and runs it without a dynamic import() hook.
if (shortCode.some((b) => b > 0x7f)) throw new Error("build-cli: short.cjs is not ASCII");
if (/\bimport\(/.test(shortCode.toString("latin1")))
  throw new Error("build-cli: short.cjs keeps a dynamic import(), which its vm.Script cannot run");
// Packages are not sources: node_modules may be a link (a worktree sharing another checkout's), whose
// files esbuild names by their real path ("../main/node_modules/..."), so any path through one is left
// out; so are the ruleset parts' stubs (namespace "ruleset-part-stub:"), which are no files to check.
const inputs = [
  ...new Set([...Object.keys(result.metafile.inputs), ...Object.keys(short.metafile.inputs)]),
].filter((f) => !f.includes("node_modules/") && !f.startsWith("ruleset-part-stub:"));
// The build id: the digest of every file of code the bundle runs (its chunks and the short commands'
// script, by name and content). The
// commands' disk cache of tables' worlds (src/cli/world-cache.ts) keys each entry on it, so no entry
// written by other code is ever read.
const hash = createHash("sha256");
for (const out of [...Object.keys(result.metafile.outputs), ...Object.keys(short.metafile.outputs)]
  .filter((f) => f.endsWith(".js") || f.endsWith(".cjs"))
  .sort()) {
  hash.update(`${out.split("/").pop()}\0`);
  hash.update(readFileSync(`${root}${out}`));
}
writeFileSync(`${outdir}/build-id`, `${hash.digest("hex")}\n`);
// Written last: its time is the bundle's.
writeFileSync(`${outdir}/manifest.json`, JSON.stringify({ inputs }, null, 1));
if (!process.argv.includes("--quiet"))
  console.log(
    `sightline: CLI bundled into .build/cli (${inputs.length} sources, ${Math.round(performance.now() - t0)} ms)`,
  );
