// The ruleset list (src/rulesets/) names each ruleset's parts for every edge as lazy imports: its page
// part (src/app/...), its Node part (src/cli/...) and its rules part (src/core/<id>/module.ts). A
// bundler follows every import, so each build replaces the parts it must not carry with a stub whose
// import fails with a clear message: the page build stubs the Node parts (no node:fs in a browser),
// the CLI build the page parts (no React in the CLI), a map worker's build every part (it reads only
// the sight rules). Only imports made by the list's own files are stubbed: the files of src/rulesets/
// and the module files they import, wherever those lie (a ruleset kept outside src/, as the toy of
// tests/support/toy/, lays its parts out the same way beside its module file: app/, cli/ and
// core/module). Anything else that reaches across the edges still fails to build, as it should.
import { dirname, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const listDir = resolve(root, "src/rulesets");
/** The list itself: the files it imports (other than parts) are the module files. */
const listFile = "src/rulesets/index";

/** The rules part of a ruleset: src/core/<id>/module, or core/module beside a module file (its sight rules stay). */
const RULES_PART = /(^|\/)core\/([^/]+\/)?module$/;
/** A page part: src/app/..., or app/ beside a module file. */
const PAGE_PART = /(^|\/)app(\/|$)/;
/** A Node part: src/cli/..., or cli/ beside a module file. */
const NODE_PART = /(^|\/)cli(\/|$)/;

/** What each build leaves out: the parts (paths relative to the root, without extension) that it stubs. */
export const LEFT_OUT = {
  page: [NODE_PART],
  worker: [PAGE_PART, NODE_PART, RULES_PART],
  // a worker that runs rules (the page's computer player, src/app/ai/computer.worker.ts): its policies
  "rules-worker": [PAGE_PART, NODE_PART],
  cli: [PAGE_PART],
};

/** A worker entry that runs a ruleset's rules, so its build keeps the rules parts (`rules-worker`). */
export const RULES_WORKER = /[/\\]computer\.worker\.[cm]?[jt]s$/;

/** The build of a worker, from Vite's chain of worker entries (the last is the one being built). */
export const workerBuildOf = (chain) => (RULES_WORKER.test(chain?.at(-1) ?? "") ? "rules-worker" : "worker");

/** A file's path relative to the root, with "/" and without its extension. */
const fromRoot = (file) =>
  relative(root, file)
    .split(sep)
    .join("/")
    .replace(/\.[cm]?[jt]sx?$/, "");

/**
 * The stubbing of one build: a function that, given an import (`source` as written, the `importer`'s
 * absolute path), answers the part it names (relative to the root) when the build leaves it out, else
 * null. It learns the module files as the list (src/rulesets/index.ts) imports them, so a build is made
 * with one filter (an importer the list has not imported is no module file).
 */
export function partsFilter(build) {
  const moduleFiles = new Set();
  return (source, importer) => {
    if (!importer || !source.startsWith(".")) return null;
    const inList = dirname(importer) === listDir;
    if (!inList && !moduleFiles.has(fromRoot(importer))) return null;
    const target = fromRoot(resolve(dirname(importer), source));
    if (LEFT_OUT[build].some((f) => f.test(target))) return target;
    if (fromRoot(importer) === listFile) {
      moduleFiles.add(target);
      moduleFiles.add(`${target}/index`);
    }
    return null;
  };
}

/** The stub's source: importing it fails, naming the part and the build. */
export const stubSource = (build, part) =>
  `throw new Error(${JSON.stringify(`${part} is not in this build (the ${build} build carries no ${build === "cli" ? "page" : build === "page" ? "Node" : build === "rules-worker" ? "page or Node" : "ruleset"} parts of a ruleset: scripts/ruleset-parts.mjs)`)});\n`;

/**
 * The Vite (Rollup) plugin of a page or worker build. A worker build ("worker") learns which worker it
 * bundles from the resolved config's chain of worker entries (Vite calls `worker.plugins()` with no
 * argument, then `configResolved` with `bundleChain`): the computer player's worker is a "rules-worker".
 */
export function rulesetPartsVite(build) {
  let kind = build;
  let leftOut = partsFilter(kind);
  const prefix = () => `\0ruleset-part-stub:${kind}:`;
  return {
    name: `sightline-ruleset-parts-${build}`,
    enforce: "pre",
    // Builds only: vitest (which reads vite.config.ts) runs the CLI's parts in Node, and the dev
    // server loads a part only when it is asked for.
    apply: "build",
    configResolved(config) {
      if (build !== "worker") return;
      kind = workerBuildOf(config.bundleChain);
      leftOut = partsFilter(kind);
    },
    resolveId(source, importer) {
      const part = leftOut(source, importer);
      return part ? prefix() + part : null;
    },
    load(id) {
      return id.startsWith(prefix()) ? stubSource(kind, id.slice(prefix().length)) : null;
    },
  };
}

/** The esbuild plugin of the CLI build. */
export function rulesetPartsEsbuild(build = "cli") {
  return {
    name: `sightline-ruleset-parts-${build}`,
    setup(b) {
      const leftOut = partsFilter(build);
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        const part = leftOut(args.path, args.importer);
        return part ? { path: part, namespace: "ruleset-part-stub" } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: "ruleset-part-stub" }, (args) => ({
        contents: stubSource(build, args.path),
        loader: "js",
      }));
    },
  };
}
