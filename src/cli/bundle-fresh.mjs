// Whether the CLI bundle under `root` (a file URL ending in "/") may run: its manifest lists every
// source that went into it (scripts/build-cli.mjs), and none may be newer than the manifest or gone.
// One stat per source, by plain path: a URL per source (new URL, then fileURLToPath inside statSync)
// cost more than the stat itself, about a third of the check (issue 37).
import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** True when root/<dir>/manifest.json exists, lists sources, and none is newer than it or missing. */
export function bundleIsFresh(root, dir = ".build/cli") {
  try {
    const base = fileURLToPath(root);
    const manifest = `${base}${dir}/manifest.json`;
    const builtMs = statSync(manifest).mtimeMs;
    const { inputs } = JSON.parse(readFileSync(manifest, "utf8"));
    for (const file of inputs) {
      const st = statSync(base + file, { throwIfNoEntry: false });
      if (st === undefined || st.mtimeMs > builtMs) return false;
    }
    return inputs.length > 0;
  } catch {
    return false; // no bundle, or a source gone
  }
}
