/**
 * Checking a random event against what the table showed: every secret matches the
 * commitment made before any was shown, and the result worked out from the secrets is the
 * one the table played. Each failure says which part and what was expected, in words.
 */
import type { DieKind } from '../engine/dice-kinds';
import { dealFrom, type Dealt } from './deals';
import { eventMaterial, facesFrom } from './derive';
import type { Announcement, FairEvent } from './event';
import { commitmentOf } from './seeds';

export type Check = { readonly ok: true } | { readonly ok: false; readonly why: string };

const OK: Check = { ok: true };
const fail = (why: string): Check => ({ ok: false, why });

/** Every shown secret matches its commitment; with `announced`, the commitments are the ones shown before. */
export function checkCommitments(event: FairEvent, announced?: Announcement): Check {
  if (announced) {
    if (announced.commitment !== event.server.commitment)
      return fail('the table’s commitment is not the one it showed before the secrets came in');
    for (const { seat, commitment } of announced.seats) {
      const given = event.seats.find((s) => s.seat === seat);
      if (!given || given.commitment !== commitment)
        return fail(`Seat ${seat + 1}’s commitment is not the one the table showed beforehand`);
    }
    if (event.seats.length !== announced.seats.length)
      return fail('the event counts a seat the table did not name beforehand');
  }
  const { secret, commitment } = event.server;
  if (secret !== null && commitmentOf(secret) !== commitment)
    return fail(
      'the table’s secret does not match the commitment it made before the secrets came in',
    );
  for (const s of event.seats)
    if (s.secret !== null && commitmentOf(s.secret) !== s.commitment)
      return fail(`Seat ${s.seat + 1}’s secret does not match its commitment`);
  return OK;
}

/** A throw: the faces the table played are the ones its secrets give. */
export function checkThrow(
  event: FairEvent,
  dice: readonly DieKind[],
  faces: readonly number[],
  announced?: Announcement,
): Check {
  const committed = checkCommitments(event, announced);
  if (!committed.ok) return committed;
  const material = eventMaterial(event);
  if (material === null) return fail('the table’s secret for this throw has not been shown');
  const expected = facesFrom(material, dice);
  if (expected.length !== faces.length || expected.some((f, i) => f !== faces[i]))
    return fail(
      `the secrets give ${expected.join(' ')} on ${dice.join(' ')}, but the table played ${faces.join(' ')}`,
    );
  return OK;
}

/** A deal: the match's seed (and who starts, where a piece is flipped) are the ones its secrets give. */
export function checkDeal(
  event: FairEvent,
  gameId: string,
  played: Dealt,
  announced?: Announcement,
): Check {
  const committed = checkCommitments(event, announced);
  if (!committed.ok) return committed;
  const material = eventMaterial(event);
  if (material === null) return fail('the table’s secret for the deal has not been shown');
  const expected = dealFrom(gameId, played.config, material);
  if (expected.seed !== played.seed)
    return fail('the deck was not shuffled from the secrets: the match’s seed is another');
  if (expected.config.firstPlayer !== played.config.firstPlayer)
    return fail(
      `the flipped piece should have given the first move to ${String(expected.config.firstPlayer)}, but ${String(played.config.firstPlayer)} started`,
    );
  return OK;
}
