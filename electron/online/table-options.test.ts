/**
 * An online table plays the game its host set up: the options of the game's own New game
 * form, and what the game decides at the table before the first move (who starts, by a
 * flipped piece), decided by the server from the match's own seed.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { flipPiece } from '../../shared/dice/piece-flip';
import { TABLE_ROOM } from '../../shared/online/protocol';
import { TableClient } from './test-support/table-client';
import { hostOptions, people } from './test-support/tables';
import { startTestTables, type TestTables } from './test-support/test-server';

let t: TestTables;
beforeAll(async () => {
  t = await startTestTables();
});
afterEach(() => t.colyseus.cleanup());
afterAll(() => t.tables.close());

async function openWith(gameId: string, config: Record<string, string | number | boolean>) {
  const room = await t.colyseus.sdk.create(
    TABLE_ROOM,
    hostOptions({ gameId, seats: people(2), config }),
  );
  const { code } = await new TableClient(room).next('invites');
  return (await t.tables.host.store.load(code))!.record.config;
}

describe('the options an online table is opened with', () => {
  it('are the game’s own: River for three rounds with fuller purses', async () => {
    expect(await openWith('river-dice', { rounds: 3, purse: 200 })).toMatchObject({
      rounds: 3,
      purse: 200,
    });
  });

  it('let Stones & Rivers by the rulebook flip a piece for who starts, which no client chooses', async () => {
    const config = await openWith('stones-and-rivers', {
      board: '14x15',
      preset: 'rulebook',
      firstPlayer: 'square',
      firstFlip: 'chosen by the client',
    });
    expect(config.board).toBe('14x15');
    expect(config.firstFlip).not.toBe('chosen by the client');
    const face = flipPiece(String(config.firstFlip)).face;
    expect(config.firstPlayer).toBe(face === 'stone' ? 'circle' : 'square');
  });
});
