import { useEffect, useRef, useState } from 'react';
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

/**
 * The best five of a hand as the rules read it, when it holds more than five (five are all
 * named already); past nine cards only the category is named.
 */
function bestFive(cards: readonly string[]): string | null {
  return cards.length > 5 && cards.length <= 9 ? names(bestPokerHand(cards).cards) : null;
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

/** Whether the last resolution is open, and X to open or fold it. */
export interface ResolutionShown {
  readonly open: boolean;
  /** It was folded once: opened again, it shows every step at once. */
  readonly reopened: boolean;
  toggle(): void;
}

/**
 * Each round's resolution opens when the round ends and stays open until the person at the
 * screen has made their move of the next round (they have read it then); then it folds to a
 * button. Open, it lies over the table's facts at the left, in their box: in the column of
 * moves at the right it stayed the whole round over the table's right edge and the hand of
 * the seat there.
 */
export function useResolutionShown(
  last: Resolution | null,
  /** The reader's move is still to come: when it ends, the resolution folds. */
  deciding: boolean,
): ResolutionShown {
  const round = last?.round ?? null;
  const [shown, setShown] = useState({ round, open: true, reopened: false, deciding });
  let now = shown;
  if (now.round !== round) now = { round, open: true, reopened: false, deciding };
  if (now.deciding !== deciding)
    now = { ...now, deciding, open: now.open && deciding, reopened: now.reopened || !deciding };
  if (now !== shown) setShown(now);
  const toggle = (): void =>
    setShown((s) => ({ ...s, open: !s.open, reopened: s.reopened || s.open }));
  useKeys('game', { x: toggle }, last !== null);
  return { open: now.open, reopened: now.reopened, toggle };
}

/** The folded resolution: one line, and X to open it. */
export function ShowResolution({
  last,
  shown,
}: {
  readonly last: Resolution;
  readonly shown: ResolutionShown;
}) {
  return (
    <button type="button" className="rr-show-resolution" onClick={shown.toggle}>
      Round {last.round}: {last.playersWon ? 'won' : 'lost'} — show <kbd>X</kbd>
    </button>
  );
}

/** The last resolution, one step at a time at the table's pace (all at once when opened again); X folds it. */
export function ResolutionPanel({
  last,
  rule,
  motion,
  shown: { reopened, toggle },
}: {
  readonly last: Resolution;
  /** The game's Prediction rule: "or better" or exact. */
  readonly rule: PredictionRule;
  readonly motion: Motion;
  readonly shown: ResolutionShown;
}) {
  const all = steps(last, rule);
  const [shown, setShown] = useState(motion.reduced || reopened ? all.length : 1);
  const panel = useRef<HTMLElement>(null);
  // The panel scrolls inside the facts' box: each step as it comes is brought into view.
  useEffect(() => {
    const box = panel.current;
    const step = box?.querySelector('li:last-child');
    if (!box || !step) return;
    // Above the buttons, which stay at the bottom of the box.
    const floor = box.querySelector('.buttons')?.getBoundingClientRect().top ?? Infinity;
    const below = step.getBoundingClientRect().bottom - floor;
    if (below > 0) box.scrollTop += below;
  }, [shown]);
  useEffect(() => {
    if (shown >= all.length) return;
    const timer = setTimeout(() => setShown((n) => n + 1), 1600 / motion.speed);
    return () => clearTimeout(timer);
  }, [shown, all.length, motion.speed]);
  return (
    <section
      ref={panel}
      className="panel rr-resolution"
      aria-label="The last resolution"
      aria-live="polite"
    >
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
        <button type="button" onClick={toggle}>
          Close <kbd>X</kbd>
        </button>
      </div>
    </section>
  );
}
