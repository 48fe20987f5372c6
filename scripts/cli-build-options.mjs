import { rulesetPartsEsbuild } from "./ruleset-parts.mjs";

// The esbuild options of the CLI bundle (scripts/build-cli.mjs), in a module of their own so that
// tests/cli/lazy-imports.test.ts checks the chunks the real build makes: which modules a command loads.
/** esbuild's options for the CLI bundle of the checkout at `root` (a path ending in "/"), less outdir. */
export function cliBuildOptions(root) {
  return {
    absWorkingDir: root,
    // Two levels below the root, like src/cli, so the commands find models/ as "../../models".
    entryPoints: {
      main: "src/cli/main.ts",
      "map-worker": "src/cli/map-worker-node.ts",
      // the game server's set-up worker (src/server/setup-pool.ts)
      "setup-worker": "src/cli/setup-worker-node.ts",
    },
    bundle: true,
    // Each command's code in its own chunk, loaded when that command runs (main.ts imports lazily).
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    sourcemap: "linked",
    // Less to read and parse at each start (measured: `sightline los` used 17% less CPU).
    minify: true,
    metafile: true,
    // The game server's packages stay in node_modules: better-sqlite3 is native, Colyseus loads its
    // parts (transports, presence) by name.
    // three's core (maths, geometry, BVH's needs) without its WebGL renderer: the main entry re-exports
    // the core and adds the renderer, whose module-level objects esbuild cannot drop, 163 KB of the
    // line-of-sight chunk that no command uses (issue 37). The same classes: three.module.js
    // re-exports them from three.core.js. A command that needed a renderer would fail the build.
    alias: { three: "./node_modules/three/build/three.core.js" },
    external: ["better-sqlite3", "@colyseus/*", "colyseus.js", "ioredis", "@pm2/io"],
    logLevel: "warning",
    // The ruleset list's page parts (React) are stubbed: the CLI never loads them.
    plugins: [rulesetPartsEsbuild("cli")],
    // CommonJS packages (pngjs) require Node's built-ins, which an ES module bundle must provide.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  };
}

/**
 * esbuild's options for the short commands' bundle (los, deadground, threat: src/cli/short-main.ts),
 * less outfile: one CommonJS script with every module it may reach, the dynamic imports' included
 * (each runs only when imported), which the `sightline` bin compiles with V8's code cache
 * (src/cli/code-cache.mjs). import.meta.url becomes the loader's `__sightline_url`, the script's URL
 * in the same folder as main.js, so build-id, the map worker and models/ are found as from main.js.
 */
export function shortBuildOptions(root) {
  const { banner: _esmOnly, entryPoints: _all, ...rest } = cliBuildOptions(root);
  return {
    ...rest,
    entryPoints: ["src/cli/short-main.ts"],
    splitting: false,
    format: "cjs",
    define: { "import.meta.url": "__sightline_url" },
    // Of the ruleset list, the sight rules alone (what `--rules` picks), as in a map worker's build:
    // each ruleset's rules, page and Node parts are stubs here, not a megabyte of script to read.
    plugins: [rulesetPartsEsbuild("worker")],
  };
}
