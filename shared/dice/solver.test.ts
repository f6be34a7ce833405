import { GSSolver, type Body } from 'cannon-es';
import { describe, expect, it } from 'vitest';
import type { DieKind } from '../engine/dice-kinds';
import { Random } from '../engine/random';
import { createDiceWorld, DEFAULT_TRAY } from './bodies';
import { DiceSolver } from './solver';

const PILE: readonly DieKind[] = ['d4', 'd6', 'd8', 'd10', 'd12', 'd20', 'd6', 'd20'];

/** Every number that says where a die is and how it moves. */
const state = (dice: readonly Body[]): number[] =>
  dice.flatMap((d) => [
    ...d.position.toArray(),
    ...d.quaternion.toArray(),
    ...d.velocity.toArray(),
    ...d.angularVelocity.toArray(),
  ]);

/** Dice dropped in a heap onto the middle of the tray, so they land on each other. */
function heap(seed: string): ReturnType<typeof createDiceWorld> {
  const world = createDiceWorld(PILE, DEFAULT_TRAY);
  const rng = Random.fromSeed(seed);
  world.dice.forEach((die, i) => {
    die.position.set((rng.float() - 0.5) * 1.5, 1 + i * 0.9, (rng.float() - 0.5) * 1.5);
    die.quaternion.set(rng.float() - 0.5, rng.float() - 0.5, rng.float() - 0.5, rng.float());
    die.quaternion.normalize();
    die.angularVelocity.set(rng.float() * 9, rng.float() * 9, rng.float() * 9);
  });
  return world;
}

describe('the dice solver', () => {
  it('moves a heap of dice bit for bit as cannon-es’s own solver does', () => {
    const ours = heap('solver');
    const theirs = heap('solver');
    expect(ours.world.solver).toBeInstanceOf(DiceSolver);
    const reference = new GSSolver();
    reference.iterations = (ours.world.solver as GSSolver).iterations;
    theirs.world.solver = reference;
    let mostContacts = 0;
    let dieOnDie = 0;
    for (let step = 1; step <= 360; step++) {
      ours.step();
      theirs.step();
      mostContacts = Math.max(mostContacts, ours.world.contacts.length);
      dieOnDie += ours.world.contacts.filter((c) => c.bi.mass > 0 && c.bj.mass > 0).length;
      if (step % 40 === 0)
        expect(state(ours.dice), `after step ${step}`).toEqual(state(theirs.dice));
    }
    // The dice did land on each other: the solver had a crowd of contacts to work on.
    expect(ours.dice.every((d) => d.position.y < 2)).toBe(true);
    expect(mostContacts).toBeGreaterThan(2 * PILE.length);
    expect(dieOnDie).toBeGreaterThan(100);
  });
});
