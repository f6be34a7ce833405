import { flipPiece } from '../../dice/piece-flip';
import type { GameFacts } from '../../engine/facts';
import { bots } from './bots';
import type { SRState } from './state';

/** The computer levels a person may play against; greedy is only for tests and arenas. */
const LEVELS = ['easy', 'medium', 'hard'] as const;

export const facts: GameFacts = {
  options: [
    {
      key: 'board',
      label: 'Board',
      kind: 'choice',
      choices: [
        { value: '12x13', label: '12 × 13 (12 pieces each, 4 to win)' },
        { value: '14x15', label: '14 × 15 (14 pieces each, 5 to win)' },
        { value: '16x17', label: '16 × 17 (16 pieces each, 6 to win)' },
      ],
    },
    {
      key: 'preset',
      label: 'Rules',
      kind: 'choice',
      choices: [
        { value: 'rulebook', label: 'Rulebook (a flipped piece decides who starts)' },
        { value: 'course', label: 'Course engine (stones push, Circle starts)' },
      ],
    },
  ],
  botLevels: LEVELS.filter((level) => level in bots),
  botLevelNotes: {
    easy: 'Looks two actions ahead, its own and your reply, and thinks briefly.',
    medium: 'Looks three actions ahead: your reply and its answer to it.',
    hard: 'Looks as far ahead as time allows, works round to the sides of its Goal; draws only when clearly behind.',
  },
  // The rulebook flips a piece: stone face up, Circle starts; river face up, Square does.
  // The course preset keeps Circle first.
  prepareConfig(options, seed) {
    if (options.preset === 'course') return options;
    const firstFlip = `${seed}:first`;
    const firstPlayer = flipPiece(firstFlip).face === 'stone' ? 'circle' : 'square';
    return { ...options, firstPlayer, firstFlip };
  },
  turnLabel(state) {
    const s = state as SRState;
    if (s.result) return `Finished after ${s.actions} actions`;
    return `Action ${s.actions + 1}`;
  },
};
