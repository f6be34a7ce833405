import type { ThreeEvent } from '@react-three/fiber';
import { useCallback, useEffect, useMemo } from 'react';
import { BLACK, COLLECTOR, RED } from '../../../shared/games/river-crossing';
import { boardPicture, boardSide } from './board-picture';
import {
  BANK_SIZE,
  BOARD_TOP,
  PIECE_HEIGHT,
  SQUARE,
  STASH_CENTRE,
  STASH_NAME_CENTRE,
  STASH_SIZE,
  bankCentre,
  bankNameCentre,
  pieceSpots,
  squareAt,
  squareCentre,
  type PieceSpot,
  type Point3,
} from './layout';
import { usePicking } from './picking';
import { Label } from '../../table/Label';
import { labelTurnFor } from '../../table/label-turn';
import { ThinkingSign } from '../../table/ThinkingSign';
import { Pieces } from './Pieces';
import type { CrossingProps } from './props';
import { refusalAt, type Place } from './refused';
import { choicesOf, pickAt, type Pick } from './turn';
import { useMyTurn } from './useMyTurn';
import { wordsFacing } from './words-facing';

/** A lit ring where the picked piece may go. */
function Ring({ at, pointed }: { readonly at: Point3; readonly pointed: boolean }) {
  return (
    <mesh position={[at[0], at[1] + 0.02, at[2]]} rotation={[-Math.PI / 2, 0, 0]}>
      <ringGeometry args={[0.26, pointed ? 0.38 : 0.34, 32]} />
      <meshBasicMaterial color={pointed ? '#ffe066' : '#7dff9a'} transparent opacity={0.9} />
    </mesh>
  );
}

function Bank({
  at,
  nameAt,
  nameTurned,
  colour,
  name,
  onClick,
}: {
  readonly at: Point3;
  readonly nameAt: Point3;
  readonly nameTurned: number;
  readonly colour: string;
  readonly name: string;
  readonly onClick: (e: ThreeEvent<MouseEvent>) => void;
}) {
  return (
    <>
      <mesh position={at} receiveShadow onClick={onClick}>
        <boxGeometry args={[BANK_SIZE[0], 0.04, BANK_SIZE[1]]} />
        <meshStandardMaterial color={colour} roughness={0.9} />
      </mesh>
      <Label text={name} at={nameAt} turned={nameTurned} />
    </>
  );
}

const BANKS = [
  { colour: RED, place: 'home', paint: '#a8554c', name: "Red's home bank" },
  { colour: RED, place: 'far', paint: '#c98d84', name: "Red's far bank" },
  { colour: BLACK, place: 'home', paint: '#4a4a52', name: "Black's home bank" },
  { colour: BLACK, place: 'far', paint: '#8a8a94', name: "Black's far bank" },
] as const;

/** Where the seats' thinking signs hang: Red near, Black far, the Collector at the stash. */
const SEAT_SIGN: readonly Point3[] = [[0, 0, 5.2], [0, 0, -5.2], STASH_CENTRE];

/**
 * The River Crossing table: the river board with its banks and the collectors' stash, the
 * pieces in their stacks, and the rings of the move being put together. Clicking a stack
 * picks its highest piece that can move; clicking a lit ring plays the move.
 */
export function CrossingBoard(props: CrossingProps) {
  const { view, motion, pending, seats, replaying } = props;
  const facing = wordsFacing(props.viewer);
  const picture = useMemo(() => boardPicture(facing), [facing]);
  const namesTurned = labelTurnFor(facing);
  useEffect(() => () => picture.dispose(), [picture]);
  const spots = useMemo(() => pieceSpots(view), [view]);
  const { mine, legal } = useMyTurn(props);
  const pick = usePicking((s) => s.pick);
  const cursor = usePicking((s) => s.cursor);
  const choices = useMemo(
    () => (pick && mine ? choicesOf(legal, pick, view.board) : []),
    [pick, mine, legal, view.board],
  );
  const lifted = useCallback(
    (spot: PieceSpot) =>
      pick?.kind === 'piece' && spot.square === pick.square && (spot.height ?? 0) >= pick.height,
    [pick],
  );

  const play = (index: number): void => {
    const choice = choices[index];
    if (!choice) return;
    usePicking.getState().choose(null);
    props.act(choice.action);
  };
  const pickThing = (next: Pick | null): void => usePicking.getState().choose(next);
  /** A place that neither plays nor picks keeps the pick and says why in the turn panel. */
  const refused = (place: Place): boolean => {
    const why = refusalAt(view, legal, pick, place);
    if (why) usePicking.getState().say(why);
    return why !== null;
  };

  const onBoard = (e: ThreeEvent<MouseEvent>): void => {
    e.stopPropagation();
    const square = squareAt(e.point.x, e.point.z);
    if (square === null || !mine) return;
    const ring = choices.findIndex((c) => 'square' in c.to && c.to.square === square);
    if (ring >= 0) return play(ring);
    if (refused({ square })) return;
    pickThing(pickAt(legal, view.board, square));
  };
  const onBank =
    (colour: typeof RED | typeof BLACK, bank: 'home' | 'far') =>
    (e: ThreeEvent<MouseEvent>): void => {
      e.stopPropagation();
      if (!mine) return;
      if (bank === 'far' && colour === props.viewer) {
        const exit = choices.findIndex((c) => 'bank' in c.to);
        if (exit >= 0) return play(exit);
      }
      if (refused({ bank, colour })) return;
      const wanted: Pick = { kind: bank };
      if (choicesOf(legal, wanted, view.board).length > 0) pickThing(wanted);
    };

  const thinker =
    pending.kind === 'decision' && !replaying && seats[pending.seats[0]!]?.kind === 'computer'
      ? pending.seats[0]!
      : null;
  const side = boardSide(SQUARE);
  const ringAt = (c: (typeof choices)[number]): Point3 => {
    if ('bank' in c.to) return bankCentre(props.viewer === BLACK ? BLACK : RED, 'far');
    const [x, y, z] = squareCentre(c.to.square);
    return [x, y + view.board[c.to.square]!.length * PIECE_HEIGHT, z];
  };

  return (
    <group>
      <mesh
        position={[0, BOARD_TOP / 2, 0]}
        receiveShadow
        onClick={onBoard}
        onPointerMove={(e) => {
          const square = squareAt(e.point.x, e.point.z);
          if (square !== usePicking.getState().hover) usePicking.getState().hovering(square);
        }}
        onPointerLeave={() => usePicking.getState().hovering(null)}
      >
        <boxGeometry args={[side, BOARD_TOP, side]} />
        <meshStandardMaterial attach="material-0" color="#5a3d24" />
        <meshStandardMaterial attach="material-1" color="#5a3d24" />
        <meshStandardMaterial attach="material-2" map={picture} roughness={0.6} />
        <meshStandardMaterial attach="material-3" color="#5a3d24" />
        <meshStandardMaterial attach="material-4" color="#5a3d24" />
        <meshStandardMaterial attach="material-5" color="#5a3d24" />
      </mesh>
      {BANKS.map(({ colour, place, paint, name }) => (
        <Bank
          key={name}
          at={bankCentre(colour, place)}
          nameAt={bankNameCentre(colour, place)}
          nameTurned={namesTurned}
          colour={paint}
          name={name}
          onClick={onBank(colour, place)}
        />
      ))}
      <mesh position={STASH_CENTRE} receiveShadow>
        <boxGeometry args={[STASH_SIZE[0], 0.04, STASH_SIZE[1]]} />
        <meshStandardMaterial color="#7a6520" roughness={0.8} />
      </mesh>
      <Label text="Collectors' stash" at={STASH_NAME_CENTRE} turned={namesTurned} />
      <Pieces spots={spots} motion={motion} lifted={lifted} />
      {choices.map((c, i) => (
        <Ring key={i} at={ringAt(c)} pointed={i === cursor} />
      ))}
      {thinker !== null && <ThinkingSign at={SEAT_SIGN[thinker] ?? SEAT_SIGN[COLLECTOR]!} />}
    </group>
  );
}
