/**
 * The hard player: information-set tree search over the rest of the round, for the whole
 * team. Each pass deals the cards this seat cannot see at random (consistent with its
 * view) and walks one tree whose branches are the actions every seat can see, so a
 * teammate's branch is a plan the team can share: which card to play, if it holds it,
 * given what is on the table. Below the tree every seat plays the quick rules of thumb
 * to the round's end, and the position is scored by the team's chance to win the game.
 */
import type { Bot } from '../../../engine/bot';
import { Random } from '../../../engine/random';
import type { RatsAction } from '../actions';
import { advanceInPlace } from '../apply';
import { legalActions } from '../legal';
import { open, type Table } from '../table';
import type { RatsView } from '../view';
import { greedyChoice, ratStrength, type Style } from './greedy';
import { teamValue } from './outlook';
import { partialValue } from './plan';
import { race, type RaceOptions } from './race';
import { sampleState } from './sample';

export interface TeamSearchOptions {
  readonly level: string;
  readonly race: RaceOptions;
  /** Stop thinking after this long (ms), once every choice has met the fewest deals; the context's budget caps it too. */
  readonly budgetMs: number;
  /** Whether the seats' next choices are searched too (a tree), or only played by the quick rules. */
  readonly tree: boolean;
  readonly style: Style;
  readonly maxCandidates: number;
  /** How far an untried branch's promise reaches (the UCB constant, on the outlook's scale). */
  readonly explore: number;
}

interface Branch {
  visits: number;
  total: number;
  /** Passes in which this branch could be taken (the deal gave its seat the card). */
  offered: number;
  next: Node | null;
}

type Node = Map<string, Branch>;

/** An action as every seat sees it: the seat is implied by whose turn it is. */
function key(a: RatsAction): string {
  switch (a.type) {
    case 'draw':
      return `d${a.card ?? ''}`;
    case 'play':
      return `p${a.card}`;
    case 'spade':
    case 'club':
      return `${a.type[0]}${[...a.cards].sort().join()}`;
    case 'diamond':
      return `x${a.take}${a.give}`;
    case 'peek':
      return 'k';
    case 'remove':
      return `r${String(a.target)}`;
    case 'name-joker':
      return `n${a.card}`;
    case 'club-deck':
      return `c${a.count}`;
    default:
      return a.type;
  }
}

/** What the pruning of choices reads: the same in a view and in a sampled deal. */
interface TableTop {
  readonly market: readonly string[];
  readonly collective: readonly string[];
  readonly size: number;
}

/**
 * Drops choices that do the same thing (flipping one face-down card is like flipping
 * another, and the ♥ power's look is worth at least the plain ♥) and keeps at most `limit`,
 * the quick rules' likelier choices first.
 */
function candidates(legal: readonly RatsAction[], top: TableTop, limit: number): RatsAction[] {
  const out: RatsAction[] = [];
  const peeks = legal.some((a) => a.type === 'peek');
  let peeked = false;
  let removedDown = false;
  for (const a of legal) {
    if (a.type === 'heart' && peeks) continue;
    if (a.type === 'peek') {
      if (peeked) continue;
      peeked = true;
    }
    if (a.type === 'remove' && typeof a.target === 'number') {
      if (removedDown) continue;
      removedDown = true;
    }
    if (a.type === 'spade' && a.cards.length > 1 && !a.cards.every((c) => top.market.includes(c)))
      continue;
    out.push(a);
  }
  if (out.length <= limit) return out;
  const score = (a: RatsAction): number => {
    if (a.type === 'skip') return 100;
    if (a.type === 'diamond')
      return partialValue(
        top.collective.map((c) => (c === a.take ? a.give : c)),
        top.size,
      );
    return 0;
  };
  return out.sort((x, y) => score(y) - score(x)).slice(0, limit);
}

function tableTop(t: Table): TableTop {
  return {
    market: t.market,
    collective: t.round.collective.map((c) => c.card),
    size: t.collectiveSize,
  };
}

function viewTop(v: RatsView): TableTop {
  return {
    market: v.market,
    collective: v.collective.flatMap((c) => (c.card === null ? [] : [c.card])),
    size: v.collectiveSize,
  };
}

function roundGoesOn(t: Table, round: number): boolean {
  return t.phase !== 'over' && t.round.number === round;
}

/**
 * One pass below a root choice already applied to `t`: down the tree while every branch
 * here has been tried, then one new branch, then the quick rules to the round's end.
 */
function pass(
  t: Table,
  round: number,
  root: Branch,
  rng: Random,
  options: TeamSearchOptions,
): number {
  const path: Branch[] = [root];
  let node: Node | null = options.tree ? (root.next ??= new Map()) : null;
  const rat = roundGoesOn(t, round) ? ratStrength(t) : 0;
  while (roundGoesOn(t, round)) {
    const seat = t.current;
    const legal = legalActions(t, seat);
    const quick = greedyChoice(t, seat, legal, rng, options.style, rat);
    if (node === null || legal.length === 1 || t.phase === 'name-joker') {
      advanceInPlace(t, quick);
      continue;
    }
    const offered = candidates(legal, tableTop(t), options.maxCandidates);
    const quickKey = key(quick);
    let chosen: RatsAction = quick;
    let chosenBranch: Branch | null = null;
    let best = -Infinity;
    let seen = 0;
    let sum = 0;
    for (const a of offered) {
      const k = key(a);
      let b = node.get(k);
      if (!b) {
        b = { visits: 0, total: 0, offered: 0, next: null };
        node.set(k, b);
      }
      b.offered++;
      seen += b.visits;
      sum += b.total;
    }
    const mean = seen > 0 ? sum / seen : 0;
    for (const a of offered) {
      const k = key(a);
      const b: Branch = node.get(k)!;
      // The quick rules' choice is tried first; an untried branch counts at the node's mean.
      const value =
        b.visits === 0
          ? k === quickKey
            ? Infinity
            : mean + options.explore * Math.sqrt(Math.log(b.offered + 1))
          : b.total / b.visits + options.explore * Math.sqrt(Math.log(b.offered) / b.visits);
      if (value > best) {
        best = value;
        chosen = a;
        chosenBranch = b;
      }
    }
    advanceInPlace(t, chosen);
    if (chosenBranch === null) continue;
    path.push(chosenBranch);
    node = chosenBranch.visits === 0 ? null : (chosenBranch.next ??= new Map());
  }
  const value = teamValue(t);
  for (const b of path) {
    b.visits++;
    b.total += value;
  }
  return value;
}

export function teamSearchBot(options: TeamSearchOptions): () => Bot<RatsView, RatsAction> {
  return () => ({
    level: options.level,
    choose(view, legal, context) {
      if (legal.length === 1) return legal[0]!;
      if (view.phase === 'name-joker')
        return greedyChoice(
          sampleState(view, context.rng),
          view.current,
          legal,
          context.rng,
          options.style,
        );
      const choices = candidates(legal, viewTop(view), options.maxCandidates);
      if (choices.length === 1) return choices[0]!;
      const roots: Branch[] = choices.map(() => ({ visits: 0, total: 0, offered: 0, next: null }));
      const started = context.now();
      const budget = Math.min(options.budgetMs, context.budgetMs);
      const outOfTime = (): boolean => context.now() - started >= budget;
      const best = race(
        choices.length,
        options.race,
        (active, n) => {
          const world = sampleState(view, context.rng);
          const luck = context.rng.uint32();
          return active.map((i) => {
            // Every choice meets the same deal and the same luck below it.
            const rng = new Random({ algorithm: 'xoshiro128**', s: [luck | 1, 7, 11, n + 1] });
            const t = open(world);
            advanceInPlace(t, choices[i]!);
            return pass(t, view.round, roots[i]!, rng, options);
          });
        },
        outOfTime,
      );
      return choices[best]!;
    },
  });
}
