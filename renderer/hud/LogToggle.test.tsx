import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../shared/ipc';
import { LogHeading, LogToggle } from './LogToggle';

const heading = (open: boolean): string =>
  renderToStaticMarkup(<LogHeading controls="game-log-lines" open={open} onToggle={() => {}} />);

describe('the game log toggle', () => {
  it('says whether the log is open and which list it folds', () => {
    expect(heading(true)).toContain('aria-expanded="true"');
    expect(heading(false)).toContain('aria-expanded="false"');
    expect(heading(false)).toContain('aria-controls="game-log-lines"');
  });

  it('starts open for a new player', () => {
    expect(DEFAULT_SETTINGS.gameLogOpen).toBe(true);
    expect(renderToStaticMarkup(<LogToggle controls="game-log-lines" />)).toContain(
      'aria-expanded="true"',
    );
  });
});
