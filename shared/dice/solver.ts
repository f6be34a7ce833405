/**
 * cannon-es's Gauss-Seidel solver with its inner loop unrolled into flat arrays: the same
 * arithmetic in the same order, so every velocity comes out bit for bit as cannon-es's
 * own would make it, at about half the cost (a fifth of a crowded throw's time went there).
 *
 * What cannon-es recomputes on every pass but cannot change during a solve (each body's
 * inverse inertia times each Jacobian's rotational part) is computed once per step here,
 * by the same operations, so it is the same number.
 */
import {
  GSSolver,
  type Body,
  type ContactEquation,
  type Equation,
  type FrictionEquation,
  type World,
} from 'cannon-es';

/** Per equation: the two bodies' Jacobian parts and their inverse inertia images, 3 numbers each. */
const SPATIAL_A = 0;
const ROTATIONAL_A = 3;
const SPATIAL_B = 6;
const ROTATIONAL_B = 9;
const TURNED_A = 12;
const TURNED_B = 15;
const ROW = 18;

export class DiceSolver extends GSSolver {
  private rows = new Float64Array(0);
  private scalars = new Float64Array(0);
  /** Per body (by its index in the world): vlambda then wlambda, 6 numbers. */
  private lambdas = new Float64Array(0);
  private ends = new Int32Array(0);
  /** Per equation, the impulse found so far. */
  private lambda = new Float64Array(0);

  override solve(dt: number, world: World): number {
    const equations = this.equations;
    const count = equations.length;
    const bodies = world.bodies;
    if (count === 0) return 0;
    for (const body of bodies) body.updateSolveMassProperties();
    this.reserve(count, bodies.length);
    const { rows, scalars, lambdas, ends, lambda } = this;
    lambda.fill(0, 0, count);
    // Per equation: B, 1/C, eps, minForce, maxForce, and each body's inverse mass.
    for (let j = 0; j < count; j++) {
      const c = equations[j]!;
      const s = j * 7;
      // A tray's world holds only contacts and their friction, whose B takes the step alone.
      scalars[s] = (c as ContactEquation | FrictionEquation).computeB(dt);
      scalars[s + 1] = 1.0 / c.computeC();
      scalars[s + 2] = c.eps;
      scalars[s + 3] = c.minForce;
      scalars[s + 4] = c.maxForce;
      scalars[s + 5] = c.bi.invMassSolve;
      scalars[s + 6] = c.bj.invMassSolve;
      ends[j * 2] = c.bi.index * 6;
      ends[j * 2 + 1] = c.bj.index * 6;
      const r = j * ROW;
      const ga = c.jacobianElementA;
      const gb = c.jacobianElementB;
      put(rows, r + SPATIAL_A, ga.spatial.x, ga.spatial.y, ga.spatial.z);
      put(rows, r + ROTATIONAL_A, ga.rotational.x, ga.rotational.y, ga.rotational.z);
      put(rows, r + SPATIAL_B, gb.spatial.x, gb.spatial.y, gb.spatial.z);
      put(rows, r + ROTATIONAL_B, gb.rotational.x, gb.rotational.y, gb.rotational.z);
      turn(c.bi, rows, r + ROTATIONAL_A, r + TURNED_A);
      turn(c.bj, rows, r + ROTATIONAL_B, r + TURNED_B);
    }
    lambdas.fill(0, 0, bodies.length * 6);

    const tolSquared = this.tolerance * this.tolerance;
    let iter = 0;
    for (; iter !== this.iterations; iter++) {
      let deltalambdaTot = 0.0;
      for (let j = 0; j < count; j++) {
        const r = j * ROW;
        const s = j * 7;
        const i = ends[j * 2]!;
        const k = ends[j * 2 + 1]!;
        // GA.multiplyVectors(vi, wi) + GB.multiplyVectors(vj, wj), each dot summed x, y, z.
        const gwA =
          lambdas[i]! * rows[r]! +
          lambdas[i + 1]! * rows[r + 1]! +
          lambdas[i + 2]! * rows[r + 2]! +
          (lambdas[i + 3]! * rows[r + 3]! +
            lambdas[i + 4]! * rows[r + 4]! +
            lambdas[i + 5]! * rows[r + 5]!);
        const gwB =
          lambdas[k]! * rows[r + 6]! +
          lambdas[k + 1]! * rows[r + 7]! +
          lambdas[k + 2]! * rows[r + 8]! +
          (lambdas[k + 3]! * rows[r + 9]! +
            lambdas[k + 4]! * rows[r + 10]! +
            lambdas[k + 5]! * rows[r + 11]!);
        const lambdaj = lambda[j]!;
        let deltalambda = scalars[s + 1]! * (scalars[s]! - (gwA + gwB) - scalars[s + 2]! * lambdaj);
        if (lambdaj + deltalambda < scalars[s + 3]!) deltalambda = scalars[s + 3]! - lambdaj;
        else if (lambdaj + deltalambda > scalars[s + 4]!) deltalambda = scalars[s + 4]! - lambdaj;
        lambda[j] = lambdaj + deltalambda;
        deltalambdaTot += deltalambda > 0.0 ? deltalambda : -deltalambda;
        // addToWlambda: both linear parts first, then both angular parts.
        const ma = scalars[s + 5]! * deltalambda;
        lambdas[i] = lambdas[i]! + ma * rows[r]!;
        lambdas[i + 1] = lambdas[i + 1]! + ma * rows[r + 1]!;
        lambdas[i + 2] = lambdas[i + 2]! + ma * rows[r + 2]!;
        const mb = scalars[s + 6]! * deltalambda;
        lambdas[k] = lambdas[k]! + mb * rows[r + 6]!;
        lambdas[k + 1] = lambdas[k + 1]! + mb * rows[r + 7]!;
        lambdas[k + 2] = lambdas[k + 2]! + mb * rows[r + 8]!;
        lambdas[i + 3] = lambdas[i + 3]! + deltalambda * rows[r + TURNED_A]!;
        lambdas[i + 4] = lambdas[i + 4]! + deltalambda * rows[r + TURNED_A + 1]!;
        lambdas[i + 5] = lambdas[i + 5]! + deltalambda * rows[r + TURNED_A + 2]!;
        lambdas[k + 3] = lambdas[k + 3]! + deltalambda * rows[r + TURNED_B]!;
        lambdas[k + 4] = lambdas[k + 4]! + deltalambda * rows[r + TURNED_B + 1]!;
        lambdas[k + 5] = lambdas[k + 5]! + deltalambda * rows[r + TURNED_B + 2]!;
      }
      if (deltalambdaTot * deltalambdaTot < tolSquared) break;
    }

    bodies.forEach((body, b) => {
      const o = b * 6;
      body.vlambda.set(lambdas[o]!, lambdas[o + 1]!, lambdas[o + 2]!);
      body.wlambda.set(lambdas[o + 3]!, lambdas[o + 4]!, lambdas[o + 5]!);
      body.vlambda.vmul(body.linearFactor, body.vlambda);
      body.velocity.vadd(body.vlambda, body.velocity);
      body.wlambda.vmul(body.angularFactor, body.wlambda);
      body.angularVelocity.vadd(body.wlambda, body.angularVelocity);
    });
    const invDt = 1 / dt;
    equations.forEach((c: Equation, j) => (c.multiplier = lambda[j]! * invDt));
    return iter;
  }

  /** Grows the flat arrays to hold `equations` and `bodies`. */
  private reserve(equations: number, bodies: number): void {
    if (this.ends.length < equations * 2) {
      const size = Math.max(equations, this.ends.length) * 2;
      this.rows = new Float64Array(size * ROW);
      this.scalars = new Float64Array(size * 7);
      this.ends = new Int32Array(size * 2);
      this.lambda = new Float64Array(size);
    }
    if (this.lambdas.length < bodies * 6) this.lambdas = new Float64Array(bodies * 6);
  }
}

function put(into: Float64Array, at: number, x: number, y: number, z: number): void {
  into[at] = x;
  into[at + 1] = y;
  into[at + 2] = z;
}

/** The body's inverse world inertia times the 3 numbers at `from`, as Mat3.vmult computes it. */
function turn(body: Body, rows: Float64Array, from: number, to: number): void {
  const e = body.invInertiaWorldSolve.elements;
  const x = rows[from]!;
  const y = rows[from + 1]!;
  const z = rows[from + 2]!;
  rows[to] = e[0]! * x + e[1]! * y + e[2]! * z;
  rows[to + 1] = e[3]! * x + e[4]! * y + e[5]! * z;
  rows[to + 2] = e[6]! * x + e[7]! * y + e[8]! * z;
}
