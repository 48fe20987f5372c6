import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { freshBundle } from "../../src/cli/bench-bundle";

// The bench's cli section must time the bundle, not the sources through tsx (twice the CPU): a bundle
// older than a source is rebuilt first, and the section says whether it ran the bundle.
describe("freshBundle (the bench's cli section)", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  /** A root with one source and a manifest listing it, the source `ahead` seconds newer. */
  const root = (ahead: number) => {
    const dir = mkdtempSync(join(tmpdir(), "bench-bundle-"));
    dirs.push(dir);
    mkdirSync(join(dir, ".build/cli"), { recursive: true });
    writeFileSync(join(dir, "a.ts"), "export {};\n");
    const manifest = join(dir, ".build/cli/manifest.json");
    writeFileSync(manifest, JSON.stringify({ inputs: ["a.ts"] }));
    const t = Date.now() / 1000 - 100;
    utimesSync(manifest, t, t);
    utimesSync(join(dir, "a.ts"), t + ahead, t + ahead);
    return { url: pathToFileURL(`${dir}/`), manifest };
  };

  it("leaves a fresh bundle alone", () => {
    const { url } = root(-10);
    let builds = 0;
    expect(freshBundle(url, () => builds++)).toBe(true);
    expect(builds).toBe(0);
  });

  it("rebuilds a stale bundle, and says whether that made it fresh", () => {
    const stale = root(10);
    let builds = 0;
    const touch = () => {
      builds++;
      const now = Date.now() / 1000;
      utimesSync(stale.manifest, now, now);
    };
    expect(freshBundle(stale.url, touch)).toBe(true);
    expect(builds).toBe(1);
    const broken = root(10);
    expect(freshBundle(broken.url, () => builds++)).toBe(false);
    expect(builds).toBe(2);
  });
});
