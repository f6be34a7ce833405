import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Pending } from '../../../shared/engine/contract';
import { isLearnerStep, type ActionStep } from '../../../shared/engine/tutorial';
import { game, type StakesAction, type StakesState } from '../../../shared/games/river-stakes';
import { distinctOutcomes } from '../../../shared/games/river-stakes/outcomes';
import { riverStakesTutorial as lesson } from '../../../shared/games/river-stakes/tutorial';
import { HOST_KEYS } from '../../input/keymap';
import { StakesHud } from './Hud';
import { riverStakesTable } from './table';

const steps = lesson.steps as readonly ActionStep<StakesAction>[];

/** Each button of the markup: its accessible name (aria-label, else its text) and its key cap. */
function buttonsOf(markup: string): { name: string; kbd: string | null }[] {
  return [...markup.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(([, attributes, inner]) => {
    const text = (html: string): string =>
      html
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim();
    const label = /aria-label="([^"]*)"/.exec(attributes!)?.[1];
    const kbd = /<kbd>(.*?)<\/kbd>/.exec(inner!)?.[1] ?? null;
    return { name: label ?? text(inner!), kbd };
  });
}

/** The River Stakes HUD as Ada sees it with the game at `state`. */
function hudAt(state: StakesState): string {
  return renderToStaticMarkup(
    <StakesHud
      view={state}
      viewer={lesson.learner}
      pending={game.next(state) as Pending}
      legal={game.legalActions(state, lesson.learner) as StakesAction[]}
      act={() => true}
      seats={lesson.seats.map((s) => ({ name: s.name, colour: s.colour, kind: s.kind }))}
      replaying={false}
      motion={{ speed: 1, quality: 'high', reduced: false }}
    />,
  );
}

describe('the River Stakes lesson at the table', () => {
  it('names, for each of Ada’s decisions, a HUD button that is there then and its key', () => {
    let state = game.setup(
      game.configSchema.parse({ ...lesson.config, players: 2 }),
      lesson.seed,
    ) as StakesState;
    const tableKeys = riverStakesTable.keys.map((k) => k.key);
    for (const [index, step] of steps.entries()) {
      if (isLearnerStep(lesson, step) && step.action.type !== 'throw') {
        const where = `step ${index}`;
        const button = buttonsOf(hudAt(state)).find((b) => b.name === step.control);
        expect(button, `${where}: a button named "${step.control}"`).toBeDefined();
        // The key the lesson shows is the one on the button's key cap, and the table binds it.
        expect(button!.kbd?.toLowerCase(), where).toBe(step.key);
        // The digits are bound per outcome by the pairings panel itself, as its key caps show.
        if (!/^\d$/.test(step.key!)) expect(tableKeys, where).toContain(step.key);
      }
      if (isLearnerStep(lesson, step) && step.action.type === 'choose') {
        // The button sends exactly the script's action: the lesson compares them whole.
        const outcome = distinctOutcomes(state, state.faces!)[Number(step.key) - 1]!;
        expect(
          { type: 'choose', seat: lesson.learner, pairing: outcome.pairing, sums: outcome.sums },
          `step ${index}`,
        ).toEqual(step.action);
      }
      state = game.apply(state, step.action) as StakesState;
    }
  });

  it('throws Ada’s dice with the host’s Roll button or Space, where C has not thrown them already', () => {
    const throws = steps.filter(
      (s) => isLearnerStep(lesson, s) && s.action.type === 'throw' && !s.byStepBefore,
    );
    expect(throws.length).toBeGreaterThan(0);
    for (const step of throws) {
      expect(step.key).toBe('space');
      expect(HOST_KEYS).toContain('space');
      // RollButton names itself after the person whose throw it is.
      expect(step.control).toBe(`Roll, ${lesson.seats[lesson.learner]!.name} (Space)`);
    }
  });
});
