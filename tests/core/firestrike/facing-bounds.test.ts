import { describe, expect, it } from "vitest";
import { parseCommand } from "../../../src/core/firestrike/apply";
import { parseEntry } from "../../../src/core/firestrike/match/entries";
import { baseSetupSchema } from "../../../src/core/firestrike/setup/schema";

/**
 * A command's `facing` is bounded as a table unit's is (−360…360 degrees): 1e308° turned a base into
 * NaN corners and stayed in the log. Each bad facing is refused with the field's path and the bound.
 */

const withFacing = (facing: number) => [
  { type: "move", base: "b1", mode: "walking", path: [[1, 1]], facing },
  { type: "dismount", base: "b1", at: [1, 1], facing },
  { type: "unlimber", gun: "g1", facing },
  { type: "place-airstrike", side: "blue", strike: "rocket", center: [1, 1], facing },
];

describe("Firestrike command facings", () => {
  it.each([-360, -90.5, 0, 359.9, 360])("accepts facing %d in every command that has one", (f) => {
    for (const cmd of withFacing(f)) {
      const r = parseCommand(cmd);
      expect(r.ok, JSON.stringify(cmd)).toBe(true);
      if (r.ok) expect((r.value as { facing?: number }).facing).toBe(f);
    }
    const d = parseEntry({ type: "deploy", base: "b1", at: [1, 1], facing: f });
    expect(d.ok).toBe(true);
  });

  it.each([
    [1e308, "must be at most 360, not 1e+308"],
    [361, "must be at most 360, not 361"],
    [-720, "must be at least -360, not -720"],
  ])("refuses facing %d naming $.facing and the bound", (f, said) => {
    for (const cmd of withFacing(f)) {
      const r = parseCommand(cmd);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe("bad-command");
        expect(r.error.path).toBe("$.facing");
        expect(r.error.message).toBe(`the command field $.facing ${said}`);
      }
    }
    const d = parseEntry({ type: "deploy", base: "b1", at: [1, 1], facing: f });
    expect(d.ok).toBe(false);
    if (!d.ok) expect(d.error.message).toBe(`the deploy entry field $.facing ${said}`);
  });

  it("bounds a set-up base's facing too", () => {
    const base = { id: "b1", side: "blue", formation: "f1", statLine: "rifle", x: 1, y: 1 };
    expect(baseSetupSchema.safeParse({ ...base, facing: 180 }).success).toBe(true);
    expect(baseSetupSchema.safeParse({ ...base, facing: 1e308 }).success).toBe(false);
  });
});
