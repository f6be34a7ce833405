/**
 * The fair-dice verifier over a corpus of recorded random events, as every player's page
 * runs it: the same bundle in Node, JavaScriptCore and SpiderMonkey must verify every one.
 */
import type { CorpusEvent } from '../../electron/online/fair-corpus';
import { checkDeal } from '../../shared/fair';
import { FairChecker } from '../../shared/fair/checker';

export default function verifyCorpus(input: string): string {
  const events = JSON.parse(input) as CorpusEvent[];
  let verified = 0;
  let firstFailure: string | null = null;
  for (const e of events) {
    const check =
      e.kind === 'throw'
        ? new FairChecker(e.gameId, null).checkThrow(e, 'Seat')
        : checkDeal(e.event, e.gameId, e.dealt);
    const ok = 'status' in check ? check.status === 'verified' : check.ok;
    if (ok) verified++;
    else firstFailure ??= JSON.stringify(check);
  }
  const counted = `${verified} of ${events.length} random events verified`;
  return firstFailure ? `${counted}; the first that fails: ${firstFailure}` : counted;
}
