import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Pending } from '../../../shared/engine/contract';
import { isLearnerStep, type ActionStep } from '../../../shared/engine/tutorial';
import {
  cardName,
  game,
  RANK_NAMES,
  type RatsAction,
  type RatsState,
} from '../../../shared/games/river-rats';
import { riverRatsTutorial as lesson } from '../../../shared/games/river-rats/tutorial';
import { RatsHud } from './Hud';
import { offerGroups } from './offers';
import { riverRatsTable } from './table';

const steps = lesson.steps as readonly ActionStep<RatsAction>[];

const text = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Each button of the markup: its accessible name (aria-label, else its text), its text and its key cap. */
function buttonsOf(markup: string): { name: string; text: string; kbd: string | null }[] {
  return [...markup.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(([, attributes, inner]) => {
    const label = /aria-label="([^"]*)"/.exec(attributes!)?.[1];
    const kbd = /<kbd>(.*?)<\/kbd>/.exec(inner!)?.[1] ?? null;
    return { name: label ?? text(inner!), text: text(inner!), kbd };
  });
}

/** The River Rats HUD as Ada sees it with the game at `state`. */
function hudAt(state: RatsState): string {
  return renderToStaticMarkup(
    <RatsHud
      view={game.view(state, lesson.learner)}
      viewer={lesson.learner}
      pending={game.next(state) as Pending}
      legal={game.legalActions(state, lesson.learner)}
      act={() => true}
      seats={lesson.seats.map((s) => ({ name: s.name, colour: s.colour, kind: s.kind }))}
      replaying={false}
      motion={{ speed: 1, quality: 'high', reduced: false }}
    />,
  );
}

/** The action the offer named `name` plays now, from the same groups the panel draws. */
function offeredAction(state: RatsState, name: string): RatsAction | null {
  const groups = offerGroups(
    game.view(state, lesson.learner),
    game.legalActions(state, lesson.learner),
  );
  for (const g of groups) {
    if (g.kind === 'single' && g.label === name) return g.action;
    if (g.kind === 'pick') {
      const option = g.options.find((o) => o.label === name);
      if (option) return option.action;
    }
  }
  return null;
}

describe('the River Rats lesson at the table', () => {
  it('names, for each of Ada’s steps, a HUD button that is there then, its key cap, and the action it plays', () => {
    let state = game.setup(
      game.configSchema.parse({ ...lesson.config, players: lesson.seats.length }),
      lesson.seed,
    ) as RatsState;
    const tableKeys = riverRatsTable.keys.map((k) => k.key);
    for (const [index, step] of steps.entries()) {
      const where = `step ${index}`;
      expect(isLearnerStep(lesson, step), where).toBe(true);
      const button = buttonsOf(hudAt(state)).find((b) => b.name === step.control);
      expect(button, `${where}: a button named "${step.control}"`).toBeDefined();
      expect(button!.kbd?.toLowerCase(), where).toBe(step.key);
      // Digits are bound by the offers panel to the list it numbers, as its key caps show.
      if (!/^\d$/.test(step.key!)) expect(tableKeys, where).toContain(step.key);
      if (step.action.type !== 'name-joker')
        expect(offeredAction(state, step.control!), where).toEqual(step.action);
      else {
        // The panel starts at the first card the rules allow; the words say how to reach 5♥.
        expect(button!.text).toBe(`Name the Joker ${cardName('3H')} Enter`);
        expect(step.say).toContain('Up twice');
        expect(RANK_NAMES.indexOf('5') - RANK_NAMES.indexOf('3')).toBe(2);
        expect(step.action.card).toBe('5H');
      }
      state = game.apply(state, step.action) as RatsState;
    }
  });
});
