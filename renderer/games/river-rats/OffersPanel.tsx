import { useEffect, useMemo } from 'react';
import { cardName, whyNot, type Pointed, type RatsAction } from '../../../shared/games/river-rats';
import { useKeys } from '../../input/keymap';
import { chooseCard, useChoice } from './choice-store';
import { choosable, combined, offerGroups, type Group } from './offers';
import type { RatsProps } from './props';

function Key({ k }: { readonly k: string | undefined }) {
  return k ? <kbd>{k.toUpperCase()}</kbd> : null;
}

/**
 * A button's name is its words alone and its key a shortcut beside the name, so the name is
 * what a person reads and what a lesson points at, whichever digit the list gives it.
 */
const named = (name: string, key: string | undefined) => ({
  'aria-label': name,
  'aria-keyshortcuts': key?.toUpperCase(),
});

/** What each of the table's action keys points at when nothing on offer takes it now. */
const KEYED: Readonly<Record<string, Pointed>> = {
  d: { at: 'deck' },
  j: { at: 'joker', earned: true },
  n: { at: 'pass' },
  a: { at: 'elsewhere' },
  m: { at: 'elsewhere' },
  k: { at: 'elsewhere' },
  r: { at: 'elsewhere' },
};

/** Every legal action of the viewer's, as buttons with keys; cards on the table do the same on a click. */
export function OffersPanel({ view, legal, act }: Pick<RatsProps, 'view' | 'legal' | 'act'>) {
  const groups = useMemo(() => offerGroups(view, legal), [view, legal]);
  const chosen = useChoice((s) => s.chosen);
  // A new decision starts with nothing chosen.
  useEffect(() => useChoice.getState().clear(), [legal]);
  const play = (action: RatsAction) => {
    useChoice.getState().clear();
    act(action);
  };
  const choose = (card: string) => chooseCard(groups, card, play);

  // Digits walk the first list on offer: cards to pick, or cards to choose for a power or a swap.
  const list = groups.find((g) => g.kind !== 'single');
  const digits: (() => void)[] =
    list?.kind === 'pick'
      ? list.options.map((o) => () => play(o.action))
      : list
        ? choosable(list).map((card) => () => choose(card))
        : [];
  const combine = groups.find((g) => g.kind === 'combine');
  const ready = combine ? combined(combine, chosen) : null;
  const bindings: Record<string, () => void> = {};
  // A key whose action is not on offer says why rather than doing nothing.
  for (const [key, pointed] of Object.entries(KEYED))
    bindings[key] = () => useChoice.getState().say(whyNot(view, legal, pointed));
  for (const g of groups) if (g.kind === 'single') bindings[g.key] = () => play(g.action);
  digits.forEach((run, i) => {
    if (i < 9) bindings[String(i + 1)] = run;
  });
  if (ready) bindings.enter = () => play(ready);
  useKeys('game', bindings, groups.length > 0);

  if (groups.length === 0) return null;
  const digitOf = (g: Group, i: number) => (g === list && i < 9 ? String(i + 1) : undefined);
  return (
    <section className="panel rr-offers" aria-label="Your move">
      <h2>Your move</h2>
      {groups.map((g) => {
        switch (g.kind) {
          case 'single':
            return (
              <button
                key={g.id}
                type="button"
                {...named(g.label, g.key)}
                onClick={() => play(g.action)}
              >
                {g.label} <Key k={g.key} />
              </button>
            );
          case 'pick':
            return (
              <div key={g.id} className="rr-group" role="group" aria-label={g.title}>
                <h3>{g.title}</h3>
                {g.options.map((o, i) => (
                  <button
                    key={o.label}
                    type="button"
                    {...named(o.label, digitOf(g, i))}
                    onClick={() => play(o.action)}
                  >
                    {o.label} <Key k={digitOf(g, i)} />
                  </button>
                ))}
              </div>
            );
          default:
            return (
              <div key={g.id} className="rr-group" role="group" aria-label={g.title}>
                <h3>{g.title}</h3>
                <p className="hint">
                  {g.kind === 'swap'
                    ? 'Choose the collective card to take out and the card to put in (or click them on the table).'
                    : 'Choose the cards (or click them on the table), then confirm.'}
                </p>
                {choosable(g).map((card, i) => (
                  <button
                    key={card}
                    type="button"
                    {...named(cardName(card), digitOf(g, i))}
                    aria-pressed={chosen.includes(card)}
                    onClick={() => choose(card)}
                  >
                    {cardName(card)} <Key k={digitOf(g, i)} />
                  </button>
                ))}
                {g.kind === 'combine' && (
                  <button
                    type="button"
                    className="primary"
                    disabled={!ready}
                    onClick={() => ready && play(ready)}
                  >
                    {g.id === 'spade' ? 'Discard' : 'Put into the Market'}{' '}
                    {chosen.map(cardName).join(' ') || '…'} <Key k="enter" />
                  </button>
                )}
              </div>
            );
        }
      })}
    </section>
  );
}
