import { useEffect, useMemo, useRef } from 'react';
import { handHelp } from '../../../shared/games/river-dice/helper';
import type { RiverProps } from './props';

const percent = (p: number) => `${(p * 100).toFixed(p < 0.01 ? 2 : 1)}%`;

/** Exact figures for the viewer's own dice, from the viewer's view only. */
export function HelperPanel({ view }: Pick<RiverProps, 'view'>) {
  const help = useMemo(() => handHelp(view), [view]);
  const panel = useRef<HTMLElement>(null);
  const shown = help !== null;
  // Asked for, the odds come into sight: on a short window they open below the bid panel's fold.
  useEffect(() => {
    if (shown) panel.current?.scrollIntoView({ block: 'nearest' });
  }, [shown]);
  if (!help) return null;
  return (
    // Focusable: on a short window the odds scroll in their own box, by keys as by wheel.
    <section ref={panel} className="panel rv-helper" aria-label="Hand odds" tabIndex={0}>
      <h2>Your hand&rsquo;s odds</h2>
      <p>
        Now: row {help.now.row}, <strong>{help.now.name}</strong>
      </p>
      {help.withOffer && (
        <p>
          With the die on offer: row {help.withOffer.row}, {help.withOffer.name}
        </p>
      )}
      {help.best && (
        <p>
          Winning every die left: row {help.best.row}, {help.best.name}
        </p>
      )}
      {help.pot && (
        <p>
          Chance of the pot: {percent(help.pot.asItStands)} as it stands,{' '}
          {percent(help.pot.withOffer)} with the die on offer
        </p>
      )}
      {help.rows && (
        <>
          <p>The best you could make from the banker&rsquo;s throw to come:</p>
          <table>
            <tbody>
              {help.rows.map((r) => (
                <tr key={r.row}>
                  <td>{r.row}</td>
                  <td>{r.name}</td>
                  <td>{percent(r.chance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <p className="hint">Rivals&rsquo; hole dice are counted over every way they can fall.</p>
    </section>
  );
}
