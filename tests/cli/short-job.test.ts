import { describe, expect, it } from "vitest";
import { isShortJob, runAsShortJob, SHORT_JOB_OBSERVER_CELLS } from "../../src/cli/short-job";

// Issue 37: which one-map processes run without TurboFan (short-job.ts); the CLI's use of it is checked
// through the bundle in world-cache-cli.test.ts.
describe("isShortJob", () => {
  it.each([
    ['one observer, 72×48" at 2"', 864, true],
    ['one observer, 72×48" at 0.5"', 13_824, true],
    ['nine observers, 72×48" at 2"', 7_776, true],
    ["at the limit", SHORT_JOB_OBSERVER_CELLS, true],
    ["one past it", SHORT_JOB_OBSERVER_CELLS + 1, false],
    ['one observer, 72×48" at 0.25"', 55_296, false],
  ])("%s (%i observer-cells): %s", (_name, cells, short) => {
    expect(isShortJob(cells)).toBe(short);
  });
});

describe("runAsShortJob", () => {
  it("leaves V8's flags alone where main() runs inside another program (here, the test runner)", () => {
    expect(runAsShortJob()).toBe(false);
  });
});
