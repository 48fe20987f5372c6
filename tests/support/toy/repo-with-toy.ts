import { spawn } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Issue 36's proof that adding a ruleset is its own folders plus one line of the ruleset list: a copy
 * of this checkout (the files its builds read, and the toy's folder) in which src/rulesets/index.ts
 * alone is changed, by the toy's import and its entry in `RULESETS`; then the checkout's own builds
 * (the page's `vite build` and the CLI's `scripts/build-cli.mjs`) run on the copy, unchanged.
 */

/** The repository root. */
export const ROOT = new URL("../../..", import.meta.url).pathname;
/** Where the copy goes (gitignored with .build/). */
export const COPY = join(ROOT, ".build", "toy-repo");

/** What a build reads: everything of the checkout but its tests, less the toy's folder (added below). */
const COPIED = [
  "src",
  "scripts",
  "models",
  "terrain",
  "public",
  "index.html",
  "vite.config.ts",
  "package.json",
  "tsconfig.json",
];

const LIST_LINE = /^export const RULESETS: readonly RulesetModule\[\] = \[([^\]\n]*)\];$/m;
/** The toy's import line, as a ruleset's author would write it in src/rulesets/index.ts. */
export const TOY_IMPORT = `import { toyModule } from "../../tests/support/toy/module";`;

/** The ruleset list's source with the toy added (its import and its entry), or an error naming what is missing. */
export function listWithToy(source: string): string {
  if (!LIST_LINE.test(source))
    throw new Error(
      "src/rulesets/index.ts: no `export const RULESETS: readonly RulesetModule[] = [...]` line",
    );
  return `${TOY_IMPORT}\n${source.replace(LIST_LINE, (_l, list: string) => `export const RULESETS: readonly RulesetModule[] = [${list}, toyModule];`)}`;
}

/** Makes the copy with the toy in the list; resolves with the list's source before and after. */
export function copyWithToy(): { before: string; after: string } {
  rmSync(COPY, { recursive: true, force: true });
  mkdirSync(join(COPY, "tests", "support"), { recursive: true });
  for (const p of COPIED) cpSync(join(ROOT, p), join(COPY, p), { recursive: true });
  cpSync(join(ROOT, "tests/support/toy"), join(COPY, "tests/support/toy"), { recursive: true });
  symlinkSync(realpathSync(join(ROOT, "node_modules")), join(COPY, "node_modules"));
  const list = join(COPY, "src/rulesets/index.ts");
  const before = readFileSync(list, "utf8");
  const after = listWithToy(before);
  writeFileSync(list, after);
  return { before, after };
}

/** Builds the copy's page (into `dist/`) and CLI (`.build/cli`) with the checkout's own build commands, side by side. */
export async function buildCopy(): Promise<void> {
  const run = (args: string[]) =>
    new Promise<void>((done, fail) => {
      let err = "";
      const child = spawn(process.execPath, args, {
        cwd: COPY,
        stdio: ["ignore", "ignore", "pipe"],
        // Under vitest NODE_ENV is "test", which would make Vite bundle React's development build.
        env: { ...process.env, NODE_ENV: "production", VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
      });
      child.stderr.on("data", (d: Buffer) => {
        err += d.toString();
      });
      child.once("error", fail);
      child.once("exit", (code) =>
        code === 0 ? done() : fail(new Error(`${args.join(" ")} in ${COPY} exited ${code}: ${err}`)),
      );
    });
  await Promise.all([
    run(["scripts/build-cli.mjs", "--quiet"]),
    run(["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"]),
  ]);
}
