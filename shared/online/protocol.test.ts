import { describe, expect, it } from 'vitest';
import { splitInvite, tableCodeOf } from './protocol';

describe('what a person types to join or watch a table', () => {
  it('reads the table code alone or as the first part of an invite, in any case and spacing', () => {
    expect(tableCodeOf('ABCDE12345')).toBe('ABCDE12345');
    expect(tableCodeOf(' abcde12345 ')).toBe('ABCDE12345');
    expect(tableCodeOf('ABCDE12345-FGHJK67890')).toBe('ABCDE12345');
  });

  it('refuses anything that is not a code', () => {
    for (const typed of [
      '',
      'ABCDE1234',
      'ABCDE123456',
      'ABCDE12345-',
      'ABCDE-12345',
      'ÀBCDE12345',
    ])
      expect(tableCodeOf(typed)).toBeNull();
  });

  it('an invite is a code and a seat key', () => {
    expect(splitInvite('abcde12345-fghjk67890')).toEqual({ code: 'ABCDE12345', key: 'FGHJK67890' });
    expect(splitInvite('ABCDE12345')).toBeNull();
  });
});
