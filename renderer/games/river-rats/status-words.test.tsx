/**
 * The table's status says what defeating the River Rat will bring as something still to
 * win, never as already true (issue #41: "Beat it for: collective hands now hold 6 cards"
 * read as if hands held 6 already). The bonuses are the rules' table (docs/rules/river-rats.md).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { game, RATS, type RatsState } from '../../../shared/games/river-rats';
import { StatusPanel } from './StatusPanel';
import { bonusText, ratOf } from './words';

const seats = [{ name: 'Ada', colour: '#888', kind: 'human' as const }];

function statusOf(state: RatsState): string {
  return renderToStaticMarkup(<StatusPanel view={game.view(state, 0)} seats={seats} />)
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&rsquo;/g, '’');
}

describe('the River Rat’s defeat bonus in the status', () => {
  it('is promised for defeating the Rat, in the future', () => {
    const state = game.setup(game.configSchema.parse({ players: 1 }), 'status') as RatsState;
    const king = game.view(state, 0).rat.king!;
    const text = statusOf(state);
    expect(text).toContain(`Defeat it and ${bonusText(ratOf(king).defeatBonus, 'promised')}`);
    expect(text).not.toMatch(/Beat it for|\bnow hold\b/);
  });

  it('says each of the four bonuses as still to come', () => {
    expect(bonusText(RATS.D!.defeatBonus, 'promised')).toBe(
      'collective hands will hold 6 cards (best five count)',
    );
    expect(bonusText(RATS.H!.defeatBonus, 'promised')).toBe('1 of your Debt will be removed');
    expect(bonusText(RATS.S!.defeatBonus, 'promised')).toBe(
      'the Market will hold 4 and refill at 3 or fewer',
    );
    expect(bonusText(RATS.C!.defeatBonus, 'promised')).toBe(
      'the next Rat’s hand will have 1 fewer face-down card',
    );
    // Once earned, the resolution says it as done.
    expect(bonusText(RATS.D!.defeatBonus, 'earned')).toBe(
      'collective hands now hold 6 cards (best five count)',
    );
  });
});
