import { describe, expect, it } from "vitest";
import {
  BOOST_STEP,
  MAX_BOOST,
  MIN_UNIT_PX,
  modelBoost,
  TYPICAL_BASE_INCHES,
} from "../../../src/app/scene/model-boost";

describe("unit models get a minimum on-screen size (issue 23 item 10)", () => {
  it("true size while a typical base is big enough on screen", () => {
    expect(modelBoost(MIN_UNIT_PX / TYPICAL_BASE_INCHES)).toBe(1);
    expect(modelBoost(100)).toBe(1);
  });

  it("enlarged just enough when far, in steps, up to the cap", () => {
    for (const ppi of [4, 6, 9, 11, 13, 15]) {
      const f = modelBoost(ppi);
      // the base reaches the minimum (or the cap), and one step less would not
      expect(f * ppi * TYPICAL_BASE_INCHES >= MIN_UNIT_PX || f === MAX_BOOST, `ppi ${ppi}`).toBe(true);
      if (f > 1 && f < MAX_BOOST)
        expect((f - BOOST_STEP) * ppi * TYPICAL_BASE_INCHES).toBeLessThan(MIN_UNIT_PX);
      expect(Number.isInteger(f / BOOST_STEP)).toBe(true);
    }
    expect(modelBoost(0.5)).toBe(MAX_BOOST);
  });

  it("a view it cannot measure (behind the camera, degenerate) keeps true size", () => {
    expect(modelBoost(0)).toBe(1);
    expect(modelBoost(Number.NaN)).toBe(1);
    expect(modelBoost(Number.POSITIVE_INFINITY)).toBe(1);
  });
});
