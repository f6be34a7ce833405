import { useEffect } from 'react';
import type { Pending } from '../../shared/engine/contract';
import { useMatch } from '../stores/match';
import { useLesson } from '../stores/lesson';
import { useReplay } from '../stores/replay';
import { currentPace } from '../stores/pace';
import { askBot } from '../workers/bot-client';

/** How long a computer player seems to think at normal speed, so people can follow. */
const THINKING_MS = 900;
const BUDGET_MS = 800;

/** The computer seat whose decision the game waits on, if any. */
export function useThinkingSeat(): number | null {
  const table = useMatch((s) => s.table);
  const state = useMatch((s) => s.state);
  const seats = useMatch((s) => s.record?.seats);
  const replaying = useReplay((s) => s.states !== null);
  // A lesson's other seats play from its script, not from their computer players.
  const lesson = useLesson((s) => s.tutorial !== null);
  if (!table || !seats || replaying || lesson) return null;
  const pending = table.game.next(state) as Pending;
  if (pending.kind !== 'decision') return null;
  return pending.seats.find((s) => seats[s]?.kind === 'computer') ?? null;
}

/**
 * When the game waits on a computer seat's decision, asks that seat's bot (in the worker,
 * with only the seat's own view) and plays its answer at a watchable pace.
 */
export function useComputerTurns(): void {
  const seat = useThinkingSeat();
  const state = useMatch((s) => s.state);

  useEffect(() => {
    const { table, record } = useMatch.getState();
    if (seat === null || !table || !record) return;
    const level = record.seats[seat]!.level ?? table.facts.botLevels[0]!;
    let cancelled = false;
    const started = performance.now();
    askBot({
      gameId: table.game.id,
      level,
      view: table.game.view(state, seat),
      legal: table.game.legalActions(state, seat),
      seed: `${String(record.seed)}:bot:${record.actions.length}`,
      budgetMs: BUDGET_MS,
    }).then(
      (action) => {
        // Read when the answer comes: a turn hurried meanwhile pauses for less.
        const speed = currentPace();
        const pause = table.computerPause?.(table.game.view(state, 'public'), speed) ?? 0;
        const thinking = THINKING_MS / speed + pause * 1000;
        const wait = Math.max(0, thinking - (performance.now() - started));
        setTimeout(() => {
          // Only if nothing else happened meanwhile (an undo, a load, leaving the table).
          if (!cancelled && useMatch.getState().state === state) useMatch.getState().act(action);
        }, wait);
      },
      (error: unknown) => {
        if (!cancelled)
          useMatch
            .getState()
            .tell(`${record.seats[seat]!.name} could not decide: ${String(error)}`, 'problem');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [seat, state]);
}
