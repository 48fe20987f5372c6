import { describe, expect, it } from "vitest";
import { threatOptions } from "../../src/cli/maps";
import { MAIN_THREAD_THREAT_CELLS, oneShotThreatWorkers, oneShotWorkers } from "../../src/cli/node-pool";

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

describe("oneShotThreatWorkers (issue 37: no worker pool for a map the main thread finishes first)", () => {
  it("runs a map of at most MAIN_THREAD_THREAT_CELLS observer-cells on the main thread, whatever the cores", () => {
    // 60"×44" at 2" cells is 30 × 22 = 660 cells: one observer, or 30, stay on the main thread
    expect(oneShotThreatWorkers(660, 1, 16, 0)).toBe(0);
    expect(oneShotThreatWorkers(660, 30, 16, 0)).toBe(0);
    const n = MAIN_THREAD_THREAT_CELLS;
    expect(oneShotThreatWorkers(n, 1, 16, 0)).toBe(0);
    expect(oneShotThreatWorkers(n / 4, 4, 2, 0)).toBe(0);
  });

  it("starts two workers for a larger map where two cores are to spare, else none: a lone worker only adds its start", () => {
    const n = MAIN_THREAD_THREAT_CELLS + 1;
    expect(oneShotThreatWorkers(n, 1, 2, 0)).toBe(2);
    expect(oneShotThreatWorkers(n, 1, 2, 1.5)).toBe(0);
    expect(oneShotThreatWorkers(n * 100, 30, 1, 0)).toBe(0);
    // 72"×48" at 0.25" cells, 30 observers: the bench's threat map
    expect(oneShotThreatWorkers(288 * 192, 30, 8, 0)).toBe(2);
  });

  it("leaves --workers to decide when given (0: the main thread alone), else decides by size", () => {
    expect(threatOptions(["t.json", "--side", "red"]).workers).toBeNull();
    expect(threatOptions(["t.json", "--side", "red", "--workers", "0"]).workers).toBe(0);
    expect(threatOptions(["t.json", "--side", "red", "--workers", "3"]).workers).toBe(3);
  });
});
