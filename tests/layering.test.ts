import { dirname, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { checkLayering, readSources } from "./support/layering";

const root = new URL("..", import.meta.url).pathname;

describe("layering", () => {
  it("the source tree keeps its arrows: core imports nothing above it, geometry never imports the app", () => {
    expect(checkLayering(readSources(root, "src"))).toEqual([]);
  });

  it.each([
    ["src/core/x.ts", `import { Vector3 } from "three";`, 'imports "three"'],
    ["src/core/x.ts", `import { create } from "zustand";`, 'imports "zustand"'],
    ["src/core/x.ts", `import * as R from "react";`, 'imports "react"'],
    ["src/core/x.ts", `import { readFileSync } from "node:fs";`, 'imports "node:fs"'],
    ["src/core/x.ts", `const w = window.innerWidth;`, 'uses the DOM global "window"'],
    [
      "src/core/rules/x.ts",
      `import { buildLosScene } from "../../geometry/bvh/los-scene";`,
      "from src/geometry/",
    ],
    ["src/core/x.ts", `const m = await import("../app/store");`, "from src/app/"],
    ["src/geometry/x.ts", `import { useStore } from "../app/store";`, "from src/app/"],
    ["src/core/game/x.ts", `import { apply } from "../firestrike/apply";`, "the engine imports no ruleset"],
    [
      "src/core/hex/x.ts",
      `import { effectOf } from "../lnl/terrain-effects";`,
      "the neutral core imports no ruleset",
    ],
    ["src/core/table/x.ts", `import { HEX } from "../lnl/vocab";`, "the neutral core imports no ruleset"],
    [
      "src/core/toy/x.ts",
      `import type { Entry } from "../firestrike/match/entries";`,
      "a ruleset imports no other ruleset",
    ],
    ["src/geometry/x.ts", `import { useFrame } from "@react-three/fiber";`, 'imports "@react-three/fiber"'],
    // Issue 36 item 1: the geometry layer and the server name no ruleset; the edge hands them in.
    [
      "src/geometry/pool/x.ts",
      `import { FIRESTRIKE_SIGHT } from "../../core/firestrike/sight/rules";`,
      "names no ruleset",
    ],
    ["src/geometry/pool/x.ts", `import { RULESETS } from "../../rulesets";`, "from src/rulesets/"],
    [
      "src/server/x.ts",
      `import { setupFromTable } from "../core/firestrike/setup/from-table";`,
      "names no ruleset",
    ],
    ["src/server/x.ts", `import { RULESETS } from "../rulesets";`, "from src/rulesets/"],
    ["src/server/x.ts", `const m = await import("../cli/rulesets/lnl");`, "names no ruleset"],
    ["src/core/game/x.ts", `import { RULESETS } from "../../rulesets";`, "from src/rulesets/"],
  ])("flags %s with %s", (path, source, what) => {
    const v = checkLayering([{ path, source }]);
    expect(v.length).toBeGreaterThan(0);
    expect(v.map((x) => x.what).join(" | ")).toContain(what);
  });

  it("lets a ruleset import the engine and the neutral core, and the edge import rulesets", () => {
    expect(
      checkLayering([
        {
          path: "src/core/firestrike/match/x.ts",
          source: `import { ENGINE_SEAT } from "../../game/ruleset";`,
        },
        { path: "src/core/firestrike/x.ts", source: `import type { Table } from "../table/schema";` },
        {
          path: "src/cli/x.ts",
          source: `import { firestrikeRuleset } from "../core/firestrike/match/ruleset";`,
        },
      ]),
    ).toEqual([]);
  });

  it("lets geometry import core and core import its own modules and shipped data", () => {
    expect(
      checkLayering([
        {
          path: "src/geometry/x.ts",
          source: `import { Vector3 } from "three";\nimport { t } from "../core/units";`,
        },
        {
          path: "src/core/a/b.ts",
          source: `import { t } from "../units";\nimport raw from "../../../models/catalog.json";`,
        },
      ]),
    ).toEqual([]);
  });

  // Issue 24 item 6: core/los measures and each ruleset applies its own rules through SightRules, so
  // the measured engine never reaches into a ruleset.
  it("core/los imports no ruleset (src/core/firestrike and the like)", () => {
    const rulesets = ["src/core/firestrike/", "src/core/firefight/"];
    const bad: string[] = [];
    for (const f of readSources(root, "src/core/los"))
      for (const m of f.source.matchAll(/from\s*["'](\.[^"']+)["']|import\s*\(\s*["'](\.[^"']+)["']/g)) {
        const target = relative(".", resolve(dirname(f.path), m[1] ?? m[2]!)).replace(/\\/g, "/");
        if (rulesets.some((r) => `${target}/`.startsWith(r))) bad.push(`${f.path} imports ${target}`);
      }
    expect(readSources(root, "src/core/los").length).toBeGreaterThan(10);
    expect(bad).toEqual([]);
  });

  // Issue 36 item 5: core/hex is hex geometry and the measured crossing of hexes and hexsides, read by
  // core/table (labels, the board) and core/los (hex LOS measured); a ruleset's hex sight rules reach
  // hex LOS through HexSightRules. So core/hex reads nothing of src/core but geom2d, core/table
  // nothing of core/los, and the three import no circle.
  it("core/hex is hex geometry alone, and core/hex, core/table and core/los import no circle", () => {
    const mayNot: Record<string, (into: string) => boolean> = {
      hex: (into) => into !== "hex" && into !== "geom2d",
      table: (into) => into === "los",
    };
    const bad: string[] = [];
    for (const [folder, forbidden] of Object.entries(mayNot))
      for (const f of readSources(root, `src/core/${folder}`))
        for (const m of f.source.matchAll(/from\s*["'](\.[^"']+)["']|import\s*\(\s*["'](\.[^"']+)["']/g)) {
          const target = relative(".", resolve(dirname(f.path), m[1] ?? m[2]!)).replace(/\\/g, "/");
          const into = /^src\/core\/([^/.]+)/.exec(target)?.[1];
          if (into !== undefined && forbidden(into)) bad.push(`${f.path} imports ${target}`);
        }
    expect(readSources(root, "src/core/hex").length).toBeGreaterThan(2);
    expect(bad).toEqual([]);
  });
});
