import { describe, expect, it } from "vitest";
import { lineOfSight } from "../../src/core/los/line-of-sight";
import { verdictFacts } from "../../src/core/los/verdict-text";
import { percentText, roundShare, wilsonBand } from "../../src/core/los/wording";
import { shippedWorld } from "../support/worlds";

// Regression (issue 17 item 15): a share of 0.503 was shown as "50%" next to "more than half
// covered" (coverFraction rounded to two places), and the call flips with --samples with nothing to
// say it is a close one. Now the share keeps enough places to stay on its side of one half, the
// verdict carries its sampling band, and the text says when the call lies within it.
describe("repro: the shown cover share agrees with the decision", () => {
  it("rounds a share to two places unless that would put it on the other side of one half", () => {
    expect(roundShare(0.503)).toBe(0.503);
    expect(percentText(0.503)).toBe("50.3%");
    expect(roundShare(0.4996)).toBe(0.4996);
    expect(percentText(0.4996)).toBe("49.96%");
    expect(roundShare(0.5000000000000001)).toBe(0.5);
    expect(roundShare(0.376)).toBe(0.38);
    expect(percentText(0.376)).toBe("38%");
  });

  it("a Wilson band at the sample count: wide at 64, narrow at 1024, always holding the share", () => {
    const [a, b] = wilsonBand(0.5, 64);
    expect(b - a).toBeGreaterThan(0.2);
    const [c, d] = wilsonBand(0.5, 1024);
    expect(d - c).toBeLessThan(0.07);
    expect(wilsonBand(0, 64)[0]).toBe(0);
  });

  // river-town r13 → r10 reads 0.47 at 64 samples, 0.503 at 256, 0.499 at 1024.
  const world = shippedWorld("river-town.json");
  it.each([64, 256, 1024])("river-town r13 → r10 at %i samples: share, call and band agree", (samples) => {
    const r = lineOfSight(world, "r13", "r10", { coverSamples: samples });
    if (!r.ok) throw new Error(r.error);
    const v = r.value;
    expect(v.covered).toBe(v.coverFraction > 0.5);
    const fact = verdictFacts(v).find((f) => f.label === "cover")!.value;
    const shown = Number(/^([\d.]+)%/.exec(fact)![1]);
    expect(shown > 50).toBe(v.covered);
    expect(v.coverBand[0]).toBeLessThanOrEqual(v.coverFraction);
    expect(v.coverBand[1]).toBeGreaterThanOrEqual(v.coverFraction);
    expect(v.coverSamples).toBeGreaterThanOrEqual(samples);
    // Every one of these calls is within its sampling band, and the text says so.
    expect(v.coverBand[0]).toBeLessThan(0.5);
    expect(v.coverBand[1]).toBeGreaterThan(0.5);
    expect(fact).toContain("too close to call");
    const reason = v.reasons.find((x) => x.rule.startsWith("cover-"))!.text;
    expect(reason).toContain("within the sampling error");
    expect(reason).toContain(`is ${percentText(v.coverFraction)} covered`);
  });
});
