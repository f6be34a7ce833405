import { MathUtils, type Vector3 } from 'three';

/**
 * Moves `v` towards `goal` by the same share of the way per second however long the frame:
 * a slow software-rendered frame moves a piece further, never past its goal.
 */
export function dampVector(v: Vector3, goal: Vector3, lambda: number, delta: number): void {
  v.set(
    MathUtils.damp(v.x, goal.x, lambda, delta),
    MathUtils.damp(v.y, goal.y, lambda, delta),
    MathUtils.damp(v.z, goal.z, lambda, delta),
  );
}
