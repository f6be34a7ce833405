/**
 * Nothing sent to the audience may tell a viewer a hidden die or card before the game
 * shows it, and the commentator feed may tell nothing before its delay. Hundreds of
 * seeded games of River and River Rats, played by the computer players.
 */
import { describe, expect, it } from 'vitest';
import { botContext, type Bot } from '../engine/bot';
import type { AnyGame, BaseAction, DieKind, Seat } from '../engine/contract';
import { Random } from '../engine/random';
import { stableStringify } from '../engine/stable-json';
import { rollFaces } from '../engine/throws';
import * as riverDice from '../games/river-dice';
import * as riverRats from '../games/river-rats';
import { emptyDelayQueue, enqueue, release, type DelayQueue } from './delay-queue';
import { follow } from './follow';
import type { AudienceFrame, CommentatorFrame } from './frames';
import { framesAsPlayed, madeUpThrow, playMatch, type Played } from './test-support';

type Chooser = (state: unknown, seat: Seat, legal: readonly BaseAction[]) => BaseAction;

/**
 * Each seat a computer player, deciding from its own view only: the game's easy player or
 * random legal play (which bids and plays more wildly). The stronger players think for
 * tens of milliseconds a move, too slow for hundreds of games here.
 */
function computerPlayers(
  game: AnyGame,
  bots: Readonly<Record<string, () => Bot<unknown, BaseAction>>>,
  players: number,
  rng: Random,
): Chooser {
  const seats = Array.from({ length: players }, () => (rng.int(2) === 0 ? bots.easy!() : null));
  const context = botContext(rng, 50, () => 0);
  return (state, seat, legal) =>
    seats[seat]?.choose(game.view(state, seat), legal, context) ?? rng.pick(legal);
}

const text = (frames: readonly unknown[]): string[] => frames.map((f) => stableStringify(f));

describe('River: the audience feed leaks no hole die and no hand before the showdown', () => {
  const game = riverDice.game as AnyGame;
  const HAND_DICE: readonly DieKind[] = ['d4', 'd6', 'd8', 'd10', 'd12'];

  /**
   * The same match with every secret of round `round` drawn again: new hole faces (and
   * new physics) and a new choice of banker dice kept, up to the action that brings the
   * showdown (left out: it shows everything).
   */
  function redrawRound(played: Played, start: number, end: number, rng: Random): Played {
    const actions = played.record.actions.slice(0, end).map((action, i) => {
      if (i < start) return action;
      const before = played.states[i] as riverDice.RiverState;
      if (action.type === 'throw' && before.phase === 'hole') {
        return { ...action, faces: rollFaces(rng, HAND_DICE) } as BaseAction;
      }
      if (action.type === 'keep') {
        const bought = riverDice.boughtBy(before, action.seat!);
        return { ...action, banker: bought.filter(() => rng.int(2) === 0) } as BaseAction;
      }
      return action;
    });
    const throws = { ...played.throws };
    actions.forEach((action, i) => {
      if (
        i >= start &&
        action.type === 'throw' &&
        (played.states[i] as riverDice.RiverState).phase === 'hole'
      )
        throws[String(i)] = madeUpThrow(
          HAND_DICE,
          (action as unknown as { faces: number[] }).faces,
          `redrawn ${i}`,
        );
    });
    return { record: { ...played.record, actions }, throws, states: [] };
  }

  it('sends the same frames whatever the hidden dice and hands were, over 200 games', () => {
    const rng = Random.fromSeed('feed leaks: river');
    let compared = 0;
    let revealedThrows = 0;
    for (let g = 0; g < 200; g++) {
      const players = 2 + (g % 5);
      const config = {
        players,
        purse: 20 + rng.int(40),
        ante: 1 + rng.int(5),
        rounds: 1 + rng.int(3),
      };
      const choose = computerPlayers(game, riverDice.bots as never, players, rng);
      const played = playMatch(game, config, `river ${g}`, rng, choose);
      const real = text(framesAsPlayed(game, played, false).audience);
      const states = played.states as riverDice.RiverState[];
      for (let start = 0; start < played.record.actions.length;) {
        const round = states[start]!.round;
        // The action whose after-state is the next round brought the showdown.
        let end = start;
        while (states[end + 1]!.round === round) end++;
        const other = redrawRound(played, start, end, rng);
        const redrawn = text(framesAsPlayed(game, other, false).audience);
        // Frame k follows k actions: every frame of the round before its showdown.
        for (let k = start + 1; k <= end; k++) {
          expect(redrawn[k], `game ${g}, round ${round}, frame after ${k} actions`).toBe(real[k]);
          compared++;
        }
        const snapshot = (p: Played): string =>
          stableStringify(
            follow(game, null, { ...p.record, actions: p.record.actions.slice(0, end) }, p.throws)
              .audience,
          );
        expect(snapshot(other), `game ${g}, round ${round}, a page joining late`).toBe(
          snapshot(played),
        );
        // The hole throws' physics travel first in the showdown frame, and never before.
        for (let i = start; i <= end; i++) {
          if (states[i]!.phase !== 'hole') continue;
          const marker = `river ${g}/throw ${i}`;
          expect(real.slice(0, end + 1).some((f) => f.includes(marker))).toBe(false);
          expect(real[end + 1]).toContain(marker);
          revealedThrows++;
        }
        start = end + 1;
      }
    }
    expect(compared).toBeGreaterThan(5_000);
    expect(revealedThrows).toBeGreaterThan(1_000);
  });

  it('would notice a feed that sent a hole die: drawing the round again changes a seat’s view', () => {
    const rng = Random.fromSeed('feed leaks: river check');
    const played = playMatch(
      game,
      { players: 3, rounds: 1 },
      'check',
      rng,
      computerPlayers(game, riverDice.bots as never, 3, rng),
    );
    const states = played.states as riverDice.RiverState[];
    const end = states.findIndex((s) => s.phase === 'banker');
    const other = redrawRound(played, 0, end, rng);
    const seatView = (p: Played): string =>
      stableStringify(
        game.view(
          p.record.actions
            .slice(0, end)
            .reduce((s, a) => game.apply(s, a), game.setup(p.record.config, p.record.seed)),
          0,
        ),
      );
    expect(seatView(other)).not.toBe(seatView(played));
  });
});

describe('River Rats: the audience feed names no hidden card', () => {
  const game = riverRats.game as AnyGame;
  const CARD = /\b(10|[2-9JQKA])([HSCD♥♠♣♦])(?![A-Za-z0-9])/g;
  const SUIT: Readonly<Record<string, string>> = { '♥': 'H', '♠': 'S', '♣': 'C', '♦': 'D' };
  /** Every card a text names, as a code ("10♥" and "10H" are both 10H). */
  const cardsIn = (value: unknown): Set<string> =>
    new Set([...stableStringify(value).matchAll(CARD)].map((m) => `${m[1]}${SUIT[m[2]!] ?? m[2]}`));

  it('names only cards the public view shows, showed just before, or a ♠ discard shows, over 300 games', () => {
    const rng = Random.fromSeed('feed leaks: rats');
    const modes = ['normal', 'advanced', 'expert'] as const;
    const leaks: string[] = [];
    let named = 0;
    for (let g = 0; g < 300; g++) {
      const players = 1 + (g % 4);
      const config = { players, mode: modes[g % 3], firstGame: g % 7 === 0 };
      const choose = computerPlayers(game, riverRats.bots as never, players, rng);
      const played = playMatch(game, config, `rats ${g}`, rng, choose);
      const frames = framesAsPlayed(game, played, false).audience;
      frames.forEach((frame, k) => {
        const after = played.states[k]!;
        expect(frame.view, `game ${g}, frame ${k}`).toEqual(game.view(after, 'public'));
        if (k === 0) return;
        const action = played.record.actions[k - 1]!;
        const seen = new Set([
          ...cardsIn(game.view(played.states[k - 1], 'public')),
          ...cardsIn(frame.view),
          // The rules' ♠ discards face up: the log may name what it discards.
          ...(action.type === 'spade' ? (action as unknown as { cards: string[] }).cards : []),
        ]);
        for (const card of cardsIn({ ...frame, view: null })) {
          named++;
          if (!seen.has(card))
            leaks.push(`game ${g}, after action ${k}: ${card} in ${JSON.stringify(frame.log)}`);
        }
      });
    }
    expect(leaks.slice(0, 5)).toEqual([]);
    expect(named).toBeGreaterThan(10_000);
  });

  it('would notice a card from a hand in a frame', () => {
    const s = game.setup({ players: 2 }, 'x') as riverRats.RatsState;
    const card = s.hands[1]![0]!;
    const seen = cardsIn(game.view(s, 'public'));
    expect(seen.has(card)).toBe(false);
    expect(cardsIn({ log: [`Seat 2 plays ${riverRats.cardName(card)}`] }).has(card)).toBe(true);
  });
});

describe('the commentator feed says nothing before its delay', () => {
  it('releases at any moment only frames of actions at least the delay old, over 20 games of each', () => {
    const rng = Random.fromSeed('feed leaks: commentator');
    const delay = 120_000;
    let released = 0;
    for (let g = 0; g < 40; g++) {
      const river = g % 2 === 0;
      const game = (river ? riverDice.game : riverRats.game) as AnyGame;
      const players = 2 + (g % 3);
      const bots = (river ? riverDice.bots : riverRats.bots) as never;
      const played = playMatch(
        game,
        { players },
        `commentated ${g}`,
        rng,
        computerPlayers(game, bots, players, rng),
      );
      const frames: CommentatorFrame[] = framesAsPlayed(game, played).commentator;
      // Frame k follows k actions; each action comes 0–40 seconds after the last.
      const times: number[] = [];
      let clock = 0;
      let queue: DelayQueue<CommentatorFrame> = emptyDelayQueue(delay);
      let next = 0;
      for (let now = 0; next < frames.length || queue.waiting.length > 0; now += rng.int(15_000)) {
        while (next < frames.length && clock <= now) {
          queue = enqueue(queue, clock, frames[next]!);
          times.push(clock);
          next++;
          clock += rng.int(40_000);
        }
        const out = release(queue, now);
        queue = out.queue;
        for (const frame of out.due) {
          expect(
            times[frame.actions]! + delay,
            `game ${g}: frame after ${frame.actions} actions`,
          ).toBeLessThanOrEqual(now);
          released++;
        }
      }
    }
    expect(released).toBeGreaterThan(1_000);
  });
});

export type { AudienceFrame };
