import { describe, expect, it } from "vitest";
import { addressKey, CreateLimiter } from "../../src/server/create-limits";

// Issue 31 item 6a: making games is limited per address by a token bucket. The clock is the test's.

describe("CreateLimiter", () => {
  it("grants the burst, then refuses with the whole seconds until the next token", () => {
    let t = 0;
    const l = new CreateLimiter({ perMinute: 6, burst: 3 }, () => t);
    expect([l.take("a"), l.take("a"), l.take("a")]).toEqual([0, 0, 0]);
    expect(l.take("a")).toBe(10);
    t += 4_000;
    expect(l.take("a")).toBe(6);
    t += 6_000;
    expect(l.take("a")).toBe(0);
    expect(l.take("a")).toBe(10);
  });

  it("keeps each address's bucket apart", () => {
    const l = new CreateLimiter({ perMinute: 1, burst: 1 }, () => 0);
    expect(l.take("a")).toBe(0);
    expect(l.take("a")).toBe(60);
    expect(l.take("b")).toBe(0);
  });

  it("refills no further than the burst", () => {
    let t = 0;
    const l = new CreateLimiter({ perMinute: 60, burst: 2 }, () => t);
    t += 3_600_000;
    expect([l.take("a"), l.take("a"), l.take("a")]).toEqual([0, 0, 1]);
  });

  it("keeps at most 10,000 addresses, dropping the full buckets first", () => {
    let t = 0;
    const l = new CreateLimiter({ perMinute: 6, burst: 3 }, () => t);
    for (let i = 0; i < 10_001; i++) l.take(`x${i}`);
    expect(l.size).toBeLessThanOrEqual(10_000);
    t += 60_000;
    l.take("y");
    expect(l.size).toBe(1);
  });

  it.each([
    [{ perMinute: 0, burst: 3 }],
    [{ perMinute: 6, burst: 0 }],
    [{ perMinute: Number.NaN, burst: 3 }],
  ])("refuses a rate that limits nothing or everything: %o", (rate) => {
    expect(() => new CreateLimiter(rate)).toThrow(/perMinute > 0 and burst ≥ 1/);
  });
});

describe("addressKey", () => {
  it.each([
    ["127.0.0.1", "127.0.0.1"],
    ["::ffff:10.1.2.3", "10.1.2.3"],
    ["2001:db8:0:1:aaaa:bbbb:cccc:1", "2001:db8:0:1::/64"],
    ["2001:db8:0:1::2", "2001:db8:0:1::/64"],
    ["2001:0DB8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    [undefined, "?"],
  ])("%s → %s", (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});
