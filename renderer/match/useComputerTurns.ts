import { useEffect } from 'react';
import { useMatch } from '../stores/match';
import { useSettings } from '../stores/settings';
import { askBot } from '../workers/bot-client';

/** How long a computer player seems to think at normal speed, so people can follow. */
const THINKING_MS = 900;
const BUDGET_MS = 800;

/**
 * When the game waits on a computer seat's decision, asks that seat's bot (in the worker,
 * with only the seat's own view) and plays its answer at a watchable pace.
 */
export function useComputerTurns(): void {
  const { plugin, record, state } = useMatch();
  const speed = useSettings((s) => s.settings.animationSpeed);

  useEffect(() => {
    if (!plugin || !record) return;
    const pending = plugin.game.next(state);
    if (pending.kind !== 'decision') return;
    const seat = pending.seats.find((s) => record.seats[s]?.kind === 'computer');
    if (seat === undefined) return;
    const level = record.seats[seat]!.level ?? plugin.botLevels[0]!;
    let cancelled = false;
    const started = performance.now();
    askBot({
      gameId: plugin.gameId,
      level,
      view: plugin.game.view(state, seat),
      legal: plugin.game.legalActions(state, seat),
      seed: `${String(record.seed)}:bot:${record.actions.length}`,
      budgetMs: BUDGET_MS,
    }).then(
      (action) => {
        const wait = Math.max(0, THINKING_MS / speed - (performance.now() - started));
        setTimeout(() => {
          // Only if nothing else happened meanwhile (an undo, a load, leaving the table).
          if (!cancelled && useMatch.getState().state === state) useMatch.getState().act(action);
        }, wait);
      },
      (error: unknown) => {
        if (!cancelled)
          useMatch.setState({
            notice: `${record.seats[seat]!.name} could not decide: ${String(error)}`,
          });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [plugin, record, state, speed]);
}
