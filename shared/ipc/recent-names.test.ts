import { describe, expect, it } from 'vitest';
import { rememberNames } from './settings';

describe('names typed for a game, offered at the next', () => {
  it('puts the newest game’s names first and keeps the earlier ones after them, once each', () => {
    expect(rememberNames(['Zoë', 'Basil'], ['Ada', 'zoë '])).toEqual(['Ada', 'zoë', 'Basil']);
  });

  it('keeps at most twelve', () => {
    const many = Array.from({ length: 15 }, (_, i) => `Player ${i + 1}`);
    expect(rememberNames([], many)).toHaveLength(12);
  });
});
