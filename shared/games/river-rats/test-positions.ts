/** Hand-built positions for the rule tests: name the cards that matter, the rest fill the deck. */
import { IllegalActionError } from '../../engine/contract';
import type { RatsAction } from './actions';
import { fullDeck, isJoker } from './cards';
import { riverRats as game } from './game';
import type { RatsConfig, RatsState } from './state';

type Round = RatsState['round'];

export interface Layout extends Partial<Omit<RatsState, 'round' | 'config'>> {
  readonly round?: Partial<Round>;
}

/** Every card not named by the layout goes to the deck (after any named deck cards), or to the discard pile when `deckIsExact`. */
export function arrange(
  config: Partial<RatsConfig> & { players: number },
  layout: Layout,
  deckIsExact = false,
): RatsState {
  const start = game.setup(config as RatsConfig, 'arranged');
  const state: RatsState = {
    ...start,
    ratDebt: [],
    playerDebt: [],
    discard: [],
    market: [],
    hands: start.hands.map(() => []),
    ...layout,
    round: {
      ...start.round,
      ratUp: [],
      ratDown: [],
      debt: [],
      collective: [],
      ...layout.round,
      prediction: layout.round?.prediction ?? '2C',
    },
  };
  const r = state.round;
  const named = new Set([
    ...state.config.characters.map((s) => `A${s}`),
    ...state.rats,
    ...(layout.deck ?? []),
    ...state.discard,
    ...state.removed,
    ...state.hands.flat(),
    ...state.market,
    ...state.ratDebt,
    ...state.playerDebt,
    ...state.jokers.unearned,
    ...state.jokers.earned,
    ...r.ratUp,
    ...r.ratDown,
    r.prediction,
    ...r.debt,
    ...r.collective.map((c) => c.card),
    ...(r.asideJoker ? [r.asideJoker] : []),
    ...(r.expertJoker ? [r.expertJoker] : []),
  ]);
  const rest = fullDeck().filter((c) => !named.has(c) && !isJoker(c));
  const removed = [...state.removed, ...fullDeck().filter((c) => !named.has(c) && isJoker(c))];
  return deckIsExact
    ? { ...state, removed, deck: layout.deck ?? [], discard: [...state.discard, ...rest] }
    : { ...state, removed, deck: [...(layout.deck ?? []), ...rest] };
}

/** Applies actions in order, for the seat named in each. */
export function play(state: RatsState, ...actions: Parameters<typeof game.apply>[1][]): RatsState {
  return actions.reduce((s, a) => game.apply(s, a), state);
}

/** The reason the engine gives for refusing `action`; a test fails if it is accepted. */
export function refused(s: RatsState, action: RatsAction): string {
  try {
    game.apply(s, action);
  } catch (e) {
    if (e instanceof IllegalActionError) return e.reason;
    throw e;
  }
  throw new Error(`accepted: ${JSON.stringify(action)}`);
}
