import { isIPv6 } from "node:net";

/**
 * How often one address may make games (`POST /api/games`): a token bucket per address. Making a game
 * is the server's costliest request (a large table's set-up takes seconds of a worker's time and its
 * file is stored whole), and anyone who reaches the server may ask for one, so each address gets a
 * small burst and then a few a minute; the set-up queue (setup-pool.ts) caps what all addresses
 * together may have waiting.
 */

/** Games a minute per address, and the burst an address may make at once. */
export interface CreateRate {
  perMinute: number;
  burst: number;
}

/** The default: a burst of 3 games, then one every 10 s (6 a minute). */
export const DEFAULT_CREATE_RATE: CreateRate = { perMinute: 6, burst: 3 };

/** How many addresses' buckets are kept at most (the full ones are dropped first). */
const MAX_ADDRESSES = 10_000;

/**
 * The key of a remote address: an IPv4 address (IPv4-mapped IPv6 included) as is, an IPv6 address by
 * its /64 (one host is commonly given a whole /64, so single addresses would be free to rotate).
 */
export function addressKey(address: string | undefined): string {
  if (!address) return "?";
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4) return v4[1]!;
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** Token buckets by key; `now` (ms) is injectable for tests. */
export class CreateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;

  constructor(
    readonly rate: CreateRate,
    private readonly now: () => number = () => performance.now(),
  ) {
    if (!(rate.perMinute > 0) || !(rate.burst >= 1))
      throw new Error(
        `a creation rate needs perMinute > 0 and burst ≥ 1, not ${JSON.stringify(rate)} (no limit: pass null)`,
      );
    this.perMs = rate.perMinute / 60_000;
  }

  /** Takes one token for `key`: 0 when granted, else the whole seconds until one is there. */
  take(key: string): number {
    const t = this.now();
    const b = this.buckets.get(key);
    const tokens = b ? Math.min(this.rate.burst, b.tokens + (t - b.at) * this.perMs) : this.rate.burst;
    if (tokens < 1) {
      if (b) {
        b.tokens = tokens;
        b.at = t;
      }
      return Math.max(1, Math.ceil((1 - tokens) / this.perMs / 1000));
    }
    // Kept in the order last used, so the oldest are dropped first when there are too many.
    this.buckets.delete(key);
    this.buckets.set(key, { tokens: tokens - 1, at: t });
    if (this.buckets.size > MAX_ADDRESSES) this.prune(t);
    return 0;
  }

  /** How many addresses are tracked (for tests). */
  get size(): number {
    return this.buckets.size;
  }

  /** Drops the buckets that are full again, then, if still too many, the least recently used. */
  private prune(t: number): void {
    for (const [k, b] of this.buckets)
      if (b.tokens + (t - b.at) * this.perMs >= this.rate.burst) this.buckets.delete(k);
    for (const k of this.buckets.keys()) {
      if (this.buckets.size <= MAX_ADDRESSES) break;
      this.buckets.delete(k);
    }
  }
}
