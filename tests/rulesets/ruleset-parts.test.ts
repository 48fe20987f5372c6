import { describe, expect, it } from "vitest";
import { partsFilter } from "../../scripts/ruleset-parts.mjs";

// scripts/ruleset-parts.mjs: each build stubs the parts of a ruleset it must not carry, named by the
// list's own files: src/rulesets/ and the module files the list imports, wherever they lie (the toy's
// tests/support/toy/module.ts, whose parts are app/, cli/ and core/module beside it).

const root = new URL("../../", import.meta.url).pathname;
const at = (p: string) => `${root}${p}`;
type Filter = (source: string, importer: string | undefined) => string | null;

describe("which ruleset parts a build leaves out", () => {
  it("the list's own files: the page build stubs Node parts, the CLI build page parts", () => {
    const page: Filter = partsFilter("page");
    const cli: Filter = partsFilter("cli");
    const ff = at("src/rulesets/firefight.ts");
    expect(page("../cli/rulesets/firefight", ff)).toBe("src/cli/rulesets/firefight");
    expect(page("../app/rulesets/firefight", ff)).toBeNull();
    expect(cli("../app/rulesets/firefight", ff)).toBe("src/app/rulesets/firefight");
    expect(cli("../core/firefight/module", ff)).toBeNull();
    expect(partsFilter("worker")("../core/firefight/module", ff)).toBe("src/core/firefight/module");
    // the sight rules stay in every build
    expect(partsFilter("worker")("../core/firefight/sight", ff)).toBeNull();
  });

  it("a module file outside src/ that the list imports: its parts beside it", () => {
    const cli: Filter = partsFilter("cli");
    const worker: Filter = partsFilter("worker");
    const toy = at("tests/support/toy/module.ts");
    // before the list imports it, it is no module file: nothing it imports is stubbed
    expect(cli("./app", toy)).toBeNull();
    for (const f of [cli, worker])
      expect(f("../../tests/support/toy/module", at("src/rulesets/index.ts"))).toBeNull();
    expect(cli("./app", toy)).toBe("tests/support/toy/app");
    expect(cli("./core/module", toy)).toBeNull();
    expect(worker("./core/module", toy)).toBe("tests/support/toy/core/module");
    expect(worker("./app", toy)).toBe("tests/support/toy/app");
  });

  it("never an import made elsewhere: reaching across the edges still fails to build", () => {
    const page: Filter = partsFilter("page");
    page("./firefight", at("src/rulesets/index.ts"));
    expect(page("../../cli/rulesets/firefight", at("src/app/game/x.ts"))).toBeNull();
    expect(page("node:fs", at("src/rulesets/firefight.ts"))).toBeNull();
    expect(page("../cli/x", undefined)).toBeNull();
  });
});
