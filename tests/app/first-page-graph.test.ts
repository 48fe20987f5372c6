import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 23 item 16: the LOS engine (three-mesh-bvh, src/geometry/bvh, src/geometry/los, the sight code)
 * was on the first page load only because src/app/main.tsx imported it statically. It is now imported
 * after the first frame (src/app/los/start-los.ts). This test walks main.tsx's static value imports
 * (dynamic `import()` and `import type` do not load with the page) and fails if the engine is back.
 */

const ROOT = new URL("../..", import.meta.url).pathname;

function resolveModule(from: string, spec: string): string | null {
  const base = join(dirname(from), spec);
  for (const p of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")])
    if (existsSync(p) && /\.tsx?$/.test(p)) return p;
  return null;
}

/** Every module the page loads with main.tsx: source files and bare package names. */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const todo = [entry];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+"([^"]+)"/gms)) {
      const spec = m[1]!;
      if (spec.startsWith(".")) {
        const p = resolveModule(file, spec);
        if (p) todo.push(p);
      } else packages.add(spec);
    }
  }
  return { files, packages };
}

describe("the first page load carries no LOS engine", () => {
  const { files, packages } = staticGraph(join(ROOT, "src/app/main.tsx"));
  const rel = [...files].map((f) => relative(ROOT, f));

  it("walks the page's graph (the walk works)", () => {
    expect(rel).toContain("src/app/App.tsx");
    expect(packages).toContain("three");
  });

  it("has no three-mesh-bvh, BVH, sight geometry or worker pool among main.tsx's static imports", () => {
    expect([...packages].filter((p) => p.startsWith("three-mesh-bvh"))).toEqual([]);
    expect(
      rel.filter((f) => /^src\/geometry\/(bvh|los|pool)\//.test(f) && !f.endsWith("los-pool.ts")),
    ).toEqual([]);
    expect(rel).not.toContain("src/app/los/bvh-engine.ts");
  });
});
