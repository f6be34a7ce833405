/**
 * River Rats save files made the way the app makes them: a solo game played by the medium
 * computer player's choices (never its Joker) until Ada holds an earned Joker at the start
 * of her turn with one card missing from the collective hand.
 */
import { botContext } from '../../shared/engine/bot';
import { newMatchRecord, type MatchRecord } from '../../shared/engine/record';
import { Random } from '../../shared/engine/random';
import { bots, game, type RatsAction, type RatsState } from '../../shared/games/river-rats';
import { facts } from '../../shared/games/river-rats/facts';
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, type SaveFile } from '../../shared/saves/format';

function jokerCompletes(s: RatsState): boolean {
  return (
    s.phase === 'turn' &&
    s.round.collective.length === s.collectiveSize - 1 &&
    game.legalActions(s, 0).some((a) => a.type === 'joker')
  );
}

/** The first seed `joker:<n>` whose game reaches such a turn, saved there. */
export function ratsJokerSave(now: Date): { save: SaveFile; state: RatsState } {
  const medium = bots.medium!();
  for (let n = 0; n < 200; n++) {
    const seed = `joker:${n}`;
    let record: MatchRecord = newMatchRecord(game, { players: 1 }, seed, [
      { name: 'Ada', kind: 'human', colour: '#c0392b' },
    ]);
    let state = game.setup(game.configSchema.parse({ players: 1 }), seed);
    const rng = Random.fromSeed(seed);
    for (let step = 0; step < 3000 && state.phase !== 'over'; step++) {
      if (jokerCompletes(state)) {
        const save: SaveFile = {
          format: SAVE_FORMAT,
          formatVersion: SAVE_FORMAT_VERSION,
          name: 'Autosave',
          savedAt: now.toISOString(),
          record,
          throws: {},
          snapshot: {
            actionCount: record.actions.length,
            turnLabel: facts.turnLabel(state),
            state,
          },
        };
        return { save, state };
      }
      const all = game.legalActions(state, 0);
      const legal = all.filter((a) => a.type !== 'joker');
      const action: RatsAction =
        legal.length > 0 ? medium.choose(game.view(state, 0), legal, botContext(rng, 20)) : all[0]!;
      state = game.apply(state, action);
      record = { ...record, actions: [...record.actions, action] };
    }
  }
  throw new Error('no solo game of 200 reached a turn where a Joker completes the hand');
}
