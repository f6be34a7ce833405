/**
 * What typing an action in notation does: plays it when the rules allow it now, else says
 * why in the turn panel, where the next pick or keystroke clears it (a refusal left to the
 * host would stay on screen until the next move).
 */
import {
  NotationError,
  formatAction,
  parseAction,
  whyRefused,
  type SRAction,
  type SRState,
} from '../../../shared/games/stones-and-rivers';

export type Typed = { readonly play: SRAction } | { readonly refused: string };

export function typedAction(
  view: SRState,
  legal: readonly SRAction[],
  text: string,
  seat: number,
): Typed {
  let action: SRAction;
  try {
    action = parseAction(text, seat);
  } catch (error) {
    if (error instanceof NotationError) return { refused: error.message };
    throw error;
  }
  const written = formatAction(action);
  const play = legal.find((a) => formatAction(a) === written);
  if (play) return { play };
  return {
    refused: `${written}: ${whyRefused(view, action) ?? 'the rules do not allow it now.'}`,
  };
}
