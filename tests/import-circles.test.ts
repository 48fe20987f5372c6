import { describe, expect, it } from "vitest";
import { circles, describeCircles, folderCircles, importGraph } from "./support/import-graph";
import { readSources, type SourceFile } from "./support/layering";

// Issue 36 item 6: no import circle spans folders in src/app or src/core (and, since the ruleset list
// of item 1, in src/cli, src/rulesets or src/server: the list imports each ruleset's Node part, so a
// node part or a file it uses that read the list back tied src/cli and src/rulesets together). A folder is a file's
// directory (src/app/tools and src/app/tools/select are two), so a circle may stay inside one folder
// (a module and its helpers) but never ties two together: each folder can be read, changed and moved
// with only the folders below it. Every import counts, type-only ones and `import()` included (see
// tests/support/import-graph.ts): a circle of types still ties the folders (before this test, the shell
// store's type was every ruleset's slice, and 84 files in 15 folders of src/app were one circle).

const root = new URL("..", import.meta.url).pathname;

const graphOf = (files: SourceFile[]) => importGraph(files);

describe("import circles", () => {
  it("no import circle in src/app, src/core, src/cli, src/rulesets or src/server spans more than one folder", () => {
    // The whole of src, so a circle through another layer would show too.
    const files = readSources(root, "src");
    expect(files.filter((f) => f.path.startsWith("src/app/")).length).toBeGreaterThan(150);
    expect(files.filter((f) => f.path.startsWith("src/cli/")).length).toBeGreaterThan(30);
    expect(files.some((f) => f.path === "src/rulesets/index.ts")).toBe(true);
    const asked = ["src/app/", "src/core/", "src/cli/", "src/rulesets/", "src/server/"];
    const found = folderCircles(graphOf(files)).filter((c) =>
      c.files.some((f) => asked.some((a) => f.startsWith(a))),
    );
    expect(found, describeCircles(found)).toEqual([]);
  });

  it("finds a circle across folders, names its files and a cycle through them", () => {
    const found = folderCircles(
      graphOf([
        { path: "src/app/store/store.ts", source: `import type { RulesetSlices } from "../rulesets";` },
        { path: "src/app/rulesets/index.ts", source: `import { lnlSlice } from "./lnl/store";` },
        {
          path: "src/app/rulesets/lnl/store.ts",
          source: `import type { AppState } from "../../store/store";`,
        },
        { path: "src/app/tools/a.ts", source: `import { b } from "./b";` },
        { path: "src/app/tools/b.ts", source: `export { a } from "./a";` },
      ]),
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.files).toEqual([
      "src/app/rulesets/index.ts",
      "src/app/rulesets/lnl/store.ts",
      "src/app/store/store.ts",
    ]);
    expect(found[0]!.cycle[0]).toBe(found[0]!.cycle.at(-1));
    const text = describeCircles(found);
    expect(text).toContain("3 files in 3 folders");
    expect(text).toContain("src/app/rulesets/lnl/store.ts");
  });

  it("counts type-only imports, re-exports, dynamic imports and import() types", () => {
    const pair = (source: string) =>
      circles(
        graphOf([
          { path: "src/app/a/x.ts", source },
          { path: "src/app/b/y.ts", source: `import type { X } from "../a/x";` },
        ]),
      );
    expect(pair(`import type { Y } from "../b/y";`)).toHaveLength(1);
    expect(pair(`export type { Y } from "../b/y";`)).toHaveLength(1);
    expect(pair(`export * from "../b/y";`)).toHaveLength(1);
    expect(pair(`const m = () => import("../b/y");`)).toHaveLength(1);
    expect(pair(`let y: import("../b/y").Y;`)).toHaveLength(1);
    expect(pair(`import { Y } from "../b/y.js";`)).toHaveLength(1);
    expect(pair(`// import { Y } from "../b/y";`)).toHaveLength(0);
  });

  it("resolves index files and .tsx, and leaves a circle inside one folder alone", () => {
    const g = graphOf([
      { path: "src/app/a/index.ts", source: `import { V } from "./v";` },
      { path: "src/app/a/v.tsx", source: `import { I } from ".";` },
      { path: "src/app/c/w.ts", source: `import { I } from "../a";` },
    ]);
    expect(g.get("src/app/c/w.ts")).toEqual(["src/app/a/index.ts"]);
    expect(circles(g)).toEqual([["src/app/a/index.ts", "src/app/a/v.tsx"]]);
    expect(folderCircles(g)).toEqual([]);
  });
});
