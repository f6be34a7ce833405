/** The game as the app last autosaved it (the app autosaves after every action), read off disk. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function autosavedGame<S>(
  savesDir: string,
  gameId = '',
): { state: S; actions: number } | null {
  // The saves folder is made with the first save: until then there is no game to read.
  if (!existsSync(savesDir)) return null;
  const files = readdirSync(savesDir).filter(
    (f) => f.startsWith(`autosave-${gameId}`) && f.endsWith('.json') && !f.endsWith('.bak.json'),
  );
  if (files.length === 0) return null;
  // A save file is an envelope with a checksum around the save itself.
  const newest = files
    .map(
      (f) =>
        (
          JSON.parse(readFileSync(join(savesDir, f), 'utf8')) as {
            save: { savedAt: string; snapshot: { actionCount: number; state: S } };
          }
        ).save,
    )
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt))[0]!;
  return { state: newest.snapshot.state, actions: newest.snapshot.actionCount };
}
