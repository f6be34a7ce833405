import { useState } from 'react';
import { chiSquareUniform } from '../../shared/engine/chi-square';
import { DIE_KINDS } from '../../shared/engine/dice-kinds';
import { faceCounts, useThrowsOf, type HistoryOf } from './history';

function verdict(p: number, total: number, sides: number): string {
  if (total < sides * 5) return 'too few throws to judge yet';
  if (p >= 0.01) return `consistent with fair dice (p = ${p.toFixed(2)})`;
  if (p >= 0.001) return `unusual, but it happens (p = ${p.toFixed(3)})`;
  return `very unlikely for fair dice (p = ${p.toExponential(1)})`;
}

/**
 * Every throw of one game (or of the dice tray), and for each kind of die its face counts
 * beside the expected counts.
 */
export function DiceHistoryPanel({ of }: { readonly of: HistoryOf }) {
  const throws = useThrowsOf(of);
  const [open, setOpen] = useState(false);
  const counts = faceCounts(throws);
  return (
    <section className="hud-panel dice-history" aria-label="Dice history">
      <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Dice history ({throws.length})
      </button>
      {open && (
        <div className="dice-history-body">
          {DIE_KINDS.filter((k) => counts[k]).map((kind) => {
            const row = counts[kind]!;
            const total = row.reduce((a, b) => a + b, 0);
            const expected = total / row.length;
            const test = chiSquareUniform(row);
            return (
              <table key={kind} data-kind={kind}>
                <caption>
                  {kind}: {total} rolled — {verdict(test.pValue, total, row.length)}
                </caption>
                <thead>
                  <tr>
                    <th scope="row">face</th>
                    {row.map((_, i) => (
                      <th key={i} scope="col">
                        {i + 1}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row">seen</th>
                    {row.map((c, i) => (
                      <td key={i}>{c}</td>
                    ))}
                  </tr>
                  <tr>
                    <th scope="row">expected</th>
                    {row.map((_, i) => (
                      <td key={i}>{expected.toFixed(1)}</td>
                    ))}
                  </tr>
                </tbody>
              </table>
            );
          })}
          <ol className="throw-list" reversed>
            {[...throws]
              .reverse()
              .slice(0, 30)
              .map((t, i) => (
                <li key={throws.length - i}>
                  {t.label}: {t.faces.join(' ')}
                </li>
              ))}
          </ol>
        </div>
      )}
    </section>
  );
}
