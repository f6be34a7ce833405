import { useEffect, useState } from 'react';
import {
  bestPokerHand,
  cardName,
  isJoker,
  resolutionWhy,
  type PredictionRule,
  type Resolution,
} from '../../../shared/games/river-rats';
import { useKeys } from '../../input/keymap';
import type { Motion } from '../../contract/game-table';
import { bonusText, names, ratOf } from './words';

/** The best five of a hand as the rules read it; past nine cards only the category is named. */
function bestFive(cards: readonly string[]): string | null {
  return cards.length >= 5 && cards.length <= 9 ? names(bestPokerHand(cards).cards) : null;
}

/**
 * The resolution step by step, each step saying why in the rules' words: what the
 * Prediction asked for, what decided between the two hands, where the Debt went.
 */
function steps(
  last: Resolution,
  rule: PredictionRule,
): { readonly title: string; readonly text: string }[] {
  const why = resolutionWhy(last, rule);
  const joker = last.collective.find(isJoker);
  const played = last.collective.map((c) => (isJoker(c) && last.jokerAs ? last.jokerAs : c));
  const ours = bestFive(played);
  const theirs = bestFive(last.rat);
  const out = [
    { title: "1. The Joker's Prediction", text: why.prediction },
    {
      title: '2. Best five against the Rat',
      text:
        `Yours: ${names(last.collective)}${
          joker && last.jokerAs ? ` (the Joker stands for ${cardName(last.jokerAs)})` : ''
        } → ${last.playersCategory}${ours ? ` (${ours})` : ''}. ` +
        `The Rat's: ${names(last.rat)} → ${last.ratCategory}${theirs ? ` (${theirs})` : ''}. ` +
        why.comparison,
    },
    { title: '3. Debt', text: why.debt },
  ];
  if (last.ratDefeated)
    out.push({
      title: '4. A River Rat is defeated',
      text: `${cardName(last.ratDefeated)} has 5 Debt and is turned sideways. Defeat bonus: ${bonusText(
        ratOf(last.ratDefeated).defeatBonus,
        'earned',
      )}.`,
    });
  return out;
}

/** The last resolution, one step at a time at the table's pace; X closes it. */
export function ResolutionPanel({
  last,
  rule,
  motion,
}: {
  readonly last: Resolution;
  /** The game's Prediction rule: "or better" or exact. */
  readonly rule: PredictionRule;
  readonly motion: Motion;
}) {
  const all = steps(last, rule);
  const [shown, setShown] = useState(motion.reduced ? all.length : 1);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (shown >= all.length) return;
    const timer = setTimeout(() => setShown((n) => n + 1), 1600 / motion.speed);
    return () => clearTimeout(timer);
  }, [shown, all.length, motion.speed]);
  useKeys('game', { x: () => setOpen((o) => !o) });
  if (!open)
    return (
      <button type="button" className="rr-show-resolution" onClick={() => setOpen(true)}>
        Round {last.round}: {last.playersWon ? 'won' : 'lost'} — show <kbd>X</kbd>
      </button>
    );
  return (
    <section className="panel rr-resolution" aria-label="The last resolution" aria-live="polite">
      <h2>
        Round {last.round}: {last.playersWon ? 'you beat the Rat' : 'the Rat wins'}
      </h2>
      <ol>
        {all.slice(0, shown).map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong> {step.text}
          </li>
        ))}
      </ol>
      <div className="buttons">
        {shown < all.length && (
          <button type="button" onClick={() => setShown(all.length)}>
            Show all
          </button>
        )}
        <button type="button" onClick={() => setOpen(false)}>
          Close <kbd>X</kbd>
        </button>
      </div>
    </section>
  );
}
