import { useMemo } from 'react';
import { botContext } from '../../../shared/engine/bot';
import { Random } from '../../../shared/engine/random';
import { bots, namingOutcome } from '../../../shared/games/river-rats';
import { winChance } from '../../../shared/games/river-rats/bots/greedy';
import { sampleState } from '../../../shared/games/river-rats/bots/sample';
import { offerGroups, offerWords } from './offers';
import type { RatsProps } from './props';

/** Deals of the hidden cards the chance is counted over. */
const SAMPLES = 300;

/**
 * What the medium computer teammate would play in the viewer's place, and the chance of
 * beating this Rat's hand from here: both from the viewer's own view (the hidden cards
 * dealt at random), never from the state.
 */
export function HintPanel({ view, legal }: Pick<RatsProps, 'view' | 'legal'>) {
  const hint = useMemo(() => {
    if (view.viewer === 'public' || legal.length === 0) return null;
    const rng = Random.fromSeed(`hint:${view.round}:${view.collective.length}:${view.phase}`);
    const action = bots.medium!().choose(view, legal, botContext(rng, 300));
    // While the Joker is named every card is revealed: the suggested card settles the round.
    const chance =
      action.type === 'name-joker'
        ? Number(namingOutcome(view, action.card).beatsRat)
        : winChance(sampleState(view, rng), view.viewer, rng, SAMPLES);
    return { words: offerWords(offerGroups(view, legal), action), chance };
  }, [view, legal]);
  if (!hint) return null;
  return (
    <section className="panel rr-hint" aria-label="Hint">
      <h2>Hint</h2>
      <p>
        A computer teammate in your place would: <strong>{hint.words}</strong>
      </p>
      <p>
        Chance of beating this Rat&rsquo;s hand from here: about{' '}
        <strong>{Math.round(hint.chance * 100)}%</strong>
      </p>
      <p className="hint">Counted from what you can see; hidden cards dealt at random.</p>
    </section>
  );
}
