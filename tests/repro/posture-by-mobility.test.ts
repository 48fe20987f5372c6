import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { validateTable } from "../../src/core/table/validate";
import { exampleTable } from "../support/example-table";

// Regression: posture was checked by category alone, so a truck (category personnel) could go prone,
// a drone could dig in, and a truck could not be hull-down ("only vehicles can be hull-down").
describe("repro: postures follow how a base moves", () => {
  it.each([
    ["truck", "prone", '"truck" is personnel (wheeled): only personnel on foot can go prone'],
    ["towed-gun", "prone", '"towed-gun" is personnel (towed): only personnel on foot can go prone'],
    ["drone", "dug-in", '"drone" is aviation (air): aircraft cannot dig in'],
    ["drone", "hull-down", '"drone" is aviation (air): only vehicles can be hull-down'],
  ])("rejects a %s that is %s", (type, posture, message) => {
    const t = exampleTable();
    Object.assign(t.units[0], { type, posture });
    const r = validateTable(t, builtinCatalog());
    expect(r.ok ? [] : r.error).toEqual([{ path: "$.units[0] (b1).posture", message }]);
  });

  it.each([
    ["truck", "hull-down"],
    ["HQ", "hull-down"],
    ["HMG", "prone"],
    ["towed-gun", "dug-in"],
  ])("accepts a %s that is %s", (type, posture) => {
    const t = exampleTable();
    Object.assign(t.units[0], { type, posture });
    expect(validateTable(t, builtinCatalog()).ok).toBe(true);
  });
});
