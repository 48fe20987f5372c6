import { describe, expect, it } from "vitest";
import { oneShotWorkers } from "../../src/cli/node-pool";

describe("oneShotWorkers (sightline threat without --workers)", () => {
  it("starts two workers only where two cores are to spare", () => {
    expect(oneShotWorkers(2, 0)).toBe(2);
    expect(oneShotWorkers(2, 0.5)).toBe(1);
    expect(oneShotWorkers(2, 9.7)).toBe(1);
    expect(oneShotWorkers(8, 5.9)).toBe(2);
    expect(oneShotWorkers(8, 6.1)).toBe(1);
    expect(oneShotWorkers(1, 0)).toBe(1);
  });
});
