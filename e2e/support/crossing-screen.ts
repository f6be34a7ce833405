/** Reading a River Crossing game from its autosave, and Red's choices, for the specs. */
import { autosavedGame } from './autosaved';
import { createSaveStore } from '../../electron/main/save-store';
import { botContext } from '../../shared/engine/bot';
import { Random } from '../../shared/engine/random';
import { newMatchRecord, type SeatInfo } from '../../shared/engine/record';
import {
  bots,
  game,
  parseSquare,
  rowOf,
  seatToMove,
  type CrossingAction,
  type CrossingState,
} from '../../shared/games/river-crossing';
import { facts } from '../../shared/games/river-crossing/facts';
import { findGame } from '../../shared/games/registry';
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, type SaveFile } from '../../shared/saves/format';

export const autosavedCrossing = (savesDir: string) =>
  autosavedGame<CrossingState>(savesDir, 'river-crossing');

/**
 * How much Red, played by the spec, likes a move: a release first, then crossing, then
 * going forward (onto another piece if it can: a stack), never onto a collector.
 */
function liking(s: CrossingState, a: CrossingAction): number {
  const at = (name: string) => parseSquare(name)!;
  switch (a.type) {
    case 'enter':
      return s.board[at(a.to)]!.endsWith('C') ? -100 : 8;
    case 'exit':
      return 50;
    case 'reenter':
      return -50;
    case 'pass':
      return -10;
    case 'collector':
      return 0;
    case 'step': {
      const target = s.board[at(a.to)]!;
      if (target.endsWith('C')) return -100;
      const from = rowOf(0, at(a.from));
      const to = rowOf(0, at(a.to));
      const release = from === 7 && to === 8 && s.sides[0].collected > 0 ? 100 : 0;
      const riders = s.board[at(a.from)]!.length - a.height;
      return release + 10 * (to - from) + (target.length > 0 ? 5 : 0) - riders;
    }
  }
}

export function redsChoice(s: CrossingState, legal: readonly CrossingAction[]): CrossingAction {
  return [...legal].sort((x, y) => liking(s, y) - liking(s, x))[0]!;
}

/**
 * Red in the spec shows each event of the game early: first it stacks onto a piece, then
 * steps a lone piece onto a collector (and is collected); otherwise it plays `redsChoice`,
 * which frees a taken piece as soon as one can reach row 8.
 */
export function eventfulChoice(
  s: CrossingState,
  legal: readonly CrossingAction[],
  seen: { readonly stacked: boolean; readonly collected: boolean },
): CrossingAction {
  const steps = legal.filter(
    (a): a is Extract<CrossingAction, { type: 'step' }> => a.type === 'step',
  );
  const target = (a: { to: string }) => s.board[parseSquare(a.to)!]!;
  const wanted = !seen.stacked
    ? steps.find((a) => target(a).length > 0 && !target(a).endsWith('C'))
    : !seen.collected
      ? steps.find(
          (a) => target(a).endsWith('C') && a.height === s.board[parseSquare(a.from)!]!.length,
        )
      : undefined;
  return wanted ?? redsChoice(s, legal);
}

/**
 * A game played with Red's choices and easy computers to the end, saved just before the
 * move of Red's that ends it: a late game to finish by hand.
 */
export function lateGameSave(): SaveFile {
  for (let attempt = 0; attempt < 20; attempt++) {
    const seed = `late-${attempt}`;
    const seats: SeatInfo[] = [
      { name: 'Red', kind: 'human', colour: '#c8372d' },
      { name: 'Black', kind: 'computer', level: 'easy', colour: '#26262b' },
      { name: 'Collector', kind: 'computer', level: 'easy', colour: '#d9a521' },
    ];
    const record = newMatchRecord(game, {}, seed, seats, new Date('2026-11-20T10:00:00Z'));
    let state = game.setup(game.configSchema.parse(record.config), seed) as CrossingState;
    const actions: CrossingAction[] = [];
    const easy = [bots.easy!(), bots.easy!(), bots.easy!()];
    while (!state.result && actions.length < 3000) {
      const seat = seatToMove(state);
      const legal = game.legalActions(state, seat);
      const action =
        seat === 0
          ? redsChoice(state, legal)
          : easy[seat]!.choose(
              state,
              legal,
              botContext(Random.fromSeed(`${seed}:${actions.length}`), 30),
            );
      const next = game.apply(state, action);
      if (next.result && seat === 0) {
        return {
          format: SAVE_FORMAT,
          formatVersion: SAVE_FORMAT_VERSION,
          name: 'Late game',
          savedAt: '2026-11-20T12:00:00.000Z',
          record: { ...record, actions },
          throws: {},
          snapshot: { actionCount: actions.length, turnLabel: facts.turnLabel(state), state },
        };
      }
      state = next;
      actions.push(action);
    }
  }
  throw new Error('no game in 20 ended on a move of Red’s');
}

/** Writes a save into the saves folder through the app's own store, as "Save as" does. */
export function writeNamedSave(savesDir: string, save: SaveFile): void {
  const store = createSaveStore({ dir: savesDir, findGame });
  const written = store.saveAs(save.name, save);
  if (!written.ok) throw new Error(written.error.message);
}
