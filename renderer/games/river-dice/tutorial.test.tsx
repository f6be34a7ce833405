/**
 * The River lesson at River's table: every learner step's control is in the HUD at that
 * moment of the game under exactly that name, and its key is one the table (or the host,
 * for a throw) listens for; every spot it names is a place on the table.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HOST_KEYS } from '../../input/keymap';
import { game, type RiverAction, type RiverState } from '../../../shared/games/river-dice';
import { riverDiceTutorial as lesson } from '../../../shared/games/river-dice/tutorial';
import { isGestureStep, isLearnerStep } from '../../../shared/engine/tutorial';
import { RiverHud } from './Hud';
import { riverDiceTable } from './table';

const seats = lesson.seats.map((s) => ({ name: s.name, colour: s.colour, kind: s.kind }));

/** The game as it stands before each step of the lesson. */
function statesBeforeSteps(): RiverState[] {
  let state = game.setup(
    game.configSchema.parse({ ...lesson.config, players: lesson.seats.length }),
    lesson.seed,
  );
  return lesson.steps.map((step) => {
    const before = state;
    if (!isGestureStep(step)) state = game.apply(state, step.action);
    return before;
  });
}

const decode = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Each button's accessible name as the lesson finds it: its aria-label, else its trimmed text. */
function buttonNames(html: string): string[] {
  return [...html.matchAll(/<button([^>]*)>([\s\S]*?)<\/button>/g)].map(([, attributes, text]) => {
    const label = /aria-label="([^"]*)"/.exec(attributes!)?.[1];
    return decode(label ?? text!).trim();
  });
}

function hudAt(state: RiverState): string {
  const viewer = lesson.learner;
  return renderToStaticMarkup(
    <RiverHud
      view={game.view(state, viewer)}
      viewer={viewer}
      pending={game.next(state)}
      legal={game.legalActions(state, viewer) as RiverAction[]}
      act={() => true}
      seats={seats}
      replaying={false}
      motion={{ speed: 1, quality: 'high', reduced: false }}
    />,
  );
}

describe('the River lesson at the table', () => {
  const states = statesBeforeSteps();
  const learnerSteps = lesson.steps
    .map((step, index) => ({ step, state: states[index]! }))
    .filter(({ step }) => isLearnerStep(lesson, step));

  it('names, for each learner step past the throw, a control River’s HUD shows then under that name', () => {
    for (const { step, state } of learnerSteps) {
      if (!isGestureStep(step) && step.action.type === 'throw') continue;
      expect(buttonNames(hudAt(state)), step.say).toContain(step.control);
    }
  });

  it('gives each learner step a key the table or, for a throw, the host listens for', () => {
    const tableKeys = riverDiceTable.keys.map((k) => k.key);
    for (const { step } of learnerSteps) {
      const throwing = !isGestureStep(step) && step.action.type === 'throw';
      const keys: readonly string[] = throwing ? HOST_KEYS : tableKeys;
      expect(keys, step.say).toContain(step.key);
    }
  });

  it('rings only places the table knows, at every step that names one', () => {
    lesson.steps.forEach((step, index) => {
      if (step.spot === undefined) return;
      const view = game.view(states[index]!, lesson.learner);
      expect(riverDiceTable.spotOf!(view, step.spot, lesson.learner), step.spot).not.toBeNull();
    });
  });
});
