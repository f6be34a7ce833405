/** The hand's path while it holds the dice, and the throw it gives when it lets go. */

export interface HandSample {
  readonly x: number;
  readonly z: number;
  readonly t: number;
}

/** The hand's velocity (x, z per second) over the last moments before release. */
export function releaseVelocity(
  samples: readonly HandSample[],
  windowMs: number,
): [number, number] {
  const last = samples.at(-1);
  if (!last) return [0, 0];
  const first = samples.find((s) => last.t - s.t <= windowMs) ?? last;
  const seconds = (last.t - first.t) / 1000;
  if (seconds <= 0) return [0, 0];
  return [(last.x - first.x) / seconds, (last.z - first.z) / seconds];
}
