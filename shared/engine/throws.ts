import { illegal, type BaseAction, type Pending, type ThrowAction } from './contract';
import { DIE_SIDES, isFaceOf, type DieKind } from './dice-kinds';
import type { Random } from './random';

export function isThrow(action: BaseAction): action is ThrowAction {
  return action.type === 'throw';
}

/**
 * Checks a throw action against what the game is waiting for and returns its faces.
 * Every engine calls this, so a bad throw is refused the same way in every game.
 */
export function acceptThrow(pending: Pending, action: BaseAction): readonly number[] {
  if (pending.kind !== 'throw') {
    illegal('wrong-phase', 'No dice are waiting to be thrown now.');
  }
  if (!isThrow(action))
    illegal('wrong-phase', `The game is waiting for a throw of ${describeDice(pending.dice)}.`);
  if (action.seat !== pending.seat) {
    illegal(
      'not-your-turn',
      pending.seat === null
        ? 'The table throws these dice itself.'
        : `Seat ${pending.seat + 1} throws these dice.`,
    );
  }
  const { faces } = action;
  if (!Array.isArray(faces) || faces.length !== pending.dice.length) {
    illegal(
      'bad-throw',
      `Expected ${pending.dice.length} faces for ${describeDice(pending.dice)}, got ${Array.isArray(faces) ? faces.length : 'none'}.`,
    );
  }
  faces.forEach((face, i) => {
    const kind = pending.dice[i]!;
    if (!isFaceOf(kind, face)) illegal('bad-throw', `A ${kind} cannot show ${String(face)}.`);
  });
  return faces;
}

/** "4 × d6", "d4 + d6 + d8". */
export function describeDice(dice: readonly DieKind[]): string {
  if (dice.length > 1 && dice.every((d) => d === dice[0])) return `${dice.length} × ${dice[0]}`;
  return dice.join(' + ');
}

/** Fair faces from a seeded generator: quick play, tests and fuzzing. The table throws real dice instead. */
export function rollFaces(rng: Random, dice: readonly DieKind[]): number[] {
  return dice.map((kind) => 1 + rng.int(DIE_SIDES[kind]));
}
