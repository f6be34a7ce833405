import type { GameFacts } from '../../shared/engine/facts';

const named = (level: string): string => level[0]!.toUpperCase() + level.slice(1);

/** What each computer level chosen for a seat does, one line a level, in the game's level order. */
export function LevelNotes({
  facts,
  chosen,
}: {
  readonly facts: Pick<GameFacts, 'botLevels' | 'botLevelNotes'>;
  readonly chosen: readonly (string | null | undefined)[];
}) {
  const levels = facts.botLevels.filter((level) => chosen.includes(level));
  if (levels.length === 0) return null;
  return (
    <ul className="level-notes" aria-label="What the computer levels do">
      {levels.map((level) => (
        <li key={level}>
          <strong>{named(level)}</strong>: {facts.botLevelNotes[level]}
        </li>
      ))}
    </ul>
  );
}
