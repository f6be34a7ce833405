import { useEffect, useRef, useState } from 'react';
import type { Viewer } from '../../shared/engine/contract';
import { useThrow } from '../dice/throw-store';
import type { HostedProps } from '../host/table-props';
import { turnLine } from '../host/turn-line';
import { useKeys } from '../input/keymap';
import { useMatch } from '../stores/match';
import { useReplay } from '../stores/replay';
import { newAnnouncements, tableReading, type TableMoment } from './announcements';

/** Enough lines for a screen reader to catch up on; older ones leave the region unsaid. */
const KEPT = 12;

interface Said {
  readonly id: number;
  readonly text: string;
  /** The seat whose own view it was read from (its hand, its hole dice); null: public. */
  readonly for: Viewer | null;
}

/** A line read from a seat's own view is for that seat alone, and only while the screen is uncovered. */
const mayHear = (line: Said, viewer: Viewer, covered: boolean): boolean =>
  line.for === null || (!covered && line.for === viewer);

/**
 * The table's one polite live region: each new log line, the dice once they rest, whose
 * turn it is and the result, said once each; and on "i" the table read aloud from the
 * viewer's view. It is visually hidden, since every line is also on screen somewhere.
 */
export function TableAnnouncer({ props }: { readonly props: HostedProps }) {
  const table = useMatch((s) => s.table);
  const state = useMatch((s) => s.state);
  const log = useMatch((s) => s.log);
  const match = useMatch((s) => s.record?.startedAt ?? null);
  const replayIndex = useReplay((s) => (s.states ? s.index : null));
  const rolling = useThrow((s) => s.rolling);
  const words = useThrow((s) => s.announcement);
  const thrown = useThrow((s) => s.active?.record ?? null);
  const [said, setSaid] = useState<readonly Said[]>([]);
  const heard = useRef<TableMoment | null>(null);
  const nextId = useRef(0);

  const { who, what } = turnLine(props.pending, props.seats);
  const turn = who ? `${who}: ${what}` : what;
  const shown = replayIndex === null ? log : log.slice(0, replayIndex);
  const moment: TableMoment = {
    match,
    replaying: replayIndex !== null,
    lines: shown.map((line) => line.text),
    turn,
    dice: rolling || !words ? null : { words, throw: thrown },
  };

  const say = (texts: readonly string[], viewer: Viewer | null): void =>
    setSaid((before) =>
      [
        ...before.filter((line) => mayHear(line, props.viewer, props.covered)),
        ...texts.map((text) => ({ id: nextId.current++, text, for: viewer })),
      ].slice(-KEPT),
    );

  // Compares with what was last heard on every render: only what is new is said.
  useEffect(() => {
    const news = newAnnouncements(heard.current, moment);
    heard.current = moment;
    if (news.length > 0) say(news, null);
  });

  useKeys('host', {
    i: () => {
      if (!table) return;
      const summary = table.summary?.(props.view, props.seats) ?? null;
      const reading = tableReading(table.facts.turnLabel(state), turn, summary);
      say([reading], props.viewer === 'public' ? null : props.viewer);
    },
  });

  return (
    <div className="visually-hidden table-announcer" role="log" aria-label="Table announcements">
      {/* Covered for the next person, the last person's own lines leave the region. */}
      {said
        .filter((line) => mayHear(line, props.viewer, props.covered))
        .map((line) => (
          <p key={line.id}>{line.text}</p>
        ))}
    </div>
  );
}
