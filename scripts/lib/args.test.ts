import { describe, expect, it } from 'vitest';
import { intOption, parseArgs, UsageError } from './args';

const arena = { values: ['games', 'seats'], flags: ['race'] };

describe('script options', () => {
  it('reads --name value, --name=value and bare flags', () => {
    expect(parseArgs(['--games', '40', '--seats=hard,easy', '--race'], arena).options).toEqual({
      games: '40',
      seats: 'hard,easy',
      race: 'true',
    });
  });

  it('refuses an option the tool does not take, naming the ones it does', () => {
    expect(() => parseArgs(['--gmaes', '40'], arena)).toThrow(UsageError);
    expect(() => parseArgs(['--gmaes', '40'], arena)).toThrow(
      /'--gmaes'[\s\S]*options: --games, --seats, --race/,
    );
  });

  it('refuses a value option given no value, and stray words unless the tool takes names', () => {
    expect(() => parseArgs(['--games'], arena)).toThrow(UsageError);
    expect(() => parseArgs(['fast'], arena)).toThrow(UsageError);
    expect(parseArgs(['dice', 'engines'], { values: [], positional: true }).positional).toEqual([
      'dice',
      'engines',
    ]);
  });

  it('reads whole numbers, refusing anything else', () => {
    expect(intOption(parseArgs(['--games', '7'], arena), 'games', 1000)).toBe(7);
    expect(intOption(parseArgs([], arena), 'games', 1000)).toBe(1000);
    expect(() => intOption(parseArgs(['--games=2.5'], arena), 'games', 1000)).toThrow(
      '--games takes a whole number, not "2.5"',
    );
  });
});
