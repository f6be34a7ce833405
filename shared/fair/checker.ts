/**
 * A page's own check of every random event at its table, as soon as the result is public
 * to it: an open throw at once, its own hidden dice at once, another seat's hidden dice
 * when they are shown, a deal at once where it is open and against the whole match at the
 * end. It trusts nothing the table says without working it out again.
 */
import type { AnyGame, Viewer } from '../engine/contract';
import type { DieKind } from '../engine/dice-kinds';
import type { MatchRecord } from '../engine/record';
import { readDie, type Quaternion } from '../dice/read';
import type { ThrowRecord } from '../dice/record';
import type { Announcement, FairEvent } from './event';
import type { Dealt } from './deals';
import type { FairParticipant } from './participant';
import { checkReplay } from './replay-check';
import { viewDigest } from './view-digest';
import { checkDeal, checkThrow, type Check } from './verify';

export type FairStatus = 'verified' | 'failed' | 'waiting';

export interface FairCheck {
  readonly event: string;
  readonly status: FairStatus;
  /** One line for the log: what was checked, or what failed and what was expected. */
  readonly words: string;
}

/** A throw as the table sent it to this page. */
export interface ThrowSeen {
  readonly move: number;
  readonly dice: readonly DieKind[];
  readonly faces: readonly number[];
  readonly record: ThrowRecord | null;
  readonly fair?: FairEvent;
}

/** A deal as the table sent it to this page. */
export interface DealSeen {
  readonly event: FairEvent;
  readonly dealt: Dealt | null;
  readonly record: {
    readonly seed: string | number;
    readonly config: Record<string, unknown>;
  } | null;
}

export class FairChecker {
  private readonly announced = new Map<string, Announcement>();
  /** Each view this page was shown, by the number of moves it followed, as a digest. */
  private readonly views = new Map<number, string>();

  constructor(
    private readonly gameId: string,
    private readonly participant: FairParticipant | null,
  ) {}

  /** Every table message: the announcement (kept to compare with the event when it is fixed) and the view. */
  seeTable(announcement: Announcement | null, moves: number, view: unknown): void {
    if (announcement && !this.announced.has(announcement.event))
      this.announced.set(announcement.event, announcement);
    if (view !== null && view !== undefined) this.views.set(moves, viewDigest(view));
  }

  /** The views this page saw, for the end-of-game check of a deal. */
  viewsSeen(): ReadonlyMap<number, string> {
    return this.views;
  }

  checkThrow(thrown: ThrowSeen, who: string): FairCheck {
    const name = `throw:${thrown.move}`;
    const what = `${who}'s throw (${thrown.dice.join(' ')})`;
    const event = thrown.fair;
    if (!event) return failed(name, `${what} came without the secrets it was thrown from`);
    if (event.event !== name) return failed(name, `${what} came with the secrets of another event`);
    if (event.server.secret === null)
      return {
        event: name,
        status: 'waiting',
        words: `${what} is checked when the dice are shown`,
      };
    const own = this.ownPart(event);
    if (!own.ok) return failed(name, `${what}: ${own.why}`);
    const checked = checkThrow(event, thrown.dice, thrown.faces, this.announced.get(name));
    if (!checked.ok) return failed(name, `${what}: ${checked.why}`);
    const shownOnTable = thrown.record ? restingFaces(thrown.record) : null;
    if (shownOnTable && shownOnTable.some((f, i) => f !== thrown.faces[i]))
      return failed(
        name,
        `${what}: the dice came to rest showing ${shownOnTable.join(' ')}, not the ${thrown.faces.join(' ')} the secrets give`,
      );
    return {
      event: name,
      status: 'verified',
      words: `${who}'s ${thrown.dice.join(' ')}: ${thrown.faces.join(' ')}, ${fromWhom(event)}`,
    };
  }

  checkDeal(deal: DealSeen): FairCheck {
    const event = deal.event;
    const what = this.gameId === 'river-rats' ? 'The deal' : 'The flip for the first move';
    if (event.server.secret === null || !deal.dealt)
      return { event: 'deal', status: 'waiting', words: `${what} is checked when the game ends` };
    const own = this.ownPart(event);
    if (!own.ok) return failed('deal', `${what}: ${own.why}`);
    const checked = checkDeal(event, this.gameId, deal.dealt, this.announced.get('deal'));
    if (!checked.ok) return failed('deal', `${what}: ${checked.why}`);
    if (deal.record && String(deal.record.seed) !== deal.dealt.seed)
      return failed('deal', `${what}: the match was played from another seed than the one dealt`);
    return { event: 'deal', status: 'verified', words: `${what}: ${fromWhom(event)}` };
  }

  /**
   * At the end of a dealt game: the whole match, replayed from the seed the secrets gave,
   * shows every view this page was shown.
   */
  checkPlayed(game: AnyGame, record: MatchRecord, viewer: Viewer): FairCheck {
    const what = this.gameId === 'river-rats' ? 'The cards dealt' : 'The game played';
    const checked = checkReplay(game, record, viewer, this.views);
    if (!checked.ok) return failed('deal', `${what}: ${checked.why}`);
    return {
      event: 'deal',
      status: 'verified',
      words: `${what} checked against all ${this.views.size} views this page was shown`,
    };
  }

  /** Where this seat took part, the secret used for it is the one this page showed. */
  private ownPart(event: FairEvent): Check {
    const participant = this.participant;
    if (!participant) return { ok: true };
    const mine = participant.shownFor(event.event);
    const used = event.seats.find((s) => s.seat === participant.seat);
    if (used?.secret && mine === undefined && this.announced.has(event.event))
      return {
        ok: false,
        why: 'the table used a secret for your seat that your page never showed',
      };
    if (used?.secret && mine !== undefined && used.secret !== mine)
      return {
        ok: false,
        why: 'the table used another secret for your seat than the one your page showed',
      };
    return { ok: true };
  }
}

function failed(event: string, words: string): FairCheck {
  return { event, status: 'failed', words };
}

function fromWhom(event: FairEvent): string {
  const people = event.seats.filter((s) => s.secret !== null).length;
  const left = event.seats.length - people;
  const whose =
    people === 0
      ? 'from the table’s secret alone (nobody else was seated)'
      : `from the secrets of the table and ${people} ${people === 1 ? 'person' : 'people'}`;
  return `${whose}${left > 0 ? ` (${left} seat${left === 1 ? '' : 's'} gave none in time)` : ''}`;
}

/** The face each die of a record comes to rest on, read from its last keyframe. */
function restingFaces(record: ThrowRecord): number[] {
  const last = (record.frames - 1) * 7;
  return record.tracks.map((track, i) => {
    const q: Quaternion = [track[last + 3]!, track[last + 4]!, track[last + 5]!, track[last + 6]!];
    return readDie(record.dice[i]!, q).value;
  });
}
