/**
 * This page's part in fair dice at an online table: when seated it commits and shows its
 * secrets as the table announces events (shared/fair/participant.ts), and for every seat
 * and watcher it checks each random event as soon as its result is public here. A check
 * that fails is reported to the table, so everyone hears of it, and stays on screen.
 */
import type { Room } from '@colyseus/sdk';
import type { Viewer } from '../../shared/engine/contract';
import { FairChecker, type FairCheck } from '../../shared/fair/checker';
import { FairParticipant } from '../../shared/fair/participant';
import {
  TO_TABLE,
  type DealMessage,
  type MismatchReport,
  type TableMessage,
  type ThrowMessage,
} from '../../shared/online/protocol';
import { loadTable } from '../games/registry';
import { EMPTY_FAIR, noteCheck, noteReport, useFair } from './fair-store';

export interface FairSession {
  seeTable(table: TableMessage): void;
  seeThrow(thrown: ThrowMessage, who: string): void;
  seeDeal(deal: DealMessage): void;
  seeReport(report: MismatchReport, who: string): void;
}

/** `say`: a line for the table's log, written after the move it belongs to. */
export function fairSession(room: Room, say: (line: string) => void): FairSession {
  useFair.setState(EMPTY_FAIR);
  let participant: FairParticipant | null = null;
  let checker: FairChecker | null = null;
  let viewer: Viewer | null = null;

  const record = (check: FairCheck): void => {
    noteCheck(check);
    if (check.status === 'verified') say(`✓ Fair dice — ${check.words}`);
    if (check.status === 'failed') {
      say(`✗ Fair dice — does not check out: ${check.words}`);
      room.send(TO_TABLE.mismatch, { event: check.event, why: check.words.slice(0, 300) });
    }
  };

  return {
    seeTable(table) {
      viewer = table.viewer;
      if (!checker) {
        if (typeof table.viewer === 'number') {
          participant = new FairParticipant(table.viewer, (m) => room.send(TO_TABLE.entropy, m));
          participant.start();
        }
        checker = new FairChecker(table.gameId, participant);
      }
      checker.seeTable(table.fair ?? null, table.moves, table.view);
      participant?.answer(table.fair ?? null);
    },
    seeThrow(thrown, who) {
      if (checker) record(checker.checkThrow(thrown, who));
    },
    seeDeal(deal) {
      const seen = checker;
      if (!seen) return;
      record(seen.checkDeal(deal));
      const played = deal.record;
      if (!played || viewer === null) return;
      const at = viewer;
      void loadTable(played.gameId).then(
        (table) => record(seen.checkPlayed(table.game, played, at)),
        () => undefined,
      );
    },
    seeReport(report, who) {
      noteReport({ event: report.event, by: who, words: report.why });
    },
  };
}
