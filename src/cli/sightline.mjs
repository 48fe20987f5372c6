#!/usr/bin/env node
// Runs the CLI from its bundle (.build/cli, made by `npm install` through the prepare script:
// scripts/build-cli.mjs) while the bundle is fresh, else from the TypeScript sources through tsx, so a
// stale bundle never runs (bundle-fresh.mjs). SIGHTLINE_TSX=1 forces the sources. The short commands
// (los, deadground, threat) run from a bundle of their own, compiled with V8's code cache
// (code-cache.mjs); every other command from the split bundle's main.js.
import { fileURLToPath } from "node:url";
import { bundleIsFresh } from "./bundle-fresh.mjs";
import { runShortBundle } from "./code-cache.mjs";
import { SHORT_BUNDLE_COMMANDS } from "./short-bundle-commands.mjs";

const argv = process.argv.slice(2);
const root = new URL("../../", import.meta.url);
// The bin owns its process: a command may change process-wide settings (src/cli/short-job.ts).
let status = null;
if (process.env.SIGHTLINE_TSX !== "1" && bundleIsFresh(root)) {
  if (SHORT_BUNDLE_COMMANDS.includes(argv[0])) {
    status = await runShortBundle(fileURLToPath(new URL(".build/cli/", root)), argv);
  }
  if (status === null) {
    const { main } = await import("../../.build/cli/main.js");
    status = await main(argv, { wholeProcess: true });
  }
} else {
  const { register } = await import("tsx/esm/api");
  register();
  const { main } = await import("./main.ts");
  status = await main(argv, { wholeProcess: true });
}
process.exitCode = status;
