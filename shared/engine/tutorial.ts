/**
 * A guided first game ("Learn to play"): a real match of a game, from a fixed seed, whose
 * every action is written in advance. The learner's steps wait for the person to do exactly
 * that (anything else is refused with a word of why); the other seats' steps, and every
 * throw's faces, are played from the script, so the lesson always goes the same way.
 *
 * A tutorial is data: its texts live beside the game's rules, and a test replays each
 * script through the engine (see testkit/tutorial.ts).
 */
import type { BaseAction, Seat } from './contract';
import type { SeatInfo } from './record';
import { stableStringify } from './stable-json';

/** A step done on the table that is not an action of the game (lifting one's own cup). */
export type TutorialGesture = 'peek';

interface StepWords {
  /**
   * What to do and why, in one or two sentences. On another seat's step it is said before
   * that step is played, and the table waits for the learner to go on.
   */
  readonly say?: string;
  /** The control to press, by its accessible name: it is highlighted and takes the focus. */
  readonly control?: string;
  /** The key that does it, as the keymap writes it ('space', 'enter', 'h'), shown beside the words. */
  readonly key?: string;
  /** The place on the table the step is about, in the game's words ('c4', 'path 7', 'cup'). */
  readonly spot?: string;
  /**
   * A step done in two presses (pick a piece, then its place): what is ringed once the first
   * is made and `control` has gone, the second press's control and its place on the table.
   */
  readonly then?: { readonly control: string; readonly spot?: string };
  /** What kind of action this teaches ('bid', 'a river journey'): the test checks all are covered. */
  readonly teaches?: string;
}

export interface ActionStep<A extends BaseAction = BaseAction> extends StepWords {
  /** The action played: the learner's must be made by the person; a throw's faces are the faces the dice will show. */
  readonly action: A;
  /** Said when the learner tries anything else here; a sentence made from `say` otherwise. */
  readonly otherwise?: string;
  /**
   * The learner's step before this one does it too ("C Continue and throw" throws at once):
   * it names no control or key of its own, only what happens.
   */
  readonly byStepBefore?: true;
}

export interface GestureStep extends StepWords {
  readonly gesture: TutorialGesture;
  readonly say: string;
}

export type TutorialStep<A extends BaseAction = BaseAction> = ActionStep<A> | GestureStep;

export interface Tutorial<A extends BaseAction = BaseAction> {
  readonly gameId: string;
  /** "Learn River Stakes". */
  readonly title: string;
  readonly config: Readonly<Record<string, unknown>>;
  readonly seed: string | number;
  /** The learner's seat is the one person; every other seat is a computer. */
  readonly seats: readonly SeatInfo[];
  readonly learner: Seat;
  /** Shown before the first step: what the game is about, in two or three sentences. */
  readonly welcome: string;
  readonly steps: readonly TutorialStep<A>[];
  /** Shown after the last step: what was learnt and where to go next. */
  readonly farewell: string;
}

export function isGestureStep(step: TutorialStep): step is GestureStep {
  return 'gesture' in step;
}

/** Whether the learner does this step (an action of the learner's seat, or a gesture). */
export function isLearnerStep(tutorial: Tutorial, step: TutorialStep): boolean {
  return isGestureStep(step) || step.action.seat === tutorial.learner;
}

/** How many of the tutorial's actions come before step `index`. */
export function actionsBefore(tutorial: Tutorial, index: number): number {
  return tutorial.steps.slice(0, index).filter((s) => !isGestureStep(s)).length;
}

/**
 * The step the lesson is at, given how many actions have been played and which gestures
 * were made since the last action: the first step not yet done.
 */
export function currentStep(tutorial: Tutorial, actionsPlayed: number, gestures: number): number {
  let actions = 0;
  let index = 0;
  while (index < tutorial.steps.length && actions < actionsPlayed) {
    if (!isGestureStep(tutorial.steps[index]!)) actions++;
    index++;
  }
  let done = 0;
  while (
    index < tutorial.steps.length &&
    isGestureStep(tutorial.steps[index]!) &&
    done < gestures
  ) {
    index++;
    done++;
  }
  return index;
}

/**
 * Whether the lesson waits for the learner to read on before step `index`: the welcome is
 * unread (`read` is -1), or the step is another seat's with words not yet read (`read`
 * counts the steps read past).
 */
export function waitsForReading(tutorial: Tutorial, index: number, read: number): boolean {
  if (read < 0) return true;
  const step = tutorial.steps[index];
  if (!step || isLearnerStep(tutorial, step)) return false;
  return step.say !== undefined && read <= index;
}

export type TutorialCheck = { readonly ok: true } | { readonly ok: false; readonly why: string };

function sameAction(expected: BaseAction, action: BaseAction): boolean {
  // A learner's throw is any throw of theirs: its faces come from the script, not the hand.
  if (expected.type === 'throw' && action.type === 'throw') return expected.seat === action.seat;
  return stableStringify(expected) === stableStringify(action);
}

/**
 * Whether `action` is what step `index` plays (the learner's, or another seat's from the
 * script); if not, why not, in words for the learner.
 */
export function checkTutorialAction(
  tutorial: Tutorial,
  index: number,
  action: BaseAction,
): TutorialCheck {
  const step = tutorial.steps[index];
  if (!step) return { ok: false, why: 'The lesson is over: start a game of your own to play on.' };
  if (!isGestureStep(step) && sameAction(step.action, action)) return { ok: true };
  if (isGestureStep(step)) return { ok: false, why: `Not yet: ${lowerFirst(step.say)}` };
  if (!isLearnerStep(tutorial, step))
    return { ok: false, why: 'Wait a moment: the others play now.' };
  if (sameAction(step.action, action)) return { ok: true };
  return {
    ok: false,
    why: step.otherwise ?? `Not that in this lesson: ${lowerFirst(step.say ?? '')}`,
  };
}

/** The faces the script gives a throw at step `index`, if that step is a throw. */
export function scriptedFaces(tutorial: Tutorial, index: number): readonly number[] | null {
  const step = tutorial.steps[index];
  if (!step || isGestureStep(step) || step.action.type !== 'throw') return null;
  const faces = (step.action as BaseAction & { readonly faces?: readonly number[] }).faces;
  return faces ?? null;
}

function lowerFirst(text: string): string {
  return text.length > 0 ? text[0]!.toLowerCase() + text.slice(1) : text;
}
