// Whether the CLI bundle under `root` (a file URL ending in "/") may run: its manifest lists every
// source that went into it (scripts/build-cli.mjs), and none may be newer than the manifest or gone.
// One stat per source: about a millisecond.
import { readFileSync, statSync } from "node:fs";

/** True when root/<dir>/manifest.json exists, lists sources, and none is newer than it or missing. */
export function bundleIsFresh(root, dir = ".build/cli") {
  try {
    const manifest = new URL(`${dir}/manifest.json`, root);
    const builtMs = statSync(manifest).mtimeMs;
    const { inputs } = JSON.parse(readFileSync(manifest, "utf8"));
    for (const file of inputs) if (statSync(new URL(file, root)).mtimeMs > builtMs) return false;
    return inputs.length > 0;
  } catch {
    return false; // no bundle, or a source gone
  }
}
