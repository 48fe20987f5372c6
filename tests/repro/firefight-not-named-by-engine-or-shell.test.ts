import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Issue 20, done when: "nothing in core/game or the app shell names this ruleset". The firefight is
// reached only through the one ruleset list (src/rulesets, issue 36 item 1), which the page's registry
// of UIs (src/app/rulesets/index.ts) reads without naming a ruleset.

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

  it("the app outside its UI folder never names it (the page's registry reads the list)", () => {
    const named = files(join(root, "src/app"))
      .filter((f) => !f.includes("/rulesets/firefight/"))
      .filter((f) => /firefight/i.test(readFileSync(f, "utf8")))
      .map((f) => f.slice(root.length));
    expect(named).toEqual([]);
  });
});
