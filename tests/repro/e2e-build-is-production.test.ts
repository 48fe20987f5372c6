import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DIST, ensureBuilt } from "../e2e/support/build";

// Regression: the browser tests build the bundle from inside vitest, where NODE_ENV is "test"; Vite then
// bundled React's development build (jsx-dev-runtime, ~100 KB more gzipped), so the browser tests did not
// run the production bundle, and `npm run bench:web` measured that bundle whenever the tests built first.
describe("repro: the bundle the browser tests build is the production bundle", () => {
  it("has no React development runtime in it", { timeout: 240_000 }, async () => {
    expect(process.env.NODE_ENV).toBe("test"); // the condition that caused it
    await ensureBuilt();
    const assets = readdirSync(join(DIST, "assets")).filter((f) => f.endsWith(".js"));
    expect(assets.filter((f) => f.includes("jsx-dev-runtime"))).toEqual([]);
    const code = assets.map((f) => readFileSync(join(DIST, "assets", f), "utf8")).join("\n");
    expect(code).not.toContain("react-dom.development");
    expect(code).not.toContain("jsxDEV");
  });
});
