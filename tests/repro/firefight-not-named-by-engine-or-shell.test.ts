import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Issue 20, done when: "nothing in core/game or the app shell names this ruleset". The firefight is
// reached only through the registries at the edges (src/app/rulesets/index.ts, the CLI's replay).

const root = new URL("../..", import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

describe("the firefight is not named by the engine or the app shell", () => {
  it("core/game has no line for it", () => {
    const named = files(join(root, "src/core/game")).filter((f) =>
      /firefight/i.test(readFileSync(f, "utf8")),
    );
    expect(named).toEqual([]);
  });

  it("the app outside its UI folder names it only in the registry", () => {
    const named = files(join(root, "src/app"))
      .filter((f) => !f.includes("/rulesets/firefight/"))
      .filter((f) => /firefight/i.test(readFileSync(f, "utf8")))
      .map((f) => f.slice(root.length));
    expect(named).toEqual(["src/app/rulesets/index.ts"]);
  });
});
