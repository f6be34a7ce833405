/**
 * `npm run bench autosave`: how long one autosave takes as the app makes it: the preload's
 * sender (only the new moves), the copy IPC makes of what is sent, and main's handler (IPC
 * argument check, the same checks a load makes, the atomic write with its fsyncs), early
 * in a match and late in a long one, the two matches autosaving in turn. The baseline is
 * the autosave at move 10 in the same run; the target is that the autosave at move 5,000
 * costs at most twice that, so autosaving after every move stays linear over a match
 * (issue 16 item 8). A never-ending Pig match keeps
 * the engine's own cost out of the figure: what is left is what the store does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiHandlers } from '../../electron/main/api-handlers';
import { createAudienceController } from '../../electron/main/audience/controller';
import { createSaveStore } from '../../electron/main/save-store';
import { createSettingsStore } from '../../electron/main/settings-store';
import { findGame, pigSave } from '../../electron/main/test-support/pig-save';
import type { IpcResult } from '../../shared/ipc/result';
import { createAutosaveSender } from '../../shared/saves/autosave-sender';
import type { SaveSummary } from '../../shared/saves/format';
import type { PigAction } from '../../shared/engine/testkit/pig';
import type { BenchResult } from './types';

const SAMPLES = 61;

function move(i: number): PigAction {
  return i % 2 === 0 ? { type: 'throw', seat: 0, faces: [2] } : { type: 'roll', seat: 0 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** One save store as the app has it, reached over IPC through the preload's sender. */
function appSaves(dir: string) {
  const audience = createAudienceController({ staticDir: dir, findGame });
  const handlers = createApiHandlers({
    audience,
    saves: createSaveStore({ dir: join(dir, 'saves'), findGame }),
    settings: createSettingsStore({ file: join(dir, 'settings.json') }),
    appInfo: { name: 'bench', version: '0', platform: process.platform, versions: {} },
  });
  /** What IPC does: main gets its own copy of the arguments. */
  const overIpc = (channel: 'saves:autosave' | 'saves:autosaveMoves') => (arg: unknown) =>
    handlers[channel](structuredClone(arg)) as Promise<IpcResult<SaveSummary>>;
  return createAutosaveSender({
    whole: overIpc('saves:autosave'),
    moves: overIpc('saves:autosaveMoves'),
  });
}

/** A match being played from move `from`: each call makes its next move and autosaves it. */
async function matchFrom(dir: string, from: number): Promise<() => Promise<number>> {
  const autosave = appSaves(dir);
  let actions = Array.from({ length: from - 1 }, (_, i) => move(i));
  await autosave(pigSave(actions));
  return async () => {
    // The match store appends each move to a new list.
    actions = [...actions, move(actions.length)];
    const save = pigSave(actions);
    const started = performance.now();
    const result = await autosave(save);
    const ms = performance.now() - started;
    if (!result.ok) throw new Error(`autosave failed: ${result.error.message}`);
    return ms;
  };
}

export async function run(): Promise<BenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-autosave-'));
  try {
    // The two matches take turns, so both see the machine as it is at the same moments.
    const earlyMatch = await matchFrom(join(dir, 'early'), 10);
    const lateMatch = await matchFrom(join(dir, 'late'), 5000);
    const earlyTimes: number[] = [];
    const lateTimes: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      earlyTimes.push(await earlyMatch());
      lateTimes.push(await lateMatch());
    }
    const early = median(earlyTimes);
    const late = median(lateTimes);
    const ratio = late / early;
    return {
      title:
        'Autosave in the main process, early and late in a match (median of 61, the two matches taking turns)',
      rows: [
        { measure: 'baseline: autosave at move 10', ms: early.toFixed(2) },
        {
          measure: 'autosave at move 5,000',
          ms: late.toFixed(2),
          'x baseline': ratio.toFixed(2),
        },
      ],
      targets: [
        {
          description: 'autosave at move 5,000 costs at most 2 × the autosave at move 10',
          figure: `${ratio.toFixed(2)} × (${late.toFixed(2)} vs ${early.toFixed(2)} ms)`,
          met: ratio <= 2,
        },
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
