/**
 * The New game form (and Settings) says what the speed setting does (issue #41): how fast
 * dice, pieces and computer players go, and how to hurry a computer's turn; the slider is
 * described by those words for a screen reader.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { SpeedField } from './SpeedField';

it('says beside the slider what the speed changes and how to hurry a computer', () => {
  const markup = renderToStaticMarkup(<SpeedField />);
  const text = markup.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&rsquo;/g, '’');
  expect(text).toContain('computer players take their turns');
  expect(text).toContain('Space or Hurry plays the rest of it at 4×');
  const described = /aria-describedby="([^"]+)"/.exec(markup)?.[1];
  expect(described).toBeDefined();
  expect(markup).toContain(`<p id="${described}" class="field-hint">`);
});
