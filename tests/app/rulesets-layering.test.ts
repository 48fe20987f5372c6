import { dirname, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readSources, type SourceFile } from "../support/layering";

// Issue 24 item 7: the app shell (src/app outside rulesets/) is ruleset-neutral. It reaches a ruleset's
// UI only through the registry (src/app/rulesets/index.ts) and the contract (src/app/rulesets/ui.ts),
// never a ruleset's UI folder; no ruleset's UI imports another's; and the shell imports no ruleset of
// src/core (issue 36 item 1: its table tools take their sight rules from the ruleset list).

const root = new URL("../..", import.meta.url).pathname;
const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;
/** The shell's ways into src/app/rulesets/. */
const DOORS = ["src/app/rulesets", "src/app/rulesets/index", "src/app/rulesets/ui"];
/** The neutral folders of src/core (tests/support/layering.ts says the same). */
const NEUTRAL_CORE = ["catalog", "game", "hex", "los", "table", "units"];
/**
 * Shell files that still read a core ruleset, and why: none since the table tools' sight rules come
 * from the ruleset list (src/app/los/rules.ts).
 */
const SHELL_READS_CORE_RULESET = new Map<string, string>();

const uiRulesetOf = (path: string) => /^src\/app\/rulesets\/([^/]+)\//.exec(path)?.[1] ?? null;
const coreRulesetOf = (path: string) => {
  const m = /^src\/core\/([^/]+)\//.exec(path);
  return m && !NEUTRAL_CORE.includes(m[1]!) ? m[1]! : null;
};

/** Every import of src/app that crosses the ruleset lines. */
function crossings(files: readonly SourceFile[]): string[] {
  const out: string[] = [];
  for (const f of files) {
    if (!f.path.startsWith("src/app/")) continue;
    const from = uiRulesetOf(f.path);
    // The registry itself is the one shell file that names the rulesets' UI folders.
    const registry = f.path === "src/app/rulesets/index.ts";
    const code = f.source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
    for (const m of code.matchAll(IMPORT_RE)) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (!spec?.startsWith(".")) continue;
      const target = relative(".", resolve(dirname(f.path), spec)).replace(/\\/g, "/");
      const door = DOORS.includes(target.replace(/\.tsx?$/, ""));
      const into = door ? null : uiRulesetOf(`${target}/`);
      if (from === null && !registry && target.startsWith("src/app/rulesets/") && !door)
        out.push(`${f.path} imports ${spec}: the shell reaches a ruleset's UI only through the registry`);
      if (from !== null && into !== null && into !== from)
        out.push(`${f.path} imports ${spec}: the ${from} UI imports the ${into} UI`);
      const core = coreRulesetOf(/\.tsx?$/.test(target) ? target : `${target}.ts`);
      if (from === null && core !== null && SHELL_READS_CORE_RULESET.get(f.path) !== core)
        out.push(`${f.path} imports ${spec}: the shell imports the ruleset src/core/${core}/`);
    }
  }
  return out;
}

describe("the app shell and the rulesets' UIs", () => {
  it("the shell reaches rulesets' UIs through the registry only, and no ruleset's UI imports another's", () => {
    const files = readSources(root, "src/app");
    expect(files.filter((f) => f.path.startsWith("src/app/rulesets/firestrike/")).length).toBeGreaterThan(20);
    expect(crossings(files)).toEqual([]);
  });

  it.each([
    [
      "src/app/App.tsx",
      `import { GameHeader } from "./rulesets/firestrike/ui";`,
      "only through the registry",
    ],
    [
      "src/app/scene/X.tsx",
      `const m = await import("../rulesets/firestrike/scene/GameLayer");`,
      "only through the registry",
    ],
    [
      "src/app/rulesets/toy/x.ts",
      `import { buildView } from "../firestrike/view";`,
      "the toy UI imports the firestrike UI",
    ],
    [
      "src/app/panels/X.tsx",
      `import { statOf } from "../../core/firestrike/query";`,
      "imports the ruleset src/core/firestrike/",
    ],
  ])("flags %s with %s", (path, source, what) => {
    expect(crossings([{ path, source }]).join(" | ")).toContain(what);
  });

  it("lets the shell use the registry and the contract, and a ruleset's UI use the shell", () => {
    expect(
      crossings([
        { path: "src/app/App.tsx", source: `import { rulesetUi } from "./rulesets";` },
        { path: "src/app/store/x.ts", source: `import type { GameHost } from "../rulesets/ui";` },
        { path: "src/app/rulesets/toy/x.ts", source: `import type { AppStore } from "../../store/store";` },
        { path: "src/app/rulesets/toy/y.ts", source: `import type { RulesetUi } from "../ui";` },
      ]),
    ).toEqual([]);
  });
});
