import { spawnSync } from "node:child_process";
import { bundleIsFresh } from "./bundle-fresh.mjs";

/**
 * Makes sure the CLI processes the bench times run the bundle, as `sightline` does after `npm install`:
 * where a source is newer than the bundle (an edit, a checkout or a merge since the last build),
 * `src/cli/sightline.mjs` falls back to the sources through tsx, which measured 2.0× the CPU of the
 * bundle for `sightline threat` (docs/line-of-sight.md), so the bench rebuilds it first. Returns
 * whether the bundle is fresh afterwards (false where it cannot be built: no esbuild).
 */
export function freshBundle(root: URL, rebuild: () => void): boolean {
  if (bundleIsFresh(root)) return true;
  rebuild();
  return bundleIsFresh(root);
}

/** Rebuilds the CLI bundle under `root` (scripts/build-cli.mjs), its warnings to stderr. */
export function rebuildBundle(root: URL): void {
  spawnSync(process.execPath, [new URL("scripts/build-cli.mjs", root).pathname, "--quiet"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}
