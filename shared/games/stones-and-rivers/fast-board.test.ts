import { describe, expect, it } from 'vitest';
import { isResignation } from '../../engine/contract';
import { Random } from '../../engine/random';
import { fillsGoal, geometry } from './board';
import { FastBoard, unpack } from './fast-board';
import { toAction } from './game';
import { play } from './moves';
import { game, perft, type SRAction, type SRConfig, type SRState } from './index';
import { rulesOf } from './state';
import { headingForGoal } from './test-positions';

const BOARDS = ['12x13', '14x15', '16x17'] as const;
const PRESETS = ['course', 'rulebook'] as const;

/** The moves on the board the contract lists for the side to move (resigning is no move). */
const boardMoves = (s: SRState): SRAction[] =>
  game.legalActions(s, s.toMove).filter((a) => !isResignation(a));

/** Perft through the contract alone: legalActions and apply, the plain reference path. */
function contractPerft(s: SRState, depth: number): number {
  if (depth === 0) return 1;
  const legal = boardMoves(s);
  if (depth === 1) return legal.length;
  let total = 0;
  for (const a of legal) total += contractPerft(game.apply(s, a), depth - 1);
  return total;
}

const boardOf = (s: SRState): FastBoard =>
  new FastBoard(s.config.board, rulesOf(s.config), s.cells, s.toMove);

/** The fast board's actions for the side to move, as contract actions in a fixed order. */
function fastActions(board: FastBoard, s: SRState): string[] {
  const g = geometry(s.config.board);
  const end = board.generate(0);
  const out: string[] = [];
  for (let i = 0; i < end; i++)
    out.push(JSON.stringify(toAction(g, unpack(board.moves[i]!), s.toMove)));
  return out.sort();
}

describe('the fast board agrees with legalActions and apply', () => {
  for (const preset of PRESETS)
    for (const board of BOARDS)
      it(`perft(3) from the opening, ${preset} ${board}`, () => {
        const s = game.setup(game.configSchema.parse({ players: 2, preset, board }), 1);
        expect(perft(s, 3)).toBe(contractPerft(s, 3));
      });

  it('on random positions: the same actions, and each played and taken back as apply does', () => {
    const rng = Random.fromSeed('fast-board');
    const configs: SRConfig[] = [];
    for (const preset of PRESETS)
      for (const board of BOARDS) {
        configs.push(game.configSchema.parse({ players: 2, preset, board, actionCap: 80 }));
        if (preset === 'rulebook')
          configs.push(
            game.configSchema.parse({ players: 2, board, stonePush: true, actionCap: 80 }),
          );
      }
    const problems: string[] = [];
    let positions = 0;
    let sends = 0;
    for (let i = 0; i < 45; i++) {
      let s = game.setup(configs[i % configs.length]!, i);
      while (!s.result) {
        const g = geometry(s.config.board);
        const legal = boardMoves(s);
        const board = boardOf(s);
        const where = `game ${i} action ${s.actions}`;
        if (
          fastActions(board, s).join() !==
          legal
            .map((a) => JSON.stringify(a))
            .sort()
            .join()
        )
          problems.push(`${where}: the actions differ`);
        const before = board.cells.join();
        const hash = `${board.hashLo} ${board.hashHi}`;
        const end = board.generate(0);
        for (let k = 0; k < end; k++) {
          const m = board.moves[k]!;
          // apply plays a legal action with the reference play, so that is the yardstick
          const after = s.cells.slice();
          play(after, unpack(m));
          board.make(m);
          const fresh = boardOf({ ...s, cells: after, toMove: 1 - s.toMove });
          if (board.cells.join() !== after.join())
            problems.push(`${where}: move ${k} plays differently`);
          if (board.hashLo !== fresh.hashLo || board.hashHi !== fresh.hashHi)
            problems.push(`${where}: move ${k} leaves a stale key`);
          if (
            board.fills(0) !== fillsGoal(g, after, 0) ||
            board.fills(1) !== fillsGoal(g, after, 1)
          )
            problems.push(`${where}: move ${k} misjudges a win`);
          board.unmake(m);
          if (unpack(m).kind === 'send') sends++;
        }
        if (board.cells.join() !== before || `${board.hashLo} ${board.hashHi}` !== hash)
          problems.push(`${where}: unmake does not restore the position`);
        positions++;
        s = game.apply(s, headingForGoal(legal, s, rng));
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
    // the walk must have met the hard cases, not only quiet openings
    expect(positions).toBeGreaterThan(2000);
    expect(sends).toBeGreaterThan(1000);
  });
});
