/** Statistics the arena and benchmarks print. */

export interface Interval {
  readonly estimate: number;
  readonly low: number;
  readonly high: number;
}

const Z95 = 1.959963984540054;

/** Wilson score interval for a proportion: well behaved near 0 and 1, unlike the normal one. */
export function proportionInterval(successes: number, trials: number): Interval {
  if (trials === 0) return { estimate: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half =
    (Z95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { estimate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Mean with a normal-approximation 95% interval (fine for the thousands of samples we take). */
export function meanInterval(values: readonly number[]): Interval {
  const n = values.length;
  if (n === 0) return { estimate: 0, low: 0, high: 0 };
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  const half = Z95 * Math.sqrt(variance / n);
  return { estimate: mean, low: mean - half, high: mean + half };
}

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index]!;
}

export function formatPercent(x: number, digits = 1): string {
  return `${(x * 100).toFixed(digits)}%`;
}

export function formatInterval(i: Interval, asPercent = true): string {
  const f = (x: number): string => (asPercent ? formatPercent(x) : x.toFixed(3));
  return `${f(i.estimate)} [${f(i.low)}, ${f(i.high)}]`;
}
