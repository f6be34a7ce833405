/**
 * Why a River Crossing move collects or frees pieces. Expected sentences are worked out by
 * hand from docs/rules/river-crossing.md, "Stacks and collecting" and "Releasing"; each
 * test also checks the engine moved the pieces the sentence names.
 */
import { describe, expect, it } from 'vitest';
import { game } from './index';
import { parseAction } from './notation';
import { moveReasons } from './reasons';
import { BLACK, COLLECTOR, RED, type CrossingState } from './state';
import { position } from './test-positions';

const reasons = (s: CrossingState, text: string, seat: number): string[] =>
  moveReasons(s, parseAction(text, seat));
const after = (s: CrossingState, text: string, seat: number): CrossingState =>
  game.apply(s, parseAction(text, seat));

describe('River Crossing: why pieces are collected', () => {
  it('a collector landing on a stack takes its top piece', () => {
    // e4 holds a red piece under a black one: the black piece is the top.
    const s = position(
      'Collector to move after Red',
      'home 11, far 0, collected 0',
      'home 11, far 0, collected 0',
      ['d3: C', 'e4: r b'],
    );
    expect(reasons(s, 'C d3-e4', COLLECTOR)).toEqual([
      'The collector from d3 landed on the stack on e4: a collector landing on a stack collects' +
        ' its top piece, so it takes a black piece and stands in its place.',
    ]);
    expect(after(s, 'C d3-e4', COLLECTOR).sides[BLACK].collected).toBe(1);
  });

  it('a piece stepping onto a collector is taken with everything riding on it', () => {
    // d4 holds red, black, red from the bottom: stepping the bottom red moves all three.
    const s = position(
      'Red to move',
      'home 10, far 0, collected 0',
      'home 11, far 0, collected 0',
      ['d4: r b r', 'e5: C'],
    );
    expect(reasons(s, 'd4-e5', RED)).toEqual([
      'Red’s piece stepped from d4 onto the collector on e5: a piece that lands on a collector is' +
        ' collected with everything riding on it at once, so the collector on e5 takes 2 red pieces and a black piece.',
    ]);
    const moved = after(s, 'd4-e5', RED);
    expect([moved.sides[RED].collected, moved.sides[BLACK].collected]).toEqual([2, 1]);
  });

  it('a piece entering onto a collector is taken', () => {
    const s = position(
      'Red to move',
      'home 12, far 0, collected 0',
      'home 12, far 0, collected 0',
      ['c1: C'],
    );
    expect(reasons(s, 'enter c1', RED)).toEqual([
      'Red’s piece entered onto the collector on c1: a piece that lands on a collector is' +
        ' collected at once, so the collector on c1 takes a red piece.',
    ]);
  });

  it('a collector riding a moved group takes the one piece beneath it, which may be the mover', () => {
    const riding = position(
      'Red to move',
      'home 10, far 0, collected 0',
      'home 12, far 0, collected 0',
      ['d4: r r C'],
    );
    expect(reasons(riding, 'd4-d5', RED)).toEqual([
      'The group that stepped from d4 to d5 carries a collector on top: a riding collector' +
        ' collects the one piece directly beneath it, so it takes a red piece.',
    ]);
    const alone = position(
      'Red to move',
      'home 11, far 0, collected 0',
      'home 12, far 0, collected 0',
      ['d4: r C'],
    );
    expect(reasons(alone, 'd4-d5', RED)).toEqual([
      'The group that stepped from d4 to d5 carries a collector on top: a riding collector' +
        ' collects the one piece directly beneath it, so it takes a red piece, the piece that moved.',
    ]);
  });

  it('says nothing for a step that collects and frees nothing', () => {
    const s = position(
      'Red to move',
      'home 11, far 0, collected 0',
      'home 12, far 0, collected 0',
      ['d4: r'],
    );
    expect(reasons(s, 'd4-d5', RED)).toEqual([]);
  });
});

describe('River Crossing: why a piece is freed', () => {
  it('a red step from row 7 into row 8 frees a collected red piece to Red’s home bank', () => {
    const s = position('Red to move', 'home 9, far 0, collected 2', 'home 12, far 0, collected 0', [
      'c7: r',
    ]);
    expect(reasons(s, 'c7-c8', RED)).toEqual([
      'Red’s piece stepped from row 7 (c7) into row 8 (c8) without being collected, so one of' +
        ' the 2 collected red pieces goes back to Red’s home bank to try again.',
    ]);
    const moved = after(s, 'c7-c8', RED);
    expect([moved.sides[RED].collected, moved.sides[RED].home]).toEqual([1, 10]);
  });

  it('Black’s row 7 is rank 2 and its row 8 is rank 1', () => {
    const s = position(
      'Black to move',
      'home 12, far 0, collected 0',
      'home 10, far 0, collected 1',
      ['d2: b'],
    );
    expect(reasons(s, 'd2-d1', BLACK)).toEqual([
      'Black’s piece stepped from row 7 (d2) into row 8 (d1) without being collected, so the one' +
        ' collected black piece goes back to Black’s home bank to try again.',
    ]);
  });

  it('collecting is settled first, so a piece taken by the same move can come straight back', () => {
    const s = position(
      'Red to move',
      'home 10, far 0, collected 0',
      'home 12, far 0, collected 0',
      ['c7: r r C'],
    );
    expect(reasons(s, 'c7-c8', RED)).toEqual([
      'The group that stepped from c7 to c8 carries a collector on top: a riding collector' +
        ' collects the one piece directly beneath it, so it takes a red piece.',
      'Red’s piece stepped from row 7 (c7) into row 8 (c8) without being collected, so the one' +
        ' collected red piece (collecting is settled first, so one just taken counts) goes back' +
        ' to Red’s home bank to try again.',
    ]);
    const moved = after(s, 'c7-c8', RED);
    expect([moved.sides[RED].collected, moved.sides[RED].home]).toEqual([0, 11]);
  });

  it('frees nothing when the mover itself is collected, or when no piece of its colour is', () => {
    const taken = position(
      'Red to move',
      'home 10, far 0, collected 1',
      'home 12, far 0, collected 0',
      ['c7: r', 'c8: C'],
    );
    expect(reasons(taken, 'c7-c8', RED)[1]).toBe(
      'Red’s piece was collected on its way into row 8, so it frees nothing.',
    );
    const none = position(
      'Red to move',
      'home 11, far 0, collected 0',
      'home 12, far 0, collected 0',
      ['c7: r'],
    );
    expect(reasons(none, 'c7-c8', RED)).toEqual([
      'Red’s piece stepped from row 7 into row 8, but no red piece is collected, so none is freed.',
    ]);
  });
});

describe('River Crossing: why a piece may exit', () => {
  it('a piece on its own row 8 with nothing riding on it steps off onto the far bank', () => {
    // Original rules: all 12 across to win. Black's row 8 is rank 1.
    const s = position(
      'Black to move',
      'home 12, far 0, collected 0',
      'home 8, far 3, collected 0',
      ['e1: b'],
    );
    expect(reasons(s, 'exit e1', BLACK)).toEqual([
      'Black’s piece on e1 stood on Black’s row 8 with nothing riding on it, so it steps off' +
        ' onto the far bank, where it is safe: 4 black pieces across, of 12 to win.',
    ]);
    expect(after(s, 'exit e1', BLACK).sides[BLACK].far).toBe(4);
  });
});
