import { describe, expect, it } from "vitest";
import { browserOrServerTests } from "../vitest.unit.config";

// Issue 36 item 8: `npm run test:unit` leaves out the tests that need a browser or a server by what
// their code does (vitest.unit.config.ts), so a new one is left out without a list to keep.
describe("npm run test:unit's selection", () => {
  const out = new Map(browserOrServerTests().map((t) => [t.file, t.why]));

  it("leaves out the tests that host or spawn a server or use the browser tests' support", () => {
    expect(out.get("tests/server/fog.test.ts")).toBe("hosts or spawns the game server");
    expect(out.get("tests/repro/serve-port-taken-exits.test.ts")).toBe("spawns `sightline serve`");
    expect(out.get("tests/repro/dev-server-sibling-folder.test.ts")).toContain("browser tests' support");
    expect(out.get("tests/app/rulesets/firestrike/online-page.test.ts")).toBe(
      "hosts or spawns the game server",
    );
  });

  it("keeps the in-process tests of server modules and the tests that only mention a server", () => {
    for (const kept of [
      "tests/server/store-options.test.ts", // imports a temp-dir helper from the server tests' support
      "tests/server/create-limits.test.ts",
      "tests/repro/command-help.test.ts", // lists "serve" among the commands
      "tests/repro/game-labels-and-names.test.ts", // names an e2e test in a comment
      "tests/layering.test.ts",
    ])
      expect(out.has(kept), kept).toBe(false);
  });
});
