/**
 * An outside Stones & Rivers agent (a course agent's executable) as an arena seat, for the
 * course preset only. The agent reads, each turn, `player rows cols mine theirs` and the
 * board row by row (`.`, or owner c|s then s stone, h or v river) and answers one line:
 * `move x y x2 y2`, `push x y x2 y2 x3 y3`, `flip x y horizontal|vertical|-`, `rotate x y`
 * or `none`; any other line it prints is its own chatter and is skipped. x is the column
 * and y the row from the top, as in our points, and Circle (seat 0) is at the bottom.
 *
 * Its answer is played as the course engine plays it on a copy of the board, and accepted
 * only when one of our legal actions gives that same board: a move we would refuse is the
 * agent's loss, with the reason (see AgentRefused).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  constants,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Bot } from '../../shared/engine/bot';
import type { SRAction, SRState } from '../../shared/games/stones-and-rivers';
import {
  RIVER_H,
  RIVER_V,
  STONE,
  geometry,
  ownerOf,
  pieceCode,
  sideOf,
} from '../../shared/games/stones-and-rivers/board';
import { movesOf, toAction } from '../../shared/games/stones-and-rivers/game';
import { play } from '../../shared/games/stones-and-rivers/moves';

/** The agent's answer could not be played: the game is the agent's loss, for this reason. */
export class AgentRefused extends Error {}

export interface OutsideAgent extends Bot<SRState, SRAction> {
  /** CPU milliseconds the agent spent on each of its answers. */
  readonly cpuMs: number[];
  close(): void;
}

const ANSWER = /^(move|push|flip|rotate|none)\b/;
/** An agent that has not answered after this much CPU time is stuck. */
const STUCK_CPU_MS = 60_000;
const TICK_MS = 1000 / 100;

function token(cell: number): string {
  if (cell === 0) return '.';
  const owner = ownerOf(cell) === 0 ? 'c' : 's';
  return owner + ['s', 'h', 'v'][sideOf(cell)]!;
}

/** CPU time of a live process in ms, or undefined once it has exited. */
function cpuOf(pid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // fields after the command name, which may hold spaces, closed by the last ')'
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields[0] === 'Z' || fields[0] === 'X') return undefined;
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** The board after the agent's answer as the course engine applies it, or why it cannot. */
function courseBoard(state: SRState, answer: string): number[] | string {
  const g = geometry(state.config.board);
  const [verb, ...rest] = answer.trim().split(/\s+/);
  const numbers = rest.map(Number);
  const point = (i: number): number => {
    const x = numbers[i]!;
    const y = numbers[i + 1]!;
    return Number.isInteger(x) &&
      Number.isInteger(y) &&
      x >= 0 &&
      x < g.cols &&
      y >= 0 &&
      y < g.rows
      ? y * g.cols + x
      : -1;
  };
  const cells = state.cells.slice();
  const from = point(0);
  if (verb === 'none') return 'it answered none';
  if (from < 0) return 'its point is off the board';
  const piece = cells[from]!;
  if (piece === 0 || ownerOf(piece) !== state.toMove) return 'it has no piece on its point';
  switch (verb) {
    case 'move': {
      const to = point(2);
      if (to < 0) return 'its destination is off the board';
      if (cells[to] !== 0) return 'its destination is not empty';
      cells[to] = piece;
      cells[from] = 0;
      return cells;
    }
    case 'push': {
      const to = point(2);
      const pushedTo = point(4);
      if (to < 0 || pushedTo < 0) return 'its push leaves the board';
      if (cells[to] === 0) return 'there is no piece to push';
      if (cells[pushedTo] !== 0) return 'the pushed piece has nowhere to go';
      cells[pushedTo] = cells[to]!;
      cells[to] = pieceCode(ownerOf(piece), STONE);
      cells[from] = 0;
      return cells;
    }
    case 'flip': {
      if (sideOf(piece) !== STONE) cells[from] = pieceCode(state.toMove, STONE);
      else if (rest[2] === 'horizontal') cells[from] = pieceCode(state.toMove, RIVER_H);
      else if (rest[2] === 'vertical') cells[from] = pieceCode(state.toMove, RIVER_V);
      else return 'it flips a stone without a way';
      return cells;
    }
    case 'rotate':
      if (sideOf(piece) === STONE) return 'it rotates a stone';
      cells[from] = pieceCode(state.toMove, sideOf(piece) === RIVER_H ? RIVER_V : RIVER_H);
      return cells;
  }
  return 'it is not an action';
}

/**
 * Starts the agent at `path`. Each turn it is told it has `clockSeconds` left on both
 * clocks: the course agents choose their depth or time from it.
 */
export function outsideAgent(path: string, clockSeconds: number): OutsideAgent {
  // Named pipes opened read-write never block on opening, and let the arena's synchronous
  // players wait for the answer with a plain read.
  const dir = mkdtempSync(join(tmpdir(), 'sr-agent-'));
  const toAgent = join(dir, 'in');
  const fromAgent = join(dir, 'out');
  execFileSync('mkfifo', [toAgent, fromAgent]);
  const writer = openSync(toAgent, constants.O_RDWR);
  const reader = openSync(fromAgent, constants.O_RDWR | constants.O_NONBLOCK);
  const childIn = openSync(toAgent, constants.O_RDONLY);
  const childOut = openSync(fromAgent, constants.O_WRONLY);
  const child: ChildProcess = spawn(path, [], {
    cwd: dirname(path),
    stdio: [childIn, childOut, 'ignore'],
  });
  closeSync(childIn);
  closeSync(childOut);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`the agent ${path} did not start`);
  const stop = (): void => {
    child.kill('SIGKILL');
  };
  process.on('exit', stop);
  const cpuMs: number[] = [];
  let pending = '';
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  const buffer = Buffer.alloc(4096);

  function answerLine(): string {
    const startCpu = cpuOf(pid!) ?? 0;
    for (;;) {
      const newline = pending.indexOf('\n');
      if (newline >= 0) {
        const line = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        if (ANSWER.test(line.trim())) {
          cpuMs.push((cpuOf(pid!) ?? startCpu) - startCpu);
          return line;
        }
        continue;
      }
      let read = 0;
      try {
        read = readSync(reader, buffer);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      }
      if (read > 0) {
        pending += buffer.toString('utf8', 0, read);
        continue;
      }
      const cpu = cpuOf(pid!);
      if (cpu === undefined) throw new AgentRefused('the agent stopped without answering');
      if (cpu - startCpu > STUCK_CPU_MS)
        throw new AgentRefused(`the agent gave no answer in ${STUCK_CPU_MS / 1000} s of CPU`);
      Atomics.wait(sleeper, 0, 0, 1);
    }
  }

  return {
    level: `outside:${path}`,
    cpuMs,
    choose(view: SRState): SRAction {
      const g = geometry(view.config.board);
      if (view.config.preset !== 'course')
        throw new Error('an outside agent plays the course preset only');
      const rows: string[] = [];
      for (let y = 0; y < g.rows; y++)
        rows.push(
          view.cells
            .slice(y * g.cols, (y + 1) * g.cols)
            .map(token)
            .join(' '),
        );
      const player = view.toMove === 0 ? 'circle' : 'square';
      writeSync(
        writer,
        `${player} ${g.rows} ${g.cols} ${clockSeconds} ${clockSeconds}\n${rows.join('\n')}\n`,
      );
      const answer = answerLine();
      const after = courseBoard(view, answer);
      if (typeof after === 'string') throw new AgentRefused(`"${answer}" refused: ${after}`);
      for (const m of movesOf(view)) {
        const cells = view.cells.slice();
        play(cells, m);
        if (cells.every((c, i) => c === after[i])) return toAction(g, m, view.toMove);
      }
      throw new AgentRefused(
        `"${answer}" refused: no legal action of the course preset leads to the board it makes`,
      );
    },
    close(): void {
      stop();
      process.off('exit', stop);
      closeSync(writer);
      closeSync(reader);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
