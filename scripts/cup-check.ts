/**
 * `npm run check:cup [-- --throws N]`: throws dice under the cup as the app does, seeded, and
 * checks that every die comes to rest wholly inside the cup (every corner, not only its
 * centre). Half the throws are River's five hole dice thrown with the button, half are
 * free-tray handfuls thrown by hand from anywhere over the tray, fast or slow.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { CUP_TRAY, diceOutsideCup, throwDice, type ThrowRequest } from '../shared/dice';
import { DIE_KINDS, type DieKind } from '../shared/engine/dice-kinds';
import { Random } from '../shared/engine/random';

/** River's hole dice: the one hidden throw a game makes. */
const HOLE_DICE: readonly DieKind[] = ['d4', 'd6', 'd8', 'd10', 'd12'];
/** The free tray the hand moves over (renderer/app), and how far inside its walls the hand stays. */
const FREE_TRAY = { width: 9, depth: 5.5 };
const HAND_INSET = 0.8;
const HAND_HEIGHT = 2.4;
/** Hand-thrown handfuls go up to this many dice: more take seconds each under the cup. */
const MOST_HAND_DICE = 6;

/** The `n`th throw of the check: what the app would ask the physics worker for. */
export function cupThrow(n: number, seed: string): ThrowRequest {
  const rng = Random.fromSeed(`${seed}:${n}`);
  if (n % 2 === 0) return { dice: HOLE_DICE, seed: `${seed}:${n}`, tray: CUP_TRAY };
  const count = 1 + Math.floor(rng.float() * MOST_HAND_DICE);
  const dice = Array.from({ length: count }, () => rng.pick(DIE_KINDS));
  const reach = (size: number): number => (rng.float() - 0.5) * (size - 2 * HAND_INSET);
  const speed = (): number => (rng.float() - 0.5) * 60;
  return {
    dice,
    seed: `${seed}:${n}`,
    tray: CUP_TRAY,
    gesture: {
      position: [reach(FREE_TRAY.width), HAND_HEIGHT, reach(FREE_TRAY.depth)],
      velocity: [speed(), 1.5, speed()],
    },
  };
}

export interface CupCheck {
  readonly throws: number;
  readonly dice: number;
  /** Each throw that left a die outside the cup: its request and the dice outside. */
  readonly failures: readonly { readonly request: ThrowRequest; readonly outside: number[] }[];
}

export function checkCup(throws: number, seed: string): CupCheck {
  let dice = 0;
  const failures: CupCheck['failures'][number][] = [];
  for (let n = 0; n < throws; n++) {
    const request = cupThrow(n, seed);
    const outside = diceOutsideCup(throwDice(request));
    dice += request.dice.length;
    if (outside.length > 0) failures.push({ request, outside });
  }
  return { throws, dice, failures };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      throws: { type: 'string', default: '500' },
      seed: { type: 'string', default: 'cup' },
    },
  });
  const throws = Number(values.throws);
  if (!Number.isInteger(throws) || throws < 1)
    throw new Error(`--throws takes a whole number, not "${values.throws}"`);
  const started = performance.now();
  const result = checkCup(throws, values.seed);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const failure of result.failures)
    console.error(
      `outside the cup: dice ${failure.outside.join(', ')} of ${JSON.stringify(failure.request)}`,
    );
  console.log(
    `${result.throws} throws under the cup, ${result.dice} dice, ${result.failures.length} with a die outside the cup (${seconds} s)`,
  );
  if (result.failures.length > 0) process.exitCode = 1;
}
