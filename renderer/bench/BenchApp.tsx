/**
 * The scenes `npm run bench` measures in Chromium, chosen with `?bench=…`: the River Stakes
 * table in mid-game with four dice at rest in its tray (`river-stakes`), and the bare table
 * with the same dice (`empty`), the baseline; the Stones & Rivers table mid-game on 16 × 17
 * (`stones-and-rivers`), River Crossing with all 30 pieces on the board (`river-crossing`),
 * River with six seats at the showdown, every die at rest (`river-dice`), River Rats
 * mid-round with four hands (`river-rats`), and the bare table (`bare`), their baseline.
 * Players never see this.
 */
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { throwDice } from '../../shared/dice';
import { newMatchRecord } from '../../shared/engine/record';
import { Random } from '../../shared/engine/random';
import { rollFaces } from '../../shared/engine/throws';
import { game as riverStakes, type StakesAction } from '../../shared/games/river-stakes';
import { DiceTray } from '../dice/DiceTray';
import { useThrow } from '../dice/throw-store';
import { riverStakesTable } from '../games/river-stakes/table';
import { startCrossingFullBoard } from '../games/river-crossing/bench-match';
import { startRiverShowdown } from '../games/river-dice/bench-match';
import { startRatsMidRound } from '../games/river-rats/bench-match';
import { startStonesMidGame } from '../games/stones-and-rivers/bench-match';
import { useMatch } from '../stores/match';
import { HostedBoard } from '../host/HostedBoard';
import { TableCanvas } from '../table/TableCanvas';

const ACTIONS = 80;
/** The scenes that are a whole game's table on the host. */
const HOSTED = new Set([
  'river-stakes',
  'stones-and-rivers',
  'river-crossing',
  'river-dice',
  'river-rats',
]);
const STAKES_TRAY = riverStakesTable.tray!;

/** A River Stakes match played at random to mid-game, so leaders and members stand on the paths. */
function startMidGame(): void {
  const rng = Random.fromSeed('bench');
  const seats = ['Ada', 'Basil', 'Cleo', 'Dev'].map((name, i) => ({
    name,
    kind: 'human' as const,
    colour: ['#d9534f', '#2e6fd8', '#e0a526', '#3aa655'][i]!,
  }));
  const record = newMatchRecord(riverStakes, {}, 'bench', seats);
  let state = riverStakes.setup(riverStakes.configSchema.parse(record.config), record.seed);
  const actions: StakesAction[] = [];
  for (let i = 0; i < ACTIONS; i++) {
    const pending = riverStakes.next(state);
    if (pending.kind === 'end') break;
    const action: StakesAction =
      pending.kind === 'throw'
        ? { type: 'throw' as const, seat: pending.seat, faces: rollFaces(rng, pending.dice) }
        : rng.pick(riverStakes.legalActions(state, pending.seats[0]!));
    state = riverStakes.apply(state, action);
    actions.push(action);
  }
  useMatch.getState().start(riverStakesTable, { ...record, actions });
}

/**
 * Four dice lying where a real throw left them. A tray clears its dice when it mounts, and
 * the board's tray mounts only once the match has started, so the dice are put back
 * whenever the tray is empty.
 */
function DiceAtRest() {
  const empty = useThrow((s) => s.active === null);
  useEffect(() => {
    if (!empty) return;
    const record = throwDice({
      dice: ['d6', 'd6', 'd6', 'd6'],
      seed: 'bench',
      tray: STAKES_TRAY.tray,
    });
    useThrow.setState({
      active: { dice: record.dice, label: 'bench', record, startedAt: -1e9, speed: 1, cup: null },
    });
  }, [empty]);
  return null;
}

/** Lets the benchmark read what the renderer drew in the last frame. */
function Probe() {
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    Object.assign(window, {
      __riverTableBench: {
        calls: () => gl.info.render.calls,
        triangles: () => gl.info.render.triangles,
      },
    });
  }, [gl]);
  return null;
}

export function BenchApp({ scene }: { readonly scene: string }) {
  useEffect(() => {
    if (scene === 'river-stakes') startMidGame();
    if (scene === 'stones-and-rivers')
      startStonesMidGame((t, r) => useMatch.getState().start(t, r));
    if (scene === 'river-crossing')
      startCrossingFullBoard((t, r) => useMatch.getState().start(t, r));
    if (scene === 'river-dice') startRiverShowdown((t, r) => useMatch.getState().start(t, r));
    if (scene === 'river-rats') startRatsMidRound((t, r) => useMatch.getState().start(t, r));
  }, [scene]);
  return (
    <div className="app" data-screen="bench">
      <TableCanvas>
        {HOSTED.has(scene) ? (
          <HostedBoard />
        ) : scene === 'empty' ? (
          <DiceTray tray={STAKES_TRAY.tray} position={STAKES_TRAY.position} />
        ) : null}
        {(scene === 'river-stakes' || scene === 'empty') && <DiceAtRest />}
        <Probe />
      </TableCanvas>
    </div>
  );
}
