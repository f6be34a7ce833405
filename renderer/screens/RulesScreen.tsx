import { GAME_CATALOG, type GameId } from '../../shared/games/catalog';
import { useNavigation } from '../stores/navigation';

import { Markdown } from '../ui/Markdown';

/** The rules pages in docs/rules/, bundled at build time. */
const pages = import.meta.glob<string>('../../docs/rules/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function pageFor(id: GameId): string | undefined {
  return pages[`../../docs/rules/${id}.md`];
}

export function RulesScreen({ gameId }: { readonly gameId: GameId | null }) {
  const { go, back } = useNavigation();
  const chosen = gameId ?? GAME_CATALOG[0]!.id;
  const page = pageFor(chosen);
  return (
    <main className="screen panel rules" aria-labelledby="rules-title">
      <h1 id="rules-title">Rules</h1>
      <nav className="tabs" aria-label="Games">
        {GAME_CATALOG.map((g) => (
          <button
            key={g.id}
            type="button"
            aria-current={g.id === chosen ? 'page' : undefined}
            onClick={() => go({ name: 'rules', gameId: g.id })}
          >
            {g.name}
          </button>
        ))}
      </nav>
      <article className="rules-page">
        {page ? (
          <Markdown source={page} />
        ) : (
          <p>The rules page for this game is not written yet.</p>
        )}
      </article>
      <div className="buttons">
        <button type="button" className="primary" onClick={back}>
          Back
        </button>
      </div>
    </main>
  );
}
