/**
 * Pearson's chi-square test of observed counts against a uniform expectation, with the
 * exact upper-tail p-value (regularised incomplete gamma function, Numerical Recipes'
 * series and continued fraction). Used by the dice history panel and the dice benchmark.
 */

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9): about 15 significant digits for x > 0.
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Q(a, x) = Γ(a, x) / Γ(a): the probability a chi-square with 2a degrees of freedom exceeds 2x. */
function upperRegularisedGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const gln = logGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 500; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - gln);
  }
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - gln) * h;
}

/** P(X ≥ statistic) for a chi-square distribution with `degrees` degrees of freedom. */
export function chiSquarePValue(statistic: number, degrees: number): number {
  if (!(degrees > 0)) throw new RangeError('chi-square needs at least one degree of freedom');
  return Math.min(1, Math.max(0, upperRegularisedGamma(degrees / 2, statistic / 2)));
}

export interface ChiSquareResult {
  readonly statistic: number;
  readonly degrees: number;
  readonly pValue: number;
}

/** Tests counts (one per face) against every face being equally likely. */
export function chiSquareUniform(counts: readonly number[]): ChiSquareResult {
  const total = counts.reduce((a, b) => a + b, 0);
  const degrees = counts.length - 1;
  if (total === 0 || degrees < 1) return { statistic: 0, degrees: Math.max(1, degrees), pValue: 1 };
  const expected = total / counts.length;
  const statistic = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
  return { statistic, degrees, pValue: chiSquarePValue(statistic, degrees) };
}
