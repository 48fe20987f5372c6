// The ruleset list (src/rulesets/) names each ruleset's parts for every edge as lazy imports: its page
// part (src/app/...), its Node part (src/cli/...) and its rules part (src/core/<id>/module.ts). A
// bundler follows every import, so each build replaces the parts it must not carry with a stub whose
// import fails with a clear message: the page build stubs the Node parts (no node:fs in a browser),
// the CLI build the page parts (no React in the CLI), a map worker's build every part (it reads only
// the sight rules). Only imports made by the list's own files are stubbed: anything else that reaches
// across the edges still fails to build, as it should.
import { dirname, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const listDir = resolve(root, "src/rulesets");

/** The rules part of a ruleset: src/core/<id>/module (its sight rules, beside it, stay). */
const RULES_PART = /^src\/core\/[^/]+\/module$/;

/** What each build leaves out: the parts (paths relative to the root) that it stubs. */
export const LEFT_OUT = {
  page: [/^src\/cli\//],
  worker: [/^src\/app\//, /^src\/cli\//, RULES_PART],
  cli: [/^src\/app\//],
};

/** The part `source` imported by `importer` names, relative to the root, when the build leaves it out. */
export function leftOutPart(build, source, importer) {
  if (!importer || !source.startsWith(".")) return null;
  if (dirname(importer) !== listDir) return null;
  const target = relative(root, resolve(dirname(importer), source))
    .split(sep)
    .join("/");
  return LEFT_OUT[build].some((f) => f.test(target)) ? target : null;
}

/** The stub's source: importing it fails, naming the part and the build. */
export const stubSource = (build, part) =>
  `throw new Error(${JSON.stringify(`${part} is not in this build (the ${build} build carries no ${build === "cli" ? "page" : build === "page" ? "Node" : "ruleset"} parts of a ruleset: scripts/ruleset-parts.mjs)`)});\n`;

/** The Vite (Rollup) plugin of a page or worker build. */
export function rulesetPartsVite(build) {
  const prefix = `\0ruleset-part-stub:${build}:`;
  return {
    name: `sightline-ruleset-parts-${build}`,
    enforce: "pre",
    // Builds only: vitest (which reads vite.config.ts) runs the CLI's parts in Node, and the dev
    // server loads a part only when it is asked for.
    apply: "build",
    resolveId(source, importer) {
      const part = leftOutPart(build, source, importer);
      return part ? prefix + part : null;
    },
    load(id) {
      return id.startsWith(prefix) ? stubSource(build, id.slice(prefix.length)) : null;
    },
  };
}

/** The esbuild plugin of the CLI build. */
export function rulesetPartsEsbuild(build = "cli") {
  return {
    name: `sightline-ruleset-parts-${build}`,
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        const part = leftOutPart(build, args.path, args.importer);
        return part ? { path: part, namespace: "ruleset-part-stub" } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: "ruleset-part-stub" }, (args) => ({
        contents: stubSource(build, args.path),
        loader: "js",
      }));
    },
  };
}
