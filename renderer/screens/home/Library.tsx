import { useState } from 'react';
import { GAME_CATALOG } from '../../../shared/games/catalog';
import { learnGame } from '../learn';
import { hasTable } from '../../games/registry';
import { useNavigation } from '../../stores/navigation';

function players({ min, max }: { min: number; max: number }): string {
  return min === max ? `${min} players` : `${min}–${max} players`;
}

/** The five games, each with who it is for, how long it takes and a one-line pitch. */
export function Library() {
  const go = useNavigation((s) => s.go);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section className="library" aria-labelledby="library-title">
      <h2 id="library-title">Games</h2>
      <ul className="game-cards">
        {GAME_CATALOG.map((info) => {
          const playable = hasTable(info.id);
          return (
            <li key={info.id} className="game-card" data-game={info.id}>
              <h3>{info.name}</h3>
              <p className="meta">
                {players(info.players)} · {info.length}
              </p>
              <p className="pitch">{info.pitch}</p>
              <div className="actions">
                {playable ? (
                  <button
                    type="button"
                    className="primary"
                    onClick={() => go({ name: 'new-game', gameId: info.id })}
                  >
                    New game
                  </button>
                ) : (
                  <span
                    className="badge"
                    title="The rules engine and computer players exist; the table for it is being built."
                  >
                    Table in the works
                  </span>
                )}
                {playable && (
                  <button
                    type="button"
                    aria-label={`Learn to play ${info.name}`}
                    onClick={() => void learnGame(info.id).then(setProblem)}
                  >
                    Learn to play
                  </button>
                )}
                <button type="button" onClick={() => go({ name: 'rules', gameId: info.id })}>
                  Rules
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
