import { useMemo } from 'react';
import { cardName, isJoker, whyNot } from '../../../shared/games/river-rats';
import type { Point } from '../../contract/game-table';
import { Label } from '../../table/Label';
import { ThinkingSign } from '../../table/ThinkingSign';
import { Cards } from './Cards';
import { chooseCard, useChoice } from './choice-store';
import {
  SPOTS,
  collectiveSpot,
  marketSpot,
  platePoint,
  plateTurn,
  ratHandSpot,
  seatPoses,
  tableCards,
  wordsTurn,
  type CardSlot,
} from './layout';
import { clickable, clickOn, offerGroups } from './offers';
import { pointedAt } from './pointed';
import type { RatsProps } from './props';

/** A name on the felt, smaller than the host's own labels: places on a card table lie close. */
function Tag({
  text,
  at,
  turned = 0,
}: {
  readonly text: string;
  readonly at: Point;
  readonly turned?: number;
}) {
  return (
    <group position={[at[0], 0.012, at[2]]} scale={0.72}>
      <Label text={text} at={[0, 0, 0]} turned={turned} />
    </group>
  );
}

const below = (at: Point, by = 0.95): Point => [at[0], 0, at[2] + by];

export function RatsBoard(props: RatsProps) {
  const { view, legal, act, seats, pending, motion, replaying } = props;
  const players = view.config.players;
  const poses = useMemo(() => seatPoses(players), [players]);
  const slots = useMemo(() => tableCards(view, poses), [view, poses]);
  const groups = useMemo(() => offerGroups(view, legal), [view, legal]);
  const offered = useMemo(() => clickable(groups), [groups]);
  const chosenCards = useChoice((s) => s.chosen);
  const chosen = useMemo(() => new Set(chosenCards.map((c) => `card:${c}`)), [chosenCards]);
  const jokerAs = useChoice((s) => s.jokerAs);
  const jokerSlot = view.collective.findIndex((c) => c.card !== null && isJoker(c.card));
  const thinker =
    pending.kind === 'decision'
      ? (pending.seats.find((s) => seats[s]?.kind === 'computer') ?? null)
      : null;

  const pick = (slot: CardSlot) => {
    const click = clickOn(groups, slot.key);
    if (!click) return;
    if ('act' in click) act(click.act);
    else chooseCard(groups, click.choose, act);
  };
  /** A card no offer takes now: the table says why beside the offers instead of staying silent. */
  const refuse = (slot: CardSlot) => {
    if (replaying) return;
    const why = whyNot(
      view,
      legal,
      pointedAt(slot),
      (seat) => seats[seat]?.name ?? `Seat ${seat + 1}`,
    );
    useChoice.getState().say(why);
  };

  const handMiddle = ratHandSpot((view.rat.up.length + view.rat.down - 1) / 2);
  const turned = wordsTurn(poses, view.viewer);
  return (
    <group>
      <Cards
        slots={slots}
        motion={motion}
        offered={offered}
        chosen={chosen}
        onPick={pick}
        onRefused={refuse}
      />
      {view.rat.king && <Tag text="River Rat" at={below(SPOTS.king)} turned={turned} />}
      {view.rat.king && view.rat.defeated.length === 0 && (
        <Tag text="Next Rat" at={below(SPOTS.waitingRat, -0.95)} turned={turned} />
      )}
      <Tag text="The Rat's hand" at={below(handMiddle)} turned={turned} />
      <Tag text={`Rat's Debt ${view.rat.debt}`} at={below(SPOTS.ratDebt, 0.9)} turned={turned} />
      <Tag text="Prediction" at={below(SPOTS.prediction)} turned={turned} />
      <Tag
        text={`Round Debt ${view.roundDebt}`}
        at={below(SPOTS.roundDebt, -0.95)}
        turned={turned}
      />
      <Tag
        text={`Collective hand ${view.collective.length}/${view.collectiveSize}`}
        at={below(collectiveSpot(2))}
        turned={turned}
      />
      {view.phase === 'name-joker' && jokerAs && jokerSlot >= 0 && (
        <Tag
          text={`Joker as ${cardName(jokerAs)}`}
          at={below(collectiveSpot(jokerSlot), -0.95)}
          turned={turned}
        />
      )}
      <Tag text="Jokers" at={below(SPOTS.unearnedJokers)} turned={turned} />
      <Tag text="Earned" at={below(SPOTS.earnedJokers)} turned={turned} />
      <Tag text={`Deck ${view.deck}`} at={below(SPOTS.deck)} turned={turned} />
      <Tag text={`Discard ${view.discard}`} at={below(SPOTS.discard)} turned={turned} />
      <Tag text="Market" at={below(marketSpot(1))} turned={turned} />
      <Tag text={`Your Debt ${view.playerDebt}`} at={below(SPOTS.playerDebt)} turned={turned} />
      {poses.map((pose, seat) => (
        <Tag
          key={seat}
          text={`${seats[seat]?.name ?? `Seat ${seat + 1}`}${view.current === seat ? ' ◀' : ''}`}
          at={platePoint(pose)}
          turned={plateTurn(pose, poses, view.viewer)}
        />
      ))}
      {thinker !== null && <ThinkingSign at={platePoint(poses[thinker]!)} height={1.2} />}
    </group>
  );
}
