import { describe, expect, it } from 'vitest';
import { replayTutorial } from '../../engine/testkit/tutorial';
import { isGestureStep, type ActionStep } from '../../engine/tutorial';
import { game, type StakesAction, type StakesState } from './index';
import { bustChance, bustingThrows } from './odds';
import { riverStakesTutorial as lesson } from './tutorial';

const TEACHES = ['pair dice', 'press on', 'stop', 'bust'];

const steps = lesson.steps as readonly ActionStep<StakesAction>[];

/** The game just before step `index` is played. */
function before(index: number): StakesState {
  let state = game.setup(
    game.configSchema.parse({ ...lesson.config, players: lesson.seats.length }),
    lesson.seed,
  ) as StakesState;
  for (const step of steps.slice(0, index)) state = game.apply(state, step.action) as StakesState;
  return state;
}

/** The index of the step that `teaches` this, the nth time (from 0). */
function stepTeaching(kind: string, nth = 0): number {
  const found = steps.flatMap((s, i) => (s.teaches === kind ? [i] : []));
  return found[nth]!;
}

/** Positions of one seat's team members, per path, leaving out paths it has none on. */
function membersOf(state: StakesState, seat: number): Record<number, number> {
  return Object.fromEntries(
    state.members[seat]!.flatMap((position, path) => (position > 0 ? [[path, position]] : [])),
  );
}

/** All 1296 throws of four dice, listed by hand. */
function allFourDice(): number[][] {
  return Array.from({ length: 1296 }, (_, n) =>
    [n % 6, Math.floor(n / 6) % 6, Math.floor(n / 36) % 6, Math.floor(n / 216)].map((d) => d + 1),
  );
}

/** Throws of four dice in which some two dice sum to one of `sums`. */
function throwsMaking(sums: readonly number[]): number {
  return allFourDice().filter((dice) =>
    dice.some((a, i) => dice.some((b, j) => j > i && sums.includes(a + b))),
  ).length;
}

/** Throws of four dice in which every two dice sum to one of `sums`, counted by hand over all 1296. */
function throwsMakingOnly(sums: readonly number[]): number {
  return allFourDice().filter((dice) =>
    dice.every((a, i) => dice.every((b, j) => j <= i || sums.includes(a + b))),
  ).length;
}

describe('Learn River Stakes', () => {
  it('plays through the engine and teaches pairing, pressing on, stopping and busting', () => {
    replayTutorial(game, lesson, TEACHES);
    expect(steps.some((s) => isGestureStep(s))).toBe(false);
  });

  it('is two players, Ada learning against Basil, with 10 to 25 steps of hers', () => {
    expect(lesson.seats.map((s) => s.name)).toEqual(['Ada', 'Basil']);
    const hers = steps.filter((s) => s.action.seat === lesson.learner);
    expect(hers.length).toBeGreaterThanOrEqual(10);
    expect(hers.length).toBeLessThanOrEqual(25);
  });

  it('lets Ada start: her 11 beats Basil’s 5', () => {
    const started = before(2);
    expect(started.phase).toBe('throw');
    expect(started.current).toBe(0);
  });

  it('climbs path 7 by two steps when both pairs make 7', () => {
    const after = before(stepTeaching('pair dice') + 1);
    expect(after.leaders).toEqual([{ path: 7, position: 2 }]);
  });

  it('presses on safely where the words say the throw cannot bust, then once at real risk', () => {
    const presses = steps.flatMap((s, i) => (s.teaches === 'press on' ? [i] : []));
    const safe = presses.filter((i) => steps[i]!.say!.includes('cannot bust'));
    expect(safe.length).toBeGreaterThanOrEqual(3);
    for (const index of safe) expect(bustChance(before(index)), `step ${index}`).toBe(0);
    // Once path 12 is secured, a throw whose every pair makes 12 (four sixes, nothing else) busts.
    const afterSecuring = presses.find((i) => steps[i]!.say!.includes('only four sixes'))!;
    expect(bustingThrows(before(afterSecuring))).toBe(throwsMakingOnly([12]));
    expect(throwsMakingOnly([12])).toBe(1);
    // The last press: leaders on 2, 3 and 4, and a throw busts unless two of its dice make one of them.
    const state = before(presses[presses.length - 1]!);
    expect(state.leaders.map((l) => l.path).sort((a, b) => a - b)).toEqual([2, 3, 4]);
    const busting = 1296 - throwsMaking([2, 3, 4]);
    expect(busting).toBe(620); // "nearly half"
    expect(bustChance(state)).toBeCloseTo(busting / 1296, 12);
  });

  it('stops with leaders on 6, 7 and 8, where 104 of 1296 throws would bust, and keeps the climb', () => {
    const index = stepTeaching('stop');
    const state = before(index);
    expect(state.leaders.map((l) => l.path).sort((a, b) => a - b)).toEqual([6, 7, 8]);
    // The rules: with leaders on 6, 7 and 8 a throw avoids busting in 1192 of 1296.
    expect(bustChance(state)).toBeCloseTo((1296 - 1192) / 1296, 12);
    const stopped = before(index + 1);
    expect(membersOf(stopped, 0)).toEqual({ 6: 2, 7: 3, 8: 1 });
    expect(stopped.leaders).toEqual([]);
    expect(stopped.current).toBe(1);
  });

  it('shows Basil’s leader hopping over Ada’s team member on path 6', () => {
    const basilStopped = steps.findIndex(
      (s, i) => i > 0 && s.action.type === 'stop' && s.action.seat === 1,
    );
    // Two steps from the near bank: stone 1, then stone 2 is Ada's, so stone 3.
    expect(membersOf(before(basilStopped + 1), 1)).toEqual({ 6: 3 });
  });

  it('secures path 12 for Ada, and keeps it through the bust', () => {
    const secures = steps.findIndex(
      (s) => s.action.type === 'choose' && s.action.sums.includes(12) && s.action.sums.includes(3),
    );
    expect(before(secures).secured[12]).toBeNull();
    expect(before(secures + 1).secured[12]).toBe(0);
    // Path 12 has three stones: Ada's member stands on its stepping stone.
    expect(before(secures + 1).members[0]![12]).toBe(3);
    expect(before(steps.length).secured[12]).toBe(0);
  });

  it('busts Ada’s climb on 2, 3 and 4 and hands the turn to Basil', () => {
    const index = stepTeaching('bust');
    const step = steps[index]!;
    expect(step.action.seat).toBe(0);
    expect(step.action.type).toBe('throw');
    const faces = (step.action as Extract<StakesAction, { type: 'throw' }>).faces;
    // The three pairings make only 10, 11 and 12 (as Basil's step says), none of 2, 3 or 4.
    const sums = new Set([
      faces[0]! + faces[1]!,
      faces[2]! + faces[3]!,
      faces[0]! + faces[2]!,
      faces[1]! + faces[3]!,
      faces[0]! + faces[3]!,
      faces[1]! + faces[2]!,
    ]);
    expect([...sums].sort((a, b) => a - b)).toEqual([10, 11, 12]);
    const busted = before(index + 1);
    expect(busted.story.busts).toEqual([1, 0]);
    expect(busted.leaders).toEqual([]);
    expect(busted.current).toBe(1);
    // The climb on 2, 3 and 4 is gone; what Ada stopped on and secured stays.
    expect(membersOf(busted, 0)).toEqual({ 6: 2, 7: 3, 8: 1, 12: 3 });
  });

  it('asks for no key on a throw that C Continue and throw has already thrown', () => {
    // The table throws at once after "continue" (C Continue and throw): a Space pressed as
    // told would land on the next step's ringed pairing before its words were read.
    const afterPressingOn = steps.flatMap((s, i) =>
      i > 0 && steps[i - 1]!.action.type === 'continue' ? [i] : [],
    );
    expect(afterPressingOn.length).toBeGreaterThanOrEqual(4);
    for (const index of afterPressingOn) {
      const step = steps[index]!;
      expect(step.action.type, `step ${index}`).toBe('throw');
      expect(step.byStepBefore, `step ${index}`).toBe(true);
      expect(step.key, `step ${index}`).toBeUndefined();
      expect(step.control, `step ${index}`).toBeUndefined();
      expect(step.say ?? '', `step ${index}`).not.toMatch(/space/i);
    }
  });
});
