#!/usr/bin/env node
// Runs the CLI from its bundle (.build/cli, made by `npm install` through the prepare script:
// scripts/build-cli.mjs) while the bundle is fresh, else from the TypeScript sources through tsx, so a
// stale bundle never runs (bundle-fresh.mjs). SIGHTLINE_TSX=1 forces the sources.
import { bundleIsFresh } from "./bundle-fresh.mjs";

let main;
if (process.env.SIGHTLINE_TSX !== "1" && bundleIsFresh(new URL("../../", import.meta.url)))
  ({ main } = await import("../../.build/cli/main.js"));
else {
  const { register } = await import("tsx/esm/api");
  register();
  ({ main } = await import("./main.ts"));
}
// The bin owns its process: a command may change process-wide settings (src/cli/short-job.ts).
process.exitCode = await main(process.argv.slice(2), { wholeProcess: true });
