/**
 * Run as a child process by the crash test: autosaves a growing Pig match into the folder
 * given as its first argument, starting at the move count given as its second, as fast as
 * it can until it is killed. After each autosave returns it writes the move count to
 * stdout synchronously, so every acknowledged save reaches the parent even through SIGKILL.
 */
import { writeSync } from 'node:fs';
import type { PigAction } from '../../../shared/engine/testkit/pig';
import { createSaveStore } from '../save-store';
import { findGame, pigSave } from './pig-save';

const [dir, from] = process.argv.slice(2);
if (!dir || !from) throw new Error('usage: autosave-forever <saves folder> <first move count>');
const saves = createSaveStore({ dir, findGame });
// Throw a 2, roll again, and so on: a legal match that never ends.
const move = (i: number): PigAction =>
  i % 2 === 0 ? { type: 'throw', seat: 0, faces: [2] } : { type: 'roll', seat: 0 };
const actions = Array.from({ length: Number(from) - 1 }, (_, i) => move(i));
for (;;) {
  actions.push(move(actions.length));
  const result = saves.autosave(pigSave(actions));
  if (!result.ok) throw new Error(result.error.message);
  writeSync(1, `${actions.length}\n`);
}
