import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import config from "../../vite.config";

/**
 * Issue 23 item 16: the first page load after `npm start` on a fresh clone waited for Vite to scan the
 * sources and bundle the dependencies. Now every bare import the page can make is pre-bundled when the
 * server starts, without a scan (`noDiscovery`), and the page's modules are warmed up. With no scan,
 * a bare import missing from the list would not be bundled: this test reads every one from the sources.
 * (The time itself is measured by `npm run bench:first-load`; see docs/app.md.)
 */

const SRC = new URL("../../src", import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(e) ? [p] : [];
  });
}

describe("dependencies are pre-bundled for the first page load", () => {
  const browserDirs = ["app", "geometry", "core"].map((d) => join(SRC, d));
  const bare = new Set<string>();
  for (const file of browserDirs.flatMap(sources)) {
    const text = readFileSync(file, "utf8");
    // value imports only: `import type` is erased and never reaches the browser
    for (const m of text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"([^".][^"]*)"/gms)) {
      if (!m[1]!.startsWith("node:")) bare.add(m[1]!);
    }
    for (const m of text.matchAll(/import\(\s*"([^".][^"]*)"\s*\)/g)) bare.add(m[1]!);
  }

  it("finds the app's bare imports (the scan works)", () => {
    expect(bare).toContain("react");
    expect(bare).toContain("three");
    expect(bare).toContain("@react-three/fiber");
  });

  it("bundles at start-up without scanning, and warms up the page's modules", () => {
    expect(config.optimizeDeps?.noDiscovery).toBe(true);
    expect(config.server?.warmup?.clientFiles).toContain("./src/app/main.tsx");
    // JSX compiles to these in dev and production; React's own files are CommonJS and must be bundled
    expect(config.optimizeDeps?.include).toEqual(
      expect.arrayContaining(["react/jsx-runtime", "react/jsx-dev-runtime", "react-dom/client"]),
    );
  });

  it.each([...bare].sort())("pre-bundles %s", (name) => {
    expect(config.optimizeDeps?.include).toContain(name);
  });
});
