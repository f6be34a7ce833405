import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useMemo, useState } from 'react';
import { HAND_DICE } from '../../../shared/games/river-dice';
import { DiceBatch } from '../../dice/DiceBatch';
import { DiceCup } from '../../dice/DiceCup';
import { RestingDie } from '../../dice/RestingDie';
import type { Point } from '../../contract/game-table';
import { Label } from '../../table/Label';
import { setOrbit } from '../../table/orbit';
import { ThinkingSign } from '../../table/ThinkingSign';
import { Coins } from './Coins';
import { useHand } from './hand-store';
import {
  COIN,
  POT_AT,
  SEAT_CUP_SCALE,
  SEAT_DICE_SCALE,
  bankerDieAt,
  blockSpot,
  seatPlaces,
  type SeatPlaces,
} from './layout';
import type { RiverProps } from './props';
import { liftDelay, showdownOnTable } from './showdown';
import { bidderAtScreen } from './turn';

/** A seat's cup is drawn at a third of the tray cup's size: 24 sides still look round. */
const SEAT_CUP_SEGMENTS = 24;
/** Long enough to see a cup rise off its dice. */
const CUP_LIFT_SECONDS = 0.9;

/**
 * A seat's cup, tipped up for its owner's peek. It is turned to face its seat, so the peek
 * opens towards the owner's chair and away from everyone else's.
 */
function SeatCup({
  seat,
  at,
  facing,
  pose,
}: {
  readonly seat: number;
  readonly at: Point;
  readonly facing: number;
  readonly pose: 'down' | 'peek';
}) {
  return (
    <group
      name={`cup:${seat}:${pose}`}
      position={[...at]}
      rotation={[0, facing, 0]}
      scale={SEAT_CUP_SCALE}
    >
      <DiceCup position={pose} segments={SEAT_CUP_SEGMENTS} />
    </group>
  );
}

/**
 * A seat's cup at the showdown: it lifts off `delay` seconds in, so the cups lift in turn,
 * and is put away once lifted: a lifted cup hangs between a chair and its own dice.
 */
function LiftingCup({ at, delay }: { readonly at: Point; readonly delay: number }) {
  const [stage, setStage] = useState<'down' | 'up' | 'away'>('down');
  useEffect(() => {
    const lift = setTimeout(() => setStage('up'), delay * 1000);
    const away = setTimeout(() => setStage('away'), (delay + CUP_LIFT_SECONDS) * 1000);
    return () => {
      clearTimeout(lift);
      clearTimeout(away);
    };
  }, [delay]);
  if (stage === 'away') return null;
  return (
    <group position={[...at]} scale={SEAT_CUP_SCALE}>
      <DiceCup position={stage} segments={SEAT_CUP_SEGMENTS} />
    </group>
  );
}

/** The lit ring under the die on offer: coins carried here are a bid. */
function OfferRing({ at, onDrop }: { readonly at: Point; readonly onDrop: () => void }) {
  return (
    <group position={[at[0], 0.03, at[2]]}>
      <mesh rotation={[-Math.PI / 2, 0, 0]}>
        <ringGeometry args={[0.55, 0.72, 40]} />
        <meshBasicMaterial color="#ffe066" transparent opacity={0.9} />
      </mesh>
      {/* Hit areas are invisible: the pointer still finds them, and no frame draws them. */}
      <mesh
        position={[0, 0.8, 0]}
        visible={false}
        onPointerUp={(e: ThreeEvent<PointerEvent>) => {
          e.stopPropagation();
          onDrop();
        }}
      >
        <cylinderGeometry args={[0.75, 0.75, 1.6, 16]} />
        <meshBasicMaterial />
      </mesh>
    </group>
  );
}

function CarriedCoins() {
  const at = useHand((s) => s.at);
  if (!at) return null;
  return (
    <group position={[at[0], 0.9, at[1]]}>
      {[0, 1, 2].map((i) => (
        <mesh key={i} position={[0, i * COIN.thickness, 0]}>
          <cylinderGeometry args={[COIN.radius, COIN.radius, COIN.thickness, COIN.segments]} />
          <meshLambertMaterial color="#d4a935" emissive="#3a2604" />
        </mesh>
      ))}
    </group>
  );
}

/** A seat's five dice laid out at its cup, faces up: its own under the cup, or its hand at the showdown. */
function HandDice({
  seat,
  values,
  place,
  pace,
}: {
  readonly seat: number;
  readonly values: readonly number[];
  readonly place: SeatPlaces;
  readonly pace: number;
}) {
  return values.map((value, d) => (
    <RestingDie
      key={d}
      kind={HAND_DICE[d]!}
      value={value}
      at={place.hand(d)}
      scale={SEAT_DICE_SCALE}
      pace={pace}
      name={`face:${seat}:${HAND_DICE[d]!}:${value}`}
    />
  ));
}

function Seat({
  props,
  seat,
  place,
}: {
  readonly props: RiverProps;
  readonly seat: number;
  readonly place: SeatPlaces;
}) {
  const { view, viewer, seats, motion } = props;
  const peeking = useHand((s) => s.peeking);
  const showdown = showdownOnTable(view);
  const shownHand = showdown?.hands.find((h) => h.seat === seat);
  const name = seats[seat]?.name ?? `Seat ${seat + 1}`;
  const plate = `${name}: ${view.purses[seat]!} gold${view.out[seat] ? ' (out)' : ''}`;
  const own = view.hole[seat];
  const pace = motion.reduced ? Infinity : 6 * motion.speed;
  return (
    <>
      <Label text={plate} at={place.plate} turned={place.pose.facing} />
      {shownHand ? (
        <>
          <HandDice seat={seat} values={shownHand.values} place={place} pace={pace} />
          <LiftingCup at={place.cup} delay={liftDelay(showdown!, seat, motion.speed)} />
        </>
      ) : (
        view.thrown[seat] && (
          <>
            {own && <HandDice seat={seat} values={own} place={place} pace={pace} />}
            <SeatCup
              seat={seat}
              at={place.cup}
              facing={place.pose.facing}
              pose={viewer === seat && peeking ? 'peek' : 'down'}
            />
          </>
        )
      )}
    </>
  );
}

export function RiverBoard(props: RiverProps) {
  const { view, seats, pending, motion, legal, act } = props;
  const players = view.config.players;
  const places = useMemo(() => seatPlaces(players), [players]);
  const showdown = showdownOnTable(view);
  const carrying = useHand((s) => s.carrying);
  const bidder = bidderAtScreen(props);
  const thinker =
    pending.kind === 'decision'
      ? (pending.seats.find((s) => seats[s]?.kind === 'computer') ?? null)
      : null;
  const pace = motion.reduced ? Infinity : 5 * motion.speed;

  const three = useThree((s) => s.get);
  useEffect(() => {
    const drop = () => {
      if (!useHand.getState().carrying) return;
      useHand.getState().carry(false);
      setOrbit(three, true);
    };
    window.addEventListener('pointerup', drop);
    return () => window.removeEventListener('pointerup', drop);
  }, [three]);

  const bidOne = () => {
    const auction = view.auction;
    if (!bidder || !auction || !useHand.getState().carrying) return;
    const bid = legal.find((a) => a.type === 'bid' && a.amount === auction.high + 1);
    useHand.getState().carry(false);
    setOrbit(three, true);
    if (bid) act(bid);
  };

  return (
    <DiceBatch>
      <Coins purses={view.purses} pot={view.pot} seats={places} motion={motion} />
      <Label text={`Pot: ${view.pot} gold`} at={[POT_AT[0], 0.02, POT_AT[2] - 1.05]} />
      {places.map((place, seat) => (
        <Seat key={seat} props={props} seat={seat} place={place} />
      ))}
      {view.banker &&
        !showdown &&
        view.banker.map((value, die) => {
          const spot = bankerDieAt(view, places, die);
          return (
            <RestingDie
              key={`banker:${die}`}
              kind={HAND_DICE[die]!}
              value={value}
              at={spot.at}
              scale={spot.scale}
              lift={spot.lift}
              pace={pace}
              name={`face:banker:${HAND_DICE[die]!}:${value}`}
            />
          );
        })}
      {view.phase === 'auction' && view.auction && (
        <OfferRing at={blockSpot(view.auction.die)} onDrop={bidOne} />
      )}
      {bidder && (
        <mesh
          position={[places[bidder.seat]!.purse[0], 0.4, places[bidder.seat]!.purse[2]]}
          visible={false}
          onPointerDown={(e: ThreeEvent<PointerEvent>) => {
            e.stopPropagation();
            setOrbit(three, false);
            useHand.getState().carry(true);
          }}
        >
          <cylinderGeometry args={[0.9, 0.9, 0.8, 16]} />
          <meshBasicMaterial />
        </mesh>
      )}
      {carrying && (
        <mesh
          position={[0, 0.9, 0]}
          rotation={[-Math.PI / 2, 0, 0]}
          visible={false}
          onPointerMove={(e: ThreeEvent<PointerEvent>) =>
            useHand.getState().moveTo([e.point.x, e.point.z])
          }
        >
          <planeGeometry args={[40, 40]} />
          <meshBasicMaterial />
        </mesh>
      )}
      <CarriedCoins />
      {thinker !== null && <ThinkingSign at={places[thinker]!.plate} height={1.2} />}
      <Label text="Banker's block" at={[blockSpot(2)[0], 0.02, blockSpot(2)[2] - 0.9]} />
    </DiceBatch>
  );
}
