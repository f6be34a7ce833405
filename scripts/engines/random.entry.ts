/** The first draws of the seeded generator for the seed given as input, as JSON. */
import { Random } from '../../shared/engine/random';

export default function firstDraws(seed: string): string {
  const random = Random.fromSeed(seed);
  return JSON.stringify({
    uint32: Array.from({ length: 4 }, () => random.uint32()),
    float: Array.from({ length: 4 }, () => random.float()),
  });
}
