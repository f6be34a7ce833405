/**
 * Run as a child process by the crash test: autosaves a growing Pig match into the folder
 * given as its argument, as fast as it can, until it is killed.
 */
import { createSaveStore } from '../save-store';
import { findGame, pigSave } from './pig-save';
import type { PigAction } from '../../../shared/engine/testkit/pig';

const dir = process.argv[2];
if (!dir) throw new Error('usage: autosave-forever <saves folder>');
const saves = createSaveStore({ dir, findGame });
const actions: PigAction[] = [];
process.stdout.write('ready\n');
for (;;) {
  // Alternate a throw of 2 and a roll decision: a long legal game that never ends.
  actions.push(
    actions.length % 2 === 0 ? { type: 'throw', seat: 0, faces: [2] } : { type: 'roll', seat: 0 },
  );
  if (actions.length > 400) actions.length = 0;
  saves.autosave(pigSave(actions));
  process.stdout.write('.');
}
