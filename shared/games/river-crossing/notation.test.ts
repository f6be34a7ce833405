import { describe, expect, it } from 'vitest';
import { game } from './index';
import {
  NotationError,
  formatAction,
  formatPosition,
  parseAction,
  parsePosition,
} from './notation';
import { position } from './test-positions';

describe('move notation', () => {
  it('reads and writes every kind of move', () => {
    const cases = [
      ['enter c1', { type: 'enter', seat: 0, to: 'c1' }],
      ['d4-e5', { type: 'step', seat: 0, from: 'd4', height: 1, to: 'e5' }],
      ['d4^2-e5', { type: 'step', seat: 0, from: 'd4', height: 2, to: 'e5' }],
      ['exit a8', { type: 'exit', seat: 0, from: 'a8' }],
      ['reenter b8', { type: 'reenter', seat: 0, to: 'b8' }],
      ['pass', { type: 'pass', seat: 0 }],
    ] as const;
    for (const [text, action] of cases) {
      expect(parseAction(text, 0)).toEqual(action);
      expect(formatAction(action)).toBe(text);
    }
    expect(parseAction('C b3-c4', 2)).toEqual({ type: 'collector', seat: 2, from: 'b3', to: 'c4' });
    expect(formatAction({ type: 'collector', seat: 2, from: 'b3', to: 'c4' })).toBe('C b3-c4');
  });

  it('refuses malformed moves with a message that says what is wrong', () => {
    expect(() => parseAction('enter', 0)).toThrow(/needs a square/);
    expect(() => parseAction('enter i1', 0)).toThrow(/"i1" is not a square/);
    expect(() => parseAction('d4^0-e5', 0)).toThrow(/count from 1/);
    expect(() => parseAction('d4-e9', 0)).toThrow(/destination "e9"/);
    expect(() => parseAction('C b3c4', 2)).toThrow(/collector step like/);
    expect(() => parseAction('jump d4', 0)).toThrow(/Unknown move/);
    expect(() => parseAction('pass now', 0)).toThrow(NotationError);
    expect(() => parseAction('exit a8 b8', 0)).toThrow(/Too many words/);
  });

  it('writes every legal move of a real game so that it reads back the same', () => {
    let s = game.setup(game.configSchema.parse({ players: 3 }), 5);
    for (let i = 0; i < 60; i++) {
      const pending = game.next(s);
      if (pending.kind !== 'decision') break;
      const seat = pending.seats[0]!;
      const legal = game.legalActions(s, seat);
      for (const a of legal) expect(parseAction(formatAction(a), seat)).toEqual({ ...a });
      s = game.apply(s, legal[(i * 7) % legal.length]!);
    }
  });
});

describe('position notation', () => {
  it('writes stacks bottom to top and reads them back', () => {
    const s = position(
      'Black to move',
      'home 9, far 1, collected 0',
      'home 10, far 0, collected 1',
      ['d4: r r b C'],
    );
    const text = formatPosition(s);
    expect(text).toContain('d4: r r b C');
    expect(text.split('\n')[0]).toBe('Black to move');
    expect(parsePosition(text)).toEqual(s);
  });

  it('refuses positions that do not add up', () => {
    const good = formatPosition(
      game.setup(game.configSchema.parse({ players: 3, rules: 'original' }), 1),
    );
    expect(() => parsePosition(good.replace('Red to move', 'Green to move'))).toThrow(/who moves/);
    expect(() => parsePosition(good.replace('Red: home 12', 'Red: home 11'))).toThrow(
      /Red has 11 pieces/,
    );
    expect(() => parsePosition(`${good}\nd4: C r`)).toThrow(/not on top/);
    expect(() => parsePosition(`${good}\nd4 r`)).toThrow(/not a stack line/);
    expect(() => parsePosition(good.replace('b3: C\n', ''))).toThrow(/5 collectors/);
    expect(() => parsePosition(`${good}\nb3: r`)).toThrow(/listed twice/);
  });
});
