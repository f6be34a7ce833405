/**
 * The throw on the table now: asked for by the game, simulated in the physics worker, played
 * back from its record, and only then handed to the game as faces. What the game receives is
 * what the dice show.
 */
import { create } from 'zustand';
import {
  CUP_TRAY,
  DEFAULT_TRAY,
  steerThrow,
  type Gesture,
  type ThrowRecord,
  type Tray,
} from '../../shared/dice';
import type { DieKind } from '../../shared/engine/dice-kinds';
import { simulateThrow } from '../workers/dice-client';

/** Where the cup is: over the dice, tipped up for its owner to peek, or lifted off. */
export type CupPosition = 'down' | 'peek' | 'up';

export interface ActiveThrow {
  readonly dice: readonly DieKind[];
  readonly label: string;
  readonly record: ThrowRecord;
  /** performance.now() when playback began. */
  readonly startedAt: number;
  /** Playback speed: 1 is real time. */
  readonly speed: number;
  /** Only for a throw under the cup. */
  readonly cup: CupPosition | null;
}

export interface RollRequest {
  readonly dice: readonly DieKind[];
  readonly seed: string;
  /** Who throws and why: "Ada — 4 × d6 (turn)". */
  readonly label: string;
  readonly speed: number;
  readonly gesture?: Gesture;
  /** Thrown under the cup: the faces stay out of sight and out of words until it is lifted. */
  readonly hidden?: boolean;
  /** A lesson's script fixes these; never set in a game. The dice still fall as simulated. */
  readonly faces?: readonly number[];
}

interface ThrowStore {
  /** The tray on the table now: the physics throws into exactly the tray that is drawn. */
  readonly tray: Tray;
  /** The throw being shown, or the last one (dice stay on the table until the next). */
  readonly active: ActiveThrow | null;
  readonly rolling: boolean;
  /** The result in words once the dice rest, for the HUD and screen readers. */
  readonly announcement: string;
  /** Simulates and plays a throw; resolves with its record when the dice have come to rest on screen. */
  roll(request: RollRequest): Promise<ThrowRecord>;
  /** Plays a recorded throw again (replays, loads): the same dice fall the same way. */
  show(record: ThrowRecord, label: string, speed: number, hidden?: boolean): Promise<ThrowRecord>;
  /** Puts a recorded throw's dice where they came to rest, at once (sitting down, jumping in a replay). */
  rest(record: ThrowRecord, label: string, hidden?: boolean): void;
  /** Takes the dice off the tray. */
  clear(): void;
  /** Tips the cup up for its owner (or sets it back down). */
  peek(on: boolean): void;
  /** Lifts the cup off for everyone: the faces are announced. */
  reveal(): void;
  /** Plays the rest of the throw rolling now at `speed`, if that is faster (a hurried turn). */
  hasten(speed: number): void;
  /** A tray is set on the table: the last tray's dice and words do not come with it. */
  setTray(tray: Tray): void;
}

/** Milliseconds until `active`'s dice come to rest, at its speed now. */
function restIn(active: ActiveThrow): number {
  const total = ((active.record.frames - 1) / active.record.hz) * 1000;
  return total / active.speed - (performance.now() - active.startedAt);
}

/**
 * Waits until `record`'s dice come to rest on screen, looking again now and then, since a
 * hurried turn may speed the throw up; a throw taken off the tray meanwhile waits no more.
 */
async function untilAtRest(record: ThrowRecord, get: () => ThrowStore): Promise<void> {
  for (;;) {
    const active = get().active;
    if (active?.record !== record) return;
    const left = restIn(active);
    if (left <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(left, 250)));
  }
}

function resultText(active: ActiveThrow): string {
  return active.cup === 'up' || active.cup === null
    ? `${active.label}: ${active.record.faces.join(', ')}`
    : `${active.label}: under the cup`;
}

export const useThrow = create<ThrowStore>((set, get) => ({
  tray: DEFAULT_TRAY,
  active: null,
  rolling: false,
  announcement: '',
  async roll({ dice, seed, label, speed, gesture, hidden = false, faces }) {
    set({ rolling: true, announcement: `${label}: rolling…` });
    // Hidden throws are slammed down under the cup: the dice land in its mouth, not the whole tray.
    const tray = hidden ? CUP_TRAY : get().tray;
    const simulated = await simulateThrow(
      gesture ? { dice, seed, tray, gesture } : { dice, seed, tray },
    );
    const record = faces ? steerThrow(simulated, faces) : simulated;
    return get().show(record, label, speed, hidden);
  },
  async show(record, label, speed, hidden = false) {
    const active: ActiveThrow = {
      dice: record.dice,
      label,
      record,
      startedAt: performance.now(),
      speed,
      cup: hidden ? 'down' : null,
    };
    set({ rolling: true, active });
    await untilAtRest(record, get);
    // A throw whose tray was cleared meanwhile (the player left for another tray) says nothing there.
    const shown = get().active;
    if (shown?.record === record) set({ rolling: false, announcement: resultText(shown) });
    return record;
  },
  rest(record, label, hidden = false) {
    const active: ActiveThrow = {
      dice: record.dice,
      label,
      record,
      startedAt: Number.NEGATIVE_INFINITY,
      speed: 1,
      cup: hidden ? 'down' : null,
    };
    set({ rolling: false, active, announcement: resultText(active) });
  },
  clear() {
    set({ rolling: false, active: null, announcement: '' });
  },
  peek(on) {
    const active = get().active;
    if (!active?.cup || active.cup === 'up') return;
    set({ active: { ...active, cup: on ? 'peek' : 'down' } });
  },
  reveal() {
    const active = get().active;
    if (!active?.cup || active.cup === 'up') return;
    const lifted: ActiveThrow = { ...active, cup: 'up' };
    set({ active: lifted, announcement: resultText(lifted) });
  },
  hasten(speed) {
    const active = get().active;
    if (!get().rolling || !active || speed <= active.speed) return;
    const now = performance.now();
    // The dice go on from where they are: only the time still to come is shortened.
    const played = (now - active.startedAt) * active.speed;
    set({ active: { ...active, speed, startedAt: now - played / speed } });
  },
  setTray(tray) {
    set({ tray, active: null, rolling: false, announcement: '' });
  },
}));
