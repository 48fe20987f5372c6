import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script module without types
import { cliBuildOptions } from "../../scripts/cli-build-options.mjs";

/**
 * Issue 37: a short command loads only what it uses. The CLI bundle (scripts/build-cli.mjs) puts each
 * command in a chunk of its own; this builds it with the same options (in memory) and follows the
 * static imports from a chunk, which are what Node loads before the chunk runs: every other module
 * comes in by a dynamic import, when asked for.
 */
const root = new URL("../../", import.meta.url).pathname;

interface Output {
  entryPoint?: string;
  imports: { path: string; kind: string; external?: boolean }[];
  inputs: Record<string, unknown>;
}

async function bundleGraph(): Promise<Record<string, Output>> {
  const { build } = await import("esbuild");
  const r = await build({
    ...cliBuildOptions(root),
    outdir: `${root}.build/lazy-imports-test`,
    write: false,
    sourcemap: false,
    minify: false,
    logLevel: "silent",
  });
  return r.metafile!.outputs as Record<string, Output>;
}

/** Every source (and external package) loaded before the chunk of `entry` runs: its static closure. */
function staticClosure(outputs: Record<string, Output>, entry: string): string[] {
  const first = Object.keys(outputs).find((o) => outputs[o]!.entryPoint === entry);
  if (!first) throw new Error(`no chunk for ${entry}`);
  const seen = new Set<string>();
  const loaded = new Set<string>();
  const walk = (o: string) => {
    if (seen.has(o)) return;
    seen.add(o);
    for (const i of Object.keys(outputs[o]!.inputs)) loaded.add(i);
    for (const imp of outputs[o]!.imports) {
      if (imp.kind !== "import-statement") continue;
      if (imp.external) loaded.add(`external:${imp.path}`);
      else walk(imp.path);
    }
  };
  walk(first);
  return [...loaded];
}

const has = (loaded: string[], part: string) => loaded.filter((f) => f.includes(part));

describe("the CLI's start (issue 37: small jobs never pay for big-job machinery)", () => {
  it("loads no zod, schema, three or pngjs before a command is chosen, and each command only what it uses", async () => {
    const outputs = await bundleGraph();
    const main = staticClosure(outputs, "src/cli/main.ts");
    for (const heavy of [
      "node_modules/zod/",
      "src/core/table/schema.ts",
      "node_modules/three",
      "pngjs",
      "sqlite",
      "colyseus",
    ])
      expect(has(main, heavy), `main.js loads ${heavy}`).toEqual([]);

    // zod is configured (jitless) before any schema is built: its own chunk, loaded first by main.ts
    expect(has(staticClosure(outputs, "src/cli/zod-jitless.ts"), "src/core/table/schema.ts")).toEqual([]);

    // A short command reads its table's world from the disk cache (src/cli/world-cache.ts) without zod,
    // a schema, three.js or the BVH builder: they come in by a dynamic import when the cache misses.
    const los = staticClosure(outputs, "src/cli/los.ts");
    expect(has(los, "src/cli/world-cache.ts").length).toBe(1);
    for (const heavy of ["node_modules/zod/", "src/core/table/schema.ts", "node_modules/three"])
      expect(has(los, heavy), `los loads ${heavy} before it knows the cache misses`).toEqual([]);
    const build = staticClosure(outputs, "src/cli/world-build.ts");
    // three's core for the BVH, not its WebGL renderer (the build aliases three to three.core.js)
    expect(has(build, "three/build/three.core.js").length).toBe(1);
    expect(has(build, "three/build/three.module.js")).toEqual([]);
    expect(has(staticClosure(outputs, "src/cli/io.ts"), "src/core/table/schema.ts").length).toBe(1);
    for (const unused of [
      "pngjs",
      "sqlite",
      "colyseus",
      "src/server/",
      "src/core/firestrike/match/",
      "src/cli/png.ts",
    ])
      expect(has(los, unused), `los loads ${unused}`).toEqual([]);

    // maps: the picture's encoder only with --png (png.ts is imported when asked for)
    const maps = staticClosure(outputs, "src/cli/maps.ts");
    expect(has(maps, "src/core/los/dead-ground.ts").length).toBe(1);
    for (const unused of [
      "pngjs",
      "src/cli/png.ts",
      "sqlite",
      "colyseus",
      "src/server/",
      "node_modules/zod/",
      "node_modules/three",
      "src/geometry/pool/",
    ])
      expect(has(maps, unused), `deadground/threat load ${unused}`).toEqual([]);
    expect(has(staticClosure(outputs, "src/cli/png.ts"), "pngjs").length).toBeGreaterThan(0);

    // a map worker takes a validated table and catalog: no zod at its start (issue 22: 450 KB parsed
    // per worker start). It reads the ruleset list for the sight rules by name; the rulesets' own parts
    // come in by dynamic imports it never makes.
    const worker = staticClosure(outputs, "src/cli/map-worker-node.ts");
    expect(has(worker, "src/geometry/pool/worker-handler.ts").length).toBe(1);
    expect(has(worker, "node_modules/zod/"), "the map worker loads zod").toEqual([]);
  }, 60_000);
});
