/**
 * The scoreboard says what is meant (issue #41): "11 across of 10" read as a fraction; the
 * pieces across and how many win are said as "11 across (10 to win)", the same words the
 * table's reading (I) uses, from shared/games/river-crossing/summary.ts.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import type { Pending } from '../../../shared/engine/contract';
import { BLACK, RED, game, type CrossingState } from '../../../shared/games/river-crossing';
import { crossingSummary } from '../../../shared/games/river-crossing/summary';
import { CrossingHud } from './Hud';

const names = ['Ada', 'Basil', 'Cora'];

it('says the pieces across and the number that wins, for Red and Black alike', () => {
  const start = game.setup(game.configSchema.parse({ players: 3 }), 'score') as CrossingState;
  // Red has brought 11 across, past the 10 that win once nobody is left crossing.
  const s: CrossingState = {
    ...start,
    sides: { ...start.sides, [RED]: { ...start.sides[RED], home: 1, far: 11 } },
  };
  const markup = renderToStaticMarkup(
    <CrossingHud
      view={s}
      viewer={BLACK}
      pending={game.next(s) as Pending}
      legal={[]}
      act={() => true}
      seats={names.map((name) => ({ name, colour: '#888', kind: 'human' as const }))}
      replaying={false}
      motion={{ speed: 1, quality: 'high', reduced: false }}
    />,
  );
  const text = markup.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
  expect(s.config.crossToWin).toBe(10);
  expect(text).toContain('Red (Ada): 1 at home · 11 across (10 to win) · 0 taken');
  expect(text).toContain('Black (Basil): 12 at home · 0 across (10 to win) · 0 taken');
  // The colour is what shows (a name beside the counts reached over the far banks); the name is read out and in the title.
  expect(markup).toContain(
    '<li title="Ada (Red)"><strong>Red</strong><span class="visually-hidden"> (Ada)</span>',
  );
  expect(text).not.toContain('across of');
  expect(
    crossingSummary(
      s,
      names.map((name) => ({ name })),
    ),
  ).toContain('11 across (10 to win)');
});
