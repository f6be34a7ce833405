import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { TurnWords } from './TurnWords';

const LONG = 'Bartholomew Fitzwilliam Montgomery-Smyth';

it('names whose turn it is with the whole name in its title, then what they are to do', () => {
  const markup = renderToStaticMarkup(<TurnWords who={LONG} what="move a red piece" />);
  expect(markup).toBe(`<strong class="who" title="${LONG}">${LONG}</strong>: move a red piece`);
});

it('says only what happens when the game waits on nobody', () => {
  expect(renderToStaticMarkup(<TurnWords who={null} what="Red wins" />)).toBe('Red wins');
});
