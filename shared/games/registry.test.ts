import { describe, expect, it } from 'vitest';
import { botContext } from '../engine/bot';
import { Random } from '../engine/random';
import { rollFaces } from '../engine/throws';
import { GAME_CATALOG } from './catalog';
import { factsOf } from './game-facts';
import { findEntry, registeredGames } from './registry';

describe('the game registry', () => {
  it('has an engine for every game in the library, under the same id and player range', () => {
    expect(
      registeredGames()
        .map((g) => g.id)
        .sort(),
    ).toEqual(GAME_CATALOG.map((g) => g.id).sort());
    for (const info of GAME_CATALOG) {
      const game = findEntry(info.id)!.game;
      expect(game.players).toEqual(info.players);
    }
  });

  it('gives every game computer players at least at easy, medium and hard', () => {
    for (const info of GAME_CATALOG)
      expect(Object.keys(findEntry(info.id)!.bots)).toEqual(
        expect.arrayContaining(['easy', 'medium', 'hard']),
      );
  });

  it('says in one line what each computer level does, and of no level the game lacks', () => {
    for (const info of GAME_CATALOG) {
      const facts = factsOf(info.id)!;
      expect(Object.keys(facts.botLevelNotes).sort()).toEqual([...facts.botLevels].sort());
      for (const note of Object.values(facts.botLevelNotes)) {
        expect(note).toMatch(/^[A-Z].*\.$/);
        expect(note).not.toContain('\n');
        expect(note.length).toBeLessThanOrEqual(110);
      }
    }
  });

  it.each(GAME_CATALOG.map((g) => g.id))(
    '%s: the easy computer player answers its first decision with a legal action from its view',
    (id) => {
      const { game, bots } = findEntry(id)!;
      const rng = Random.fromSeed(`registry:${id}`);
      let state = game.setup(game.configSchema.parse({ players: game.players.max }), 7);
      for (let step = 0; step < 500; step++) {
        const pending = game.next(state);
        if (pending.kind === 'throw') {
          state = game.apply(state, {
            type: 'throw',
            seat: pending.seat,
            faces: rollFaces(rng, pending.dice),
          });
          continue;
        }
        expect(pending.kind).toBe('decision');
        if (pending.kind !== 'decision') return;
        const seat = pending.seats[0]!;
        const legal = game.legalActions(state, seat);
        const choice = bots.easy!().choose(game.view(state, seat), legal, botContext(rng, 200));
        expect(legal).toContainEqual(choice);
        return;
      }
    },
  );
});
