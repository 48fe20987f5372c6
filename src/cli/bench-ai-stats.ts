/** The statistics of `npm run bench:ai` (issue 34): quantiles of times, intervals of win rates. */

/** The `q` quantile of `xs` (the sample at floor(q·n), rounded to 0.1), null when empty. */
export const quantile = (xs: readonly number[], q: number): number | null => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))]! * 10) / 10;
};

/** The Wilson score interval (95%) of `k` successes in `n` trials, as fractions rounded to 0.001. */
export function wilson95(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  const r = (x: number) => Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000;
  return [r(c - h), r(c + h)];
}
