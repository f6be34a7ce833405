import { useEffect, useState } from 'react';
import type { AppInfo } from '../../shared/ipc';
import { hasHost, host, unwrap } from '../bridge/host';
import { useNavigation } from '../stores/navigation';

const GAME_CREDITS = [
  [
    'River Stakes',
    'after the River Stakes rule sheet (CC BY-NC-SA 4.0), itself inspired by Sid Sackson’s Can’t Stop.',
  ],
  ['Stones & Rivers', 'after the rulebook by Trevor Harron (Blue Heron Entertainment).'],
  [
    'River',
    'a tavern dice-poker game from a homebrew fantasy setting, also played as Dice Monarchs.',
  ],
  [
    'River Rats',
    'after the cooperative poker game by Mathijs Jansen and Robin Stokkel (Four Suit Studio).',
  ],
  [
    'River Crossing',
    'after an anonymous three-player checkers variant published on the web in 1984/85.',
  ],
] as const;

const LIBRARIES = [
  'Electron',
  'React',
  'three.js',
  'react-three-fiber and drei',
  'cannon-es',
  'zustand',
  'zod',
];

export function AboutScreen() {
  const back = useNavigation((s) => s.back);
  const [info, setInfo] = useState<AppInfo | null>(null);
  useEffect(() => {
    if (hasHost()) void unwrap(host().app.info()).then(setInfo, () => setInfo(null));
  }, []);
  return (
    <main className="screen panel about" aria-labelledby="about-title">
      <h1 id="about-title">About River Table</h1>
      <p>
        A desktop tabletop for five river games. Dice are thrown by a physics simulation and read
        where they land; every rule is enforced; computer players see only what a person in their
        seat would.
      </p>
      {info && (
        <p className="meta">
          Version {info.version} on {info.platform}
        </p>
      )}
      <h2>The games</h2>
      <ul>
        {GAME_CREDITS.map(([name, credit]) => (
          <li key={name}>
            <strong>{name}</strong> — {credit} Rules text in this app is our own.
          </li>
        ))}
      </ul>
      <h2>Built with</h2>
      <p>{LIBRARIES.join(' · ')}</p>
      <div className="buttons">
        <button type="button" className="primary" onClick={back}>
          Back
        </button>
      </div>
    </main>
  );
}
