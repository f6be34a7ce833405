import { useEffect, useState } from 'react';
import { useKeys } from '../../input/keymap';
import { useChoice } from './choice-store';
import { HintPanel } from './HintPanel';
import { NameJokerPanel } from './NameJokerPanel';
import { OffersPanel } from './OffersPanel';
import type { RatsProps } from './props';
import { ResolutionPanel, ShowResolution, useResolutionShown } from './ResolutionPanel';
import { StatusPanel } from './StatusPanel';

export function RatsHud(props: RatsProps) {
  const { view, seats, replaying, motion, legal } = props;
  const [hinting, setHinting] = useState(false);
  const deciding = !replaying && legal.length > 0;
  useKeys('game', { h: () => setHinting((h) => !h) }, deciding);
  const refused = useChoice((s) => s.refused);
  // Any move at the table, anyone's, leaves the last refusal behind.
  useEffect(() => useChoice.getState().say(null), [view]);
  const last = view.last;
  // Someone only watching never moves: for them the round has moved on once its first card is played.
  const reading = props.viewer === 'public' ? view.collective.length === 0 : deciding;
  const resolution = useResolutionShown(last, reading);
  return (
    <>
      <div className="rr-facts">
        <StatusPanel view={view} seats={seats} />
        {last && resolution.open && (
          <ResolutionPanel
            key={last.round}
            last={last}
            rule={view.config.prediction}
            motion={motion}
            shown={resolution}
          />
        )}
      </div>
      <div className="rr-side">
        {refused && (
          <p className="panel problem rr-refused" role="alert">
            {refused}
          </p>
        )}
        {deciding &&
          (view.phase === 'name-joker' ? (
            <NameJokerPanel {...props} />
          ) : (
            <OffersPanel {...props} />
          ))}
        {deciding && (
          <button type="button" aria-pressed={hinting} onClick={() => setHinting((h) => !h)}>
            {hinting ? 'Hide the hint' : 'Hint'} <kbd>H</kbd>
          </button>
        )}
        {deciding && hinting && <HintPanel view={view} legal={legal} />}
        {last && !resolution.open && <ShowResolution last={last} shown={resolution} />}
      </div>
    </>
  );
}
