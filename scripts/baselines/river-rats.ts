/**
 * The River Rats hard player as it was before the team search (issue #37), kept as the
 * arena's yardstick only (`--level hard-previous`); the game no longer uses it.
 * Information-set Monte Carlo: it deals the cards it cannot see at random, a teammate's
 * hand and the discard pile wholly blind (it forgets what the table saw go there), tries every
 * sensible choice in each deal, lets every seat finish the round with the quick player's
 * rules of thumb, and keeps the choice with the best average result. All choices see the
 * same deals, so they are compared on equal luck.
 */
import type { Bot } from '../../shared/engine/bot';
import { Random } from '../../shared/engine/random';
import type { RatsAction } from '../../shared/games/river-rats/actions';
import { advanceInPlace } from '../../shared/games/river-rats/apply';
import { legalActions } from '../../shared/games/river-rats/legal';
import { open, type Table } from '../../shared/games/river-rats/table';
import type { RatsView } from '../../shared/games/river-rats/view';
import { greedyChoice, ratStrength, type Style } from '../../shared/games/river-rats/bots/greedy';
import { teamValue } from '../../shared/games/river-rats/bots/outlook';
import { partialValue } from '../../shared/games/river-rats/bots/plan';
import { sampleState } from '../../shared/games/river-rats/bots/sample';

interface SearchOptions {
  readonly level: string;
  readonly minSamples: number;
  readonly maxSamples: number;
  /** Stop sampling after this long (ms); the budget of the context caps it too. */
  readonly budgetMs: number;
  readonly style: Style;
  /** Consider at most this many choices, the quick player's favourites first. */
  readonly maxCandidates: number;
}

/**
 * Every seat plays the quick rules until this round is resolved, against the Rat's hand
 * as this deal has it; `t` is the look-ahead's own copy and is played on in place.
 */
function finishRound(t: Table, rng: Random, style: Style): Table {
  const round = t.round.number;
  if (!roundGoesOn(t, round)) return t;
  const rat = ratStrength(t);
  for (let guard = 0; guard < 200 && roundGoesOn(t, round); guard++) {
    const seat = t.current;
    advanceInPlace(t, greedyChoice(t, seat, legalActions(t, seat), rng, style, rat));
  }
  return t;
}

function roundGoesOn(t: Table, round: number): boolean {
  return t.phase !== 'over' && t.round.number === round;
}

/** Drop choices that do the same thing (flipping one face-down card is like flipping another). */
function candidates(view: RatsView, legal: readonly RatsAction[], limit: number): RatsAction[] {
  const out: RatsAction[] = [];
  let peeked = false;
  let removedDown = false;
  for (const a of legal) {
    if (a.type === 'peek') {
      if (peeked) continue;
      peeked = true;
    }
    if (a.type === 'remove' && typeof a.target === 'number') {
      if (removedDown) continue;
      removedDown = true;
    }
    // Many-card discards: only "clear the whole Market" besides the single cards.
    if (a.type === 'spade' && a.cards.length > 1 && !a.cards.every((c) => view.market.includes(c)))
      continue;
    out.push(a);
  }
  if (out.length <= limit) return out;
  const collective = view.collective.flatMap((c) => (c.card === null ? [] : [c.card]));
  const score = (a: RatsAction): number => {
    if (a.type === 'skip') return 100;
    if (a.type === 'diamond')
      return partialValue(
        collective.map((c) => (c === a.take ? a.give : c)),
        view.collectiveSize,
      );
    return 0;
  };
  return out.sort((x, y) => score(y) - score(x)).slice(0, limit);
}

function searchBot(options: SearchOptions): () => Bot<RatsView, RatsAction> {
  return () => ({
    level: options.level,
    choose(shown, legal, context) {
      if (legal.length === 1) return legal[0]!;
      const view = blind(shown);
      // Every card is revealed while a Joker is named: there is nothing left to sample.
      if (view.phase === 'name-joker')
        return greedyChoice(
          sampleState(view, context.rng),
          view.current,
          legal,
          context.rng,
          options.style,
        );
      const choices = candidates(view, legal, options.maxCandidates);
      if (choices.length === 1) return choices[0]!;
      const totals = choices.map(() => 0);
      let active = choices.map((_, i) => i);
      const started = context.now();
      const budget = Math.min(options.budgetMs, context.budgetMs);
      let samples = 0;
      while (
        samples < options.maxSamples &&
        (samples < options.minSamples || context.now() - started < budget)
      ) {
        const world = sampleState(view, context.rng);
        const luck = context.rng.uint32();
        for (const i of active) {
          const rng = new Random({ algorithm: 'xoshiro128**', s: [luck | 1, 7, 11, samples + 1] });
          const t = open(world);
          advanceInPlace(t, choices[i]!);
          totals[i]! += teamValue(finishRound(t, rng, options.style));
        }
        samples++;
        // Successive halving: the weaker half stops being sampled, so the deals left go to
        // telling the promising choices apart.
        if (samples % options.minSamples === 0 && active.length > 2)
          active = [...active]
            .sort((x, y) => totals[y]! - totals[x]!)
            .slice(0, Math.max(2, Math.ceil(active.length / 2)));
      }
      const best = active.reduce((x, y) => (totals[y]! > totals[x]! ? y : x));
      return choices[best]!;
    },
  });
}

/**
 * The view without the cards the table saw go into hands or onto the discard pile: the
 * player dealt those blind.
 */
function blind(view: RatsView): RatsView {
  return { ...view, shownInHand: view.shownInHand.map(() => []), discardSeen: [] };
}

/** Today's hard player until issue #37, with its settings of then. */
export const previousHard = searchBot({
  level: 'hard-previous',
  minSamples: 12,
  maxSamples: 96,
  budgetMs: 250,
  maxCandidates: 8,
  style: { raiseAt: 0.55, noise: 0, deckHope: 0.15 },
});
