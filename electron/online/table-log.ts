/**
 * The table server's log, which strangers write into: every refusal is a line, and a line
 * may quote what a client sent. So each line is one line whatever it quotes (line breaks
 * and other controls escaped, cut at MAX_LINE), what a client chose is quoted as such, and
 * refusals, which any client can cause as fast as it likes, are written a few at a time:
 * the rest are counted and summed up once a minute.
 */

/** The longest line written, in characters; a longer one is cut, and ends with "…". */
export const MAX_LINE = 400;

/**
 * Characters that would end a line or change how the rest of it reads in a terminal:
 * C0 and C1 controls, the Unicode line and paragraph separators, bidirectional overrides.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const escaped = (text: string): string =>
  text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Cuts `text` to `max` characters, never inside a character that takes two. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text[max - 2] ?? '') ? max - 2 : max - 1;
  return `${text.slice(0, end)}…`;
}

/** One line, whatever is in it. */
export function oneLine(line: string): string {
  return cut(escaped(line), MAX_LINE);
}

/** Text a client chose (a message's type), in quotes and escaped, at most `max` characters. */
export function quoted(text: string, max = 60): string {
  return escaped(JSON.stringify(cut(text, max)));
}

export interface RefusalLogLimits {
  /** Refusals of one client or address written one by one in a minute. */
  readonly perSource: number;
  /** Refusals written one by one in a minute, from everyone. */
  readonly perMinute: number;
  /** Sources summed up by name each minute; the others are summed up together. */
  readonly namedSummaries: number;
  /** Sources counted by name in a minute; beyond them, refusals are only counted. */
  readonly countedSources: number;
}

/**
 * At most 100 refusals and 11 summaries a minute, each line at most MAX_LINE characters:
 * about 44 KB a minute at the very most, whoever knocks and however often.
 */
export const REFUSAL_LOG: RefusalLogLimits = {
  perSource: 3,
  perMinute: 100,
  namedSummaries: 10,
  countedSources: 10_000,
};

export class RefusalLog {
  private written = 0;
  private readonly writtenBy = new Map<string, number>();
  private readonly heldBy = new Map<string, number>();
  /** Refusals held back from sources beyond `countedSources`. */
  private heldUncounted = 0;

  constructor(
    private readonly write: (line: string) => void,
    private readonly limits: RefusalLogLimits = REFUSAL_LOG,
  ) {}

  /** A refusal of `source` (an address, or a table's seat): written, or counted for later. */
  refused(source: string, line: string): void {
    const mine = this.writtenBy.get(source) ?? 0;
    if (mine < this.limits.perSource && this.written < this.limits.perMinute) {
      this.writtenBy.set(source, mine + 1);
      this.written++;
      this.write(line);
    } else if (this.heldBy.has(source) || this.heldBy.size < this.limits.countedSources) {
      this.heldBy.set(source, (this.heldBy.get(source) ?? 0) + 1);
    } else {
      this.heldUncounted++;
    }
  }

  /** Sums up what was held back, most first, and starts a new minute. */
  flush(): void {
    const held = [...this.heldBy].sort((a, b) => b[1] - a[1]);
    for (const [source, count] of held.slice(0, this.limits.namedSummaries))
      this.write(`${source}: ${count} more refusals in the last minute, not written one by one`);
    const others = held.slice(this.limits.namedSummaries);
    const rest = others.reduce((sum, [, count]) => sum + count, this.heldUncounted);
    if (rest > 0)
      this.write(`${rest} more refusals from others in the last minute, not written one by one`);
    this.written = 0;
    this.writtenBy.clear();
    this.heldBy.clear();
    this.heldUncounted = 0;
  }
}
